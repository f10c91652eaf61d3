/**
 * Pages stay in Hosting's CDN for hours (PAGE_CACHE_CONTROL), so visitors almost never wait for
 * renderPage; a change visitors can see clears the cache within a minute:
 *
 * 1. `clearCdnOnBlogChange` / `clearCdnOnCaseStudyChange` (Firestore triggers) see every write of
 *    a post or case study (the console's saves, deletes, restores and bulk translation, imports,
 *    and scheduled publishing, which writes when a time comes). A change to an item that is live
 *    neither before nor after (a draft, a scheduled item) changes no page and is skipped.
 * 2. They enqueue one `clearCdn` task per 20-second window (the task id names the window, so a
 *    burst of saves, e.g. a bulk translation, clears once), to run when the window ends.
 *    Each trigger first updates the item's entry in its list's index (the blog index,
 *    blogIndex/update.ts; the case studies' index, caseStudyIndex/update.ts), which the public
 *    list reads, so the page rendered after the clearing lists the change.
 * 3. `clearCdn` releases the shell site's live version again (hostingApi.ts), which clears the
 *    site's CDN cache; Cloud Tasks retries it with back-off when the API fails.
 */
import { applicationDefault } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { type Change, type DocumentSnapshot, onDocumentWritten } from 'firebase-functions/firestore';
import { logger } from 'firebase-functions/logger';
import { onTaskDispatched } from 'firebase-functions/tasks';
import { updateBlogIndex } from '../blogIndex/update';
import { updateCaseStudyIndex } from '../caseStudyIndex/update';
import { cdnPurgeSite, hostingApiOrigin, REGION } from '../config';
import { BLOGS_COLLECTION, CASE_STUDIES_COLLECTION, isLive, publicationFromFirestore } from '../domain';
import { adminApp, db } from '../firebase';
import { type HostingApi, releaseLiveVersionAgain } from './hostingApi';

/** Writes within one window are cleared by one task, when the window ends. */
export const CLEAR_WINDOW_SECONDS = 20;

/**
 * Whether visitors could see the change: the item is live before or after it, or it is unpublished
 * (publishScheduledContent's write when its unpublish time has come: it is no longer live then, but
 * the pages, and the blog list's answers, the CDN cached while it was still list it until cleared).
 */
export function visitorsSeeChange(
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>> | undefined,
  now: Date,
): boolean {
  const unpublished = before?.is_published === true && after?.is_published !== true;
  return (
    unpublished || [before, after].some((data) => data !== undefined && isLive(publicationFromFirestore(data), now))
  );
}

/** The task of the window `now` falls in: its id, and when it runs (the window's end, plus a second). */
export function clearTask(now: Date): { id: string; scheduleTime: Date } {
  const window = Math.floor(now.getTime() / (CLEAR_WINDOW_SECONDS * 1000));
  return { id: `clear-cdn-${window}`, scheduleTime: new Date((window + 1) * CLEAR_WINDOW_SECONDS * 1000 + 1000) };
}

function isTaskAlreadyThere(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'functions/task-already-exists';
}

async function onContentWrite(change: Change<DocumentSnapshot> | undefined, path: string): Promise<void> {
  if (!cdnPurgeSite.value()) return;
  const now = new Date();
  if (!visitorsSeeChange(change?.before.data(), change?.after.data(), now)) return;
  const { id, scheduleTime } = clearTask(now);
  // The emulator runs a task at once, whatever its time (firebase-tools #8254): a window's task
  // would then run before the window's later changes, so locally each change is a task of its own.
  const options = process.env.FUNCTIONS_EMULATOR === 'true' ? {} : { id, scheduleTime };
  try {
    await getFunctions(adminApp())
      .taskQueue(`locations/${REGION}/functions/clearCdn`)
      .enqueue({ reason: path }, options);
    logger.info('CDN clearing queued', { event: 'cdn_clear_queued', task: options.id ?? 'at once', reason: path });
  } catch (error) {
    // Another write of the same window queued it: that task clears this change too.
    if (!isTaskAlreadyThere(error)) throw error;
  }
}

/** A post's write: its entry in the blog index first (blogIndex/update.ts), then the CDN. */
export const clearCdnOnBlogChange = onDocumentWritten(
  { document: `${BLOGS_COLLECTION}/{id}`, region: REGION, retry: true },
  async (event) => {
    await updateBlogIndex(db(), event.params.id);
    await onContentWrite(event.data, `${BLOGS_COLLECTION}/${event.params.id}`);
  },
);

/** A case study's write: its entry in the case studies' index (caseStudyIndex/update.ts), then the CDN. */
export const clearCdnOnCaseStudyChange = onDocumentWritten(
  { document: `${CASE_STUDIES_COLLECTION}/{id}`, region: REGION, retry: true },
  async (event) => {
    await updateCaseStudyIndex(db(), event.params.id);
    await onContentWrite(event.data, `${CASE_STUDIES_COLLECTION}/${event.params.id}`);
  },
);

/**
 * The function's own credentials (its service account needs the Firebase Hosting Admin role); the
 * emulator has none, and the local stand-in takes any bearer token.
 */
function hostingApi(): HostingApi {
  return {
    origin: hostingApiOrigin.value(),
    accessToken: async () =>
      process.env.FUNCTIONS_EMULATOR === 'true'
        ? 'emulator'
        : (await applicationDefault().getAccessToken()).access_token,
  };
}

/**
 * The release's message in Hosting's history: the change that queued the clearing (the first of
 * its window; the window's later changes are cleared with it), so staff can tell what cleared it.
 */
export function releaseMessage(reason: string | undefined): string {
  const message = 'Content changed: CDN cache cleared';
  return reason ? `${message} (first change: ${reason})` : message;
}

export const clearCdn = onTaskDispatched<{ reason?: string }>(
  {
    region: REGION,
    retryConfig: { maxAttempts: 6, minBackoffSeconds: 10, maxBackoffSeconds: 300 },
    rateLimits: { maxConcurrentDispatches: 1 },
  },
  async (request) => {
    const site = cdnPurgeSite.value();
    if (!site) return;
    const release = await releaseLiveVersionAgain(hostingApi(), site, releaseMessage(request.data.reason));
    logger.info('CDN cache cleared', { event: 'cdn_cleared', site, release, reason: request.data.reason });
  },
);
