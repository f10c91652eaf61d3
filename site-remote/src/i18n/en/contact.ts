export const contact = {};
