export const seo = {};
