export const blog = {
  hero: {
    title: 'Insights & Articles',
    subtitle: 'Practical AI advice, client stories and news for small and medium-sized businesses in the Nordics.',
  },
  search: {
    label: 'Search articles',
    placeholder: 'Search articles...',
    submit: 'Search',
  },
  categories: {
    label: 'Filter by category',
    all: 'All',
  },
  list: {
    heading: 'Articles',
    loading: 'Loading articles',
    empty: 'No articles found matching your search.',
    count_one: '{{count}} article',
    count_other: '{{count}} articles',
  },
  pages: {
    label: 'Pages of articles',
    beyond: 'There is no page {{page}} of these articles.',
  },
  card: {
    by: 'By {{author}}',
  },
  post: {
    loading: 'Loading article',
    notFoundTitle: 'Blog Post Not Found',
    notFoundText: "The blog post you're looking for doesn't exist.",
    loadError: 'Failed to load blog post',
    backToBlog: 'Back to Blog',
    by: 'By {{author}}',
    category: 'Category',
  },
  markdown: {
    table: 'Table',
    code: 'Code',
  },
};
