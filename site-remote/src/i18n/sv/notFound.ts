import type { notFound as en } from '../en/notFound';

export const notFound: typeof en = {
  meta: {
    title: 'Sidan hittades inte',
    description: 'Sidan du letar efter finns inte eller har flyttats.',
  },
  code: '404',
  title: 'Sidan hittades inte',
  message: 'Sidan du letar efter finns inte eller har flyttats.',
  backHome: 'Tillbaka till startsidan',
  goBack: 'Gå tillbaka',
};
