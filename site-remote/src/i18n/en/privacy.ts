export const privacy = {};
