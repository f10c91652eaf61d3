import type { preview as en } from '../en/preview';

export const preview: typeof en = {
  banner: {
    title: 'Förhandsvisning — inte publicerad',
    text: 'Så här ser sidan ut när den har publicerats. Bara den som har länken kan se den; länken slutar fungera när den går ut eller återkallas.',
  },
  caseStudy: {
    metaTitle: 'Förhandsvisning: {{title}}',
  },
};
