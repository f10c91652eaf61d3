export const products = {};
