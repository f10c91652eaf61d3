export const services = {};
