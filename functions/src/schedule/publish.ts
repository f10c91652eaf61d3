/**
 * Scheduled publishing (domain/src/schedule.ts): every minute, posts and case studies whose
 * publish time has come are published, and those whose unpublish time has come are unpublished;
 * the time acted on is cleared, so a stored `publish_at` always means "still to publish". An admin
 * (tooling, the tests, the local stack, which has no scheduler) can run the same routine at once
 * with publishScheduledContentNow, which holds to App Check and CORS as every callable does
 * (appCheck.ts): with enforcement on, the script sends a token made for the web app.
 */
import { type DocumentReference, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import pMap from 'p-map';
import { requireCallableAppCheck } from '../appCheck';
import { onCall } from '../callable';
import { appCheckEnforced, REGION, siteUrl } from '../config';
import {
  BLOGS_COLLECTION,
  CASE_STUDIES_COLLECTION,
  type PublicationFields,
  publicationFromFirestore,
  type ReviewFields,
  reviewFromFirestore,
} from '../domain';
import { requireAdmin } from '../errors';
import { db } from '../firebase';

/** What one document's schedule changes at `now`, or null when nothing is due. */
export interface ScheduledChange {
  is_published?: boolean;
  publish_at?: null;
  unpublish_at?: null;
  /** A publish clears a draft's request for review (domain/src/schedule.ts, firestore.rules: only drafts carry it). */
  ready_for_review?: false;
}

/**
 * The pure rule: a publish time that has come publishes (and is cleared); an unpublish time that
 * has come unpublishes (and is cleared). When both have come (the function did not run for a
 * while), the unpublish time, which is the later one, wins. A publish clears the review mark.
 */
export function scheduledChange(
  publication: PublicationFields & Partial<ReviewFields>,
  now: Date,
): ScheduledChange | null {
  const change: ScheduledChange = {};
  if (publication.publish_at && publication.publish_at.getTime() <= now.getTime()) {
    change.publish_at = null;
    if (!publication.is_published) change.is_published = true;
    if (publication.ready_for_review) change.ready_for_review = false;
  }
  if (publication.unpublish_at && publication.unpublish_at.getTime() <= now.getTime()) {
    change.unpublish_at = null;
    change.is_published = false;
  }
  return Object.keys(change).length > 0 ? change : null;
}

export interface ScheduleRunSummary {
  /** Documents published by this run. */
  published: string[];
  /** Documents unpublished by this run. */
  unpublished: string[];
  /** Documents whose change failed (contention, a lost connection): left as they were, for the next run. */
  failed: string[];
}

const SCHEDULED_COLLECTIONS = [BLOGS_COLLECTION, CASE_STUDIES_COLLECTION] as const;

/**
 * Documents one run changes at the same time, each in its own transaction (they never contend). A
 * thousand due at once took 12.8 s one after another in the emulator, 6.1 s ten at a time
 * (docs/performance.md); in production each transaction waits longer on the network, against the
 * run's 120 s timeout.
 */
const SCHEDULE_CONCURRENCY = 10;

/**
 * Applies every due change, SCHEDULE_CONCURRENCY at a time. Each document is changed in a
 * transaction that reads it again, so a run that overlaps another, or an admin's save, never
 * applies a stale change. A publication time is a Timestamp, and a range filter on it matches only
 * Timestamps, never null. A document whose transaction fails (contention with a save, a lost
 * connection) is named in `failed` and left as it was, its time still set, so the next run takes it
 * again; it stops none of the others.
 */
export async function publishDueContent(firestore: Firestore, now: Date = new Date()): Promise<ScheduleRunSummary> {
  const at = Timestamp.fromDate(now);
  const due = new Map<string, DocumentReference>();
  for (const name of SCHEDULED_COLLECTIONS) {
    const [publishing, unpublishing] = await Promise.all([
      firestore.collection(name).where('publish_at', '<=', at).select().get(),
      firestore.collection(name).where('unpublish_at', '<=', at).select().get(),
    ]);
    for (const snapshot of [...publishing.docs, ...unpublishing.docs]) due.set(snapshot.ref.path, snapshot.ref);
  }
  const summary: ScheduleRunSummary = { published: [], unpublished: [], failed: [] };
  const changes = await pMap(
    due.values(),
    (reference) =>
      firestore
        .runTransaction(async (transaction) => {
          const snapshot = await transaction.get(reference);
          const data = snapshot.data();
          if (!data) return null;
          const before = { ...publicationFromFirestore(data), ...reviewFromFirestore(data) };
          const next = scheduledChange(before, now);
          if (next) transaction.update(reference, { ...next });
          return (
            next && {
              path: reference.path,
              before: before.is_published,
              after: next.is_published ?? before.is_published,
            }
          );
        })
        .catch((error: unknown) => {
          logger.error(`Scheduled publishing could not change ${reference.path}; the next run tries again`, {
            event: 'content_schedule_failed',
            document: reference.path,
            error: String(error),
          });
          summary.failed.push(reference.path);
          return null;
        }),
    { concurrency: SCHEDULE_CONCURRENCY },
  );
  for (const change of changes) {
    if (change && !change.before && change.after) summary.published.push(change.path);
    if (change?.before && !change.after) summary.unpublished.push(change.path);
  }
  summary.failed.sort();
  return summary;
}

export const publishScheduledContent = onSchedule(
  { schedule: 'every 1 minutes', region: REGION, timeoutSeconds: 120, retryCount: 0, maxInstances: 1 },
  async () => {
    const summary = await publishDueContent(db());
    if (summary.published.length + summary.unpublished.length + summary.failed.length > 0) {
      logger.info('Scheduled publishing run', { event: 'content_schedule_applied', ...summary });
    }
  },
);

export const publishScheduledContentNow = onCall(
  // No page calls it; a browser's call from a page not on the site (SITE_URL) is refused, as every callable's.
  { region: REGION, timeoutSeconds: 120, maxInstances: 1, cors: siteUrl },
  async (request): Promise<ScheduleRunSummary> => {
    requireCallableAppCheck(request, appCheckEnforced.value(), 'run scheduled publishing', 'script');
    await requireAdmin(request, db(), 'run scheduled publishing');
    const summary = await publishDueContent(db());
    logger.info('Scheduled publishing run on request', { event: 'content_schedule_applied', ...summary });
    return summary;
  },
);
