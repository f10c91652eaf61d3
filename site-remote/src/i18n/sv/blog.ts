import type { blog as en } from '../en/blog';

export const blog: typeof en = {
  hero: {
    title: 'Insikter & artiklar',
    subtitle: 'Praktiska AI-råd, kundberättelser och nyheter för små och medelstora företag i Norden.',
  },
  search: {
    label: 'Sök artiklar',
    placeholder: 'Sök artiklar...',
    submit: 'Sök',
  },
  categories: {
    label: 'Filtrera efter kategori',
    all: 'Alla',
  },
  list: {
    heading: 'Artiklar',
    loading: 'Laddar artiklar',
    empty: 'Inga artiklar matchade din sökning.',
    count_one: '{{count}} artikel',
    count_other: '{{count}} artiklar',
  },
  pages: {
    label: 'Sidor med artiklar',
    beyond: 'Det finns ingen sida {{page}} med de här artiklarna.',
  },
  card: {
    by: 'Av {{author}}',
  },
  post: {
    loading: 'Laddar artikeln',
    notFoundTitle: 'Blogginlägget hittades inte',
    notFoundText: 'Blogginlägget du letar efter finns inte.',
    loadError: 'Det gick inte att läsa in blogginlägget',
    backToBlog: 'Tillbaka till bloggen',
    by: 'Av {{author}}',
    category: 'Kategori',
  },
  markdown: {
    table: 'Tabell',
    code: 'Kod',
  },
};
