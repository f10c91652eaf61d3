// The zod schemas (*Schema.ts, validation.ts) are re-exported here with everything else. The
// public site does not download zod all the same: no other module imports them (zodFree.test.mjs
// checks that), and package.json's `"sideEffects": false` lets the bundler drop re-exported
// modules nothing uses.

export * from './audit';
export * from './blog';
export * from './blogIndex';
export * from './blogSchema';
export * from './canonicalAddress';
export * from './caseStudy';
export * from './caseStudyIndex';
export * from './caseStudySchema';
export * from './contentChange';
export * from './contentProblems';
export * from './contentSchema';
export * from './contentType';
export * from './csv';
export * from './dates';
export * from './deliveryError';
export * from './email';
export { type DocumentDataLike, hasVisibleText, readDate, type SnapshotLike } from './firestoreData';
export * from './forms';
export * from './html';
export * from './images';
export * from './imageVariants';
export * from './language';
export * from './leadInbox';
export * from './leadSchema';
export * from './leads';
export * from './listApi';
export * from './metrics';
export * from './paging';
export * from './preview';
export * from './previewSchema';
export * from './publicContent';
export * from './routes';
export * from './schedule';
export * from './shellServer';
export * from './sitePath';
export * from './slug';
export * from './staff';
export * from './staffSchema';
export {
  fallbackLang,
  type HyphenatedTitles,
  headingTitle,
  hyphenatedTitlesOf,
  SOFT_HYPHEN,
  type TitledItem,
  withoutSoftHyphens,
} from './textFields';
export * from './translation';
export * from './translationSchema';
export * from './translationSources';
export * from './unsubscribe';
export * from './validation';
