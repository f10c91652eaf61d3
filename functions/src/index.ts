/**
 * The Cloud Functions (2nd gen, region europe-north1). Configuration: config.ts.
 */
import { wrapLoadedBodyParsers } from './bodyParsers';

// Before the runtime builds its request parsers (it does once this module has loaded).
wrapLoadedBodyParsers();

export { auditBlogChange, auditCaseStudyChange } from './audit/content';
export { refuseSignUp } from './auth/signUp';
export { clearCdn, clearCdnOnBlogChange, clearCdnOnCaseStudyChange } from './cdn/functions';
export { checkUploadedImage } from './images/functions';
export { eraseLeads } from './leads/erase';
export { sendContact, sendQuizLead, subscribeNewsletter } from './leads/functions';
export { resendLead } from './leads/resend';
export { retryLeadDeliveries, retryLeadDeliveriesNow } from './leads/retry';
export { renderPage } from './render/functions';
export { publishScheduledContent, publishScheduledContentNow } from './schedule/publish';
export { seoFiles } from './seo/functions';
export { translateBlog, translateCaseStudy } from './translation/functions';
