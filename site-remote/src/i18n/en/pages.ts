/** A paged list's links (the blog list, the case studies); each list names its own pages and the page beyond the last. */
export const pages = {
  previous: 'Previous page',
  next: 'Next page',
  position: 'Page {{page}} of {{count}}',
  first: 'Go to the first page',
};
