/**
 * The Cloud Functions (2nd gen, region europe-north1). Configuration: config.ts.
 *
 * Each function's module is evaluated only where it runs: an instance of one function
 * (FUNCTION_TARGET, which Cloud Functions and the Functions emulator set to the function's name)
 * evaluates that function's module alone, and the bundle requires a runtime package (firebase-admin's
 * Firestore, Auth …) only when a module that imports it is evaluated, so a cold renderPage loads
 * neither the other functions' code nor their SDKs. The Firebase CLI's discovery (deploy, the
 * emulator's start: FUNCTIONS_CONTROL_API) and anything else without a target load them all
 * (loadedFunctions.ts). `require` here is the bundle's own (Rspack), synchronous: the emulator
 * require()s this module, which a top-level await would forbid.
 */
// First: before the Functions Framework makes its Express app (productionEnv.ts).
import './productionEnv';
import { serves } from './loadedFunctions';

type Audit = typeof import('./audit/content');
type SignUp = typeof import('./auth/signUp');
type Cdn = typeof import('./cdn/functions');
type ContentExport = typeof import('./contentExport/functions');
type ContentRestore = typeof import('./contentExport/restore');
type ContentList = typeof import('./contentList/functions');
type Deletion = typeof import('./deletion/content');
type Images = typeof import('./images/functions');
type Sweep = typeof import('./images/sweep');
type Deliver = typeof import('./leads/deliver');
type Erase = typeof import('./leads/erase');
type Resend = typeof import('./leads/resend');
type Retry = typeof import('./leads/retry');
type Preview = typeof import('./preview/links');
type Render = typeof import('./render/functions');
type Schedule = typeof import('./schedule/publish');
type Seo = typeof import('./seo/functions');
type Staff = typeof import('./staff/staff');
type StaffSignIns = typeof import('./staff/signIns');
type Translation = typeof import('./translation/functions');

const audit = serves('auditBlogChange', 'auditCaseStudyChange') ? (require('./audit/content') as Audit) : undefined;
export const auditBlogChange = audit?.auditBlogChange;
export const auditCaseStudyChange = audit?.auditCaseStudyChange;

export const refuseSignUp = serves('refuseSignUp') ? (require('./auth/signUp') as SignUp).refuseSignUp : undefined;

const cdn = serves('clearCdn', 'clearCdnOnBlogChange', 'clearCdnOnCaseStudyChange')
  ? (require('./cdn/functions') as Cdn)
  : undefined;
export const clearCdn = cdn?.clearCdn;
export const clearCdnOnBlogChange = cdn?.clearCdnOnBlogChange;
export const clearCdnOnCaseStudyChange = cdn?.clearCdnOnCaseStudyChange;

export const exportSiteContent = serves('exportSiteContent')
  ? (require('./contentExport/functions') as ContentExport).exportSiteContent
  : undefined;
export const restoreSiteContent = serves('restoreSiteContent')
  ? (require('./contentExport/restore') as ContentRestore).restoreSiteContent
  : undefined;

export const contentList = serves('contentList')
  ? (require('./contentList/functions') as ContentList).contentList
  : undefined;

const deletion = serves('completeBlogDeletion', 'completeCaseStudyDeletion')
  ? (require('./deletion/content') as Deletion)
  : undefined;
export const completeBlogDeletion = deletion?.completeBlogDeletion;
export const completeCaseStudyDeletion = deletion?.completeCaseStudyDeletion;

export const checkUploadedImage = serves('checkUploadedImage')
  ? (require('./images/functions') as Images).checkUploadedImage
  : undefined;
export const sweepUnusedImages = serves('sweepUnusedImages')
  ? (require('./images/sweep') as Sweep).sweepUnusedImages
  : undefined;
const deliver = serves('deliverLead', 'deliverUnsubscribed') ? (require('./leads/deliver') as Deliver) : undefined;
export const deliverLead = deliver?.deliverLead;
export const deliverUnsubscribed = deliver?.deliverUnsubscribed;
export const eraseLeads = serves('eraseLeads') ? (require('./leads/erase') as Erase).eraseLeads : undefined;
export const resendLead = serves('resendLead') ? (require('./leads/resend') as Resend).resendLead : undefined;

const retry = serves('retryLeadDeliveries', 'retryLeadDeliveriesNow') ? (require('./leads/retry') as Retry) : undefined;
export const retryLeadDeliveries = retry?.retryLeadDeliveries;
export const retryLeadDeliveriesNow = retry?.retryLeadDeliveriesNow;

const preview = serves('createPreviewLink', 'revokePreviewLink') ? (require('./preview/links') as Preview) : undefined;
export const createPreviewLink = preview?.createPreviewLink;
export const revokePreviewLink = preview?.revokePreviewLink;

export const renderPage = serves('renderPage') ? (require('./render/functions') as Render).renderPage : undefined;

const schedule = serves('publishScheduledContent', 'publishScheduledContentNow')
  ? (require('./schedule/publish') as Schedule)
  : undefined;
export const publishScheduledContent = schedule?.publishScheduledContent;
export const publishScheduledContentNow = schedule?.publishScheduledContentNow;

export const seoFiles = serves('seoFiles') ? (require('./seo/functions') as Seo).seoFiles : undefined;

const staff = serves('inviteStaff', 'revokeStaff', 'setStaffRole', 'setStaffLanguage')
  ? (require('./staff/staff') as Staff)
  : undefined;
export const inviteStaff = staff?.inviteStaff;
export const revokeStaff = staff?.revokeStaff;
export const setStaffRole = staff?.setStaffRole;
export const setStaffLanguage = staff?.setStaffLanguage;
export const staffSignIns = serves('staffSignIns')
  ? (require('./staff/signIns') as StaffSignIns).staffSignIns
  : undefined;

const translation = serves('translateBlog', 'translateCaseStudy')
  ? (require('./translation/functions') as Translation)
  : undefined;
export const translateBlog = translation?.translateBlog;
export const translateCaseStudy = translation?.translateCaseStudy;
