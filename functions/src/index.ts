/**
 * The Cloud Functions (2nd gen, region europe-north1). Configuration: config.ts.
 */
export { auditBlogChange, auditCaseStudyChange } from './audit/content';
export { refuseSignUp } from './auth/signUp';
export { clearCdn, clearCdnOnBlogChange, clearCdnOnCaseStudyChange } from './cdn/functions';
export { checkUploadedImage } from './images/functions';
export { deliverLead } from './leads/deliver';
export { eraseLeads } from './leads/erase';
export { resendLead } from './leads/resend';
export { retryLeadDeliveries, retryLeadDeliveriesNow } from './leads/retry';
export { createPreviewLink, revokePreviewLink } from './preview/links';
export { renderPage } from './render/functions';
export { publishScheduledContent, publishScheduledContentNow } from './schedule/publish';
export { seoFiles } from './seo/functions';
export { inviteStaff, revokeStaff, setStaffRole } from './staff/staff';
export { translateBlog, translateCaseStudy } from './translation/functions';
