/**
 * External destinations that are not part of the runtime configuration. Placeholders until
 * the real partner sites are known; keep every such address here, in one place.
 */
export const externalProductLinks = {
  talentManagement: 'https://example.com/talent-management',
  truckingTms: 'https://example.com/trucking-tms',
} as const;

/** The Swedish data protection authority, named as the complaints body in the privacy notice. */
export const IMY_URL = 'https://www.imy.se/';
