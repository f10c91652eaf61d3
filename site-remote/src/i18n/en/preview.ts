export const preview = {
  banner: {
    title: 'Preview — not published',
    text: 'This is how the page will look once it is published. Only people with this link can see it; the link stops working when it expires or is revoked.',
  },
  caseStudy: {
    metaTitle: 'Preview: {{title}}',
  },
};
