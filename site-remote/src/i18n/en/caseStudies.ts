export const caseStudies = {};
