/**
 * The sweep of unused images: once a day, the files of the content image folders
 * (`blog-images/blogs/`, `blog-images/case-studies/`) that no post or case study and no kept
 * version of one points at, and that were stored more than {@link SWEEP_GRACE_MS} ago, are deleted
 * with their WebP variants. That takes
 *
 * - the images of a deleted item (the deletion trigger leaves them here: it would have to read
 *   every item and version to know that no other item shows them, 12,004 reads per deletion
 *   at 1,000 items of 10 versions; the sweep reads them once a day whatever is deleted);
 * - uploads no saved item ever named (an image uploaded, then the tab closed without saving);
 * - a replaced cover once the last version that showed it is no longer kept (50 saves later).
 *
 * Every item and version is read once per run, all at one moment of the database (one read time,
 * a page at a time, as the content export reads), so a save during the run cannot move a reference
 * out of what was read; the bucket is listed a folder and a page at a time. An image in an open,
 * unsaved editor is named by nothing stored: the grace period keeps it (see SWEEP_GRACE_MS).
 */
import {
  FieldPath,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import pMap from 'p-map';
import { imageSweepDryRun, REGION } from '../config';
import {
  BLOG_TYPE,
  CASE_STUDY_TYPE,
  IMAGE_FOLDERS,
  IMAGES_ROOT,
  REVISIONS_SUBCOLLECTION,
  storedImagesIn,
  withImageVariants,
} from '../domain';
import { db } from '../firebase';
import { type ImageBucket, projectImageBucket, type StoredImage } from './bucket';

/**
 * How old an unused file must be before the sweep deletes it: 7 days. An image uploaded in an editor
 * is named by nothing stored until the editor saves, and an editor may stay open, unsaved, for as
 * long as its tab does (the session does not end), and the editor's backup of unsaved changes in
 * the browser is offered for 7 days (admin-remote's draftBackup.ts): a day would take the upload of a post left open from Friday to Monday, and 7 days
 * covers a long weekend or a week away with the tab open. It delays nothing else: a deleted item's
 * images were stored long before, and go at the next run after the deletion.
 */
export const SWEEP_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/** The folders the console uploads to (storage.rules allow no other): `blog-images/blogs/`, … */
export const SWEPT_FOLDERS = IMAGE_FOLDERS.map((folder) => `${IMAGES_ROOT}/${folder}/`);

/**
 * Documents per page of the reads. Each page is a round trip: at 1,000 items of 10 versions the
 * emulator read them in 23.9 s in pages of 100 and 10.0 s in pages of 500 (scripts/bench/image-reads.mjs).
 * A saved version can be some 300 KB (a post at its limits), so a page holds at most some 150 MB,
 * within the function's 512 MiB; most are a few KB.
 */
const READ_PAGE_SIZE = 500;

/** Files deleted at the same time. */
const REMOVE_CONCURRENCY = 10;

/** Names of removed files the log line carries (its count is always whole). */
const LOGGED_NAMES = 200;

/** Adds to `found` the files of `bucket` under `blog-images/` that any string in `value` points at. */
export function noteImages(value: unknown, bucket: string, found: Set<string>): void {
  if (typeof value === 'string') for (const name of storedImagesIn(value, bucket)) found.add(name);
  else if (Array.isArray(value)) for (const item of value) noteImages(item, bucket, found);
  else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    for (const item of Object.values(value)) noteImages(item, bucket, found);
}

/** What the sweep does with one page of a folder's listing. */
export interface SweepChoice {
  /** Unused and older than the grace period. */
  remove: string[];
  /** Pointed at by an item or kept version (or the variant of such an image). */
  shown: number;
  /** Unused, but stored within the grace period (or at a time the listing does not say). */
  recent: number;
}

/**
 * The pure rule: a file is kept when `shown` names it (`shown` holds the referenced images with
 * their variants, {@link shownImages}) or when it was stored at `cutoff` or later; every other
 * file is removed, a variant whose original is unused or gone included.
 */
export function sweepChoice(listed: readonly StoredImage[], shown: ReadonlySet<string>, cutoff: Date): SweepChoice {
  const choice: SweepChoice = { remove: [], shown: 0, recent: 0 };
  for (const image of listed) {
    if (shown.has(image.name)) choice.shown += 1;
    else if (!image.created || image.created.getTime() >= cutoff.getTime()) choice.recent += 1;
    else choice.remove.push(image.name);
  }
  return choice;
}

/** The images named by stored documents, with the variants of each: everything a page may show. */
export function shownImages(referenced: Iterable<string>): Set<string> {
  return new Set(withImageVariants(referenced));
}

/** What the stored documents name, and what reading them cost. */
interface References {
  images: Set<string>;
  /** Documents read: items (posts and case studies) and saved versions (with each history's head). */
  items: number;
  versions: number;
  /** Firestore's billed reads: one per document, and one for a page that found none. */
  reads: number;
}

/**
 * Every image named by a post, a case study or any kept version of one (`revisions`, wherever it
 * is: a deleted item's history not removed yet counts too), read a page at a time, all at one
 * read time: the server's time of a first read. Reads at a read time hold no locks and may be up
 * to an hour old (Firestore keeps that long), far longer than a run takes.
 */
async function readReferences(firestore: Firestore, bucket: string, pageSize = READ_PAGE_SIZE): Promise<References> {
  const { readTime } = await firestore.collection(BLOG_TYPE.collection).limit(1).select().get();
  return firestore.runTransaction(
    async (transaction: Transaction) => {
      const references: References = { images: new Set(), items: 0, versions: 0, reads: 1 };
      const read = async (query: Query, counted: 'items' | 'versions') => {
        const ordered = query.orderBy(FieldPath.documentId());
        let last: QueryDocumentSnapshot | undefined;
        for (;;) {
          const page = await transaction.get((last ? ordered.startAfter(last) : ordered).limit(pageSize));
          references.reads += Math.max(1, page.size);
          references[counted] += page.size;
          for (const document of page.docs) noteImages(document.data(), bucket, references.images);
          if (page.size < pageSize) return;
          last = page.docs[page.docs.length - 1];
        }
      };
      await read(firestore.collection(BLOG_TYPE.collection), 'items');
      await read(firestore.collection(CASE_STUDY_TYPE.collection), 'items');
      await read(firestore.collectionGroup(REVISIONS_SUBCOLLECTION), 'versions');
      return references;
    },
    { readOnly: true, readTime },
  );
}

/** One run's outcome, as logged. */
export interface SweepSummary {
  /** The files removed (in a dry run: that would have been), in name order, variants included. */
  removed: string[];
  /** Nothing was deleted: `removed` names what would have been (IMAGE_SWEEP_DRY_RUN). */
  dry_run: boolean;
  /** Files listed in the swept folders. */
  listed: number;
  /** Listed files kept because an item or kept version shows them. */
  shown: number;
  /** Listed files kept because they are newer than the grace period. */
  recent: number;
  /** Files whose deletion failed: left for the next run. */
  failed: string[];
  /** Documents read and what they cost (References). */
  items: number;
  versions: number;
  reads: number;
  /** Files were removed if stored before this. */
  cutoff: string;
}

export interface SweepOptions {
  /** The run's time (the grace period counts back from it). */
  now?: Date;
  /** Name what would be deleted, delete nothing. */
  dryRun?: boolean;
  /** Documents per page of the reads (the tests read in small pages). */
  readPageSize?: number;
}

/**
 * One sweep of `bucket`: the references read first (a failure there deletes nothing), then each
 * swept folder listed a page at a time, each page's unused old files deleted before the next page
 * is asked for. A file whose deletion fails stops none of the others.
 */
export async function sweepImages(
  firestore: Firestore,
  bucket: ImageBucket,
  { now = new Date(), dryRun = false, readPageSize = READ_PAGE_SIZE }: SweepOptions = {},
): Promise<SweepSummary> {
  const references = await readReferences(firestore, bucket.name, readPageSize);
  const shown = shownImages(references.images);
  const cutoff = new Date(now.getTime() - SWEEP_GRACE_MS);
  const summary: SweepSummary = {
    removed: [],
    dry_run: dryRun,
    listed: 0,
    shown: 0,
    recent: 0,
    failed: [],
    items: references.items,
    versions: references.versions,
    reads: references.reads,
    cutoff: cutoff.toISOString(),
  };
  for (const folder of SWEPT_FOLDERS) {
    let pageToken: string | null = null;
    do {
      const page = await bucket.list(folder, pageToken);
      const choice = sweepChoice(page.images, shown, cutoff);
      summary.listed += page.images.length;
      summary.shown += choice.shown;
      summary.recent += choice.recent;
      await pMap(
        choice.remove,
        async (name) => {
          try {
            if (!dryRun) await bucket.remove(name);
            summary.removed.push(name);
          } catch (error) {
            logger.warn(`Could not delete the unused image ${name}; the next sweep tries again`, {
              event: 'unused_image_remove_failed',
              name,
              error: String(error),
            });
            summary.failed.push(name);
          }
        },
        { concurrency: REMOVE_CONCURRENCY },
      );
      pageToken = page.next;
    } while (pageToken);
  }
  summary.removed.sort();
  summary.failed.sort();
  return summary;
}

/** The sweep's log line: the counts, and the removed files' names (the first LOGGED_NAMES of them). */
export function sweepLogFields(summary: SweepSummary): Record<string, unknown> {
  return {
    event: 'unused_images_swept',
    ...summary,
    removed: summary.removed.slice(0, LOGGED_NAMES),
    removed_count: summary.removed.length,
  };
}

/**
 * Daily at 03:30 Stockholm time, when nobody is expected to be saving. A run that fails is not
 * retried: the next day's takes everything it left.
 */
export const sweepUnusedImages = onSchedule(
  {
    schedule: '30 3 * * *',
    timeZone: 'Europe/Stockholm',
    region: REGION,
    timeoutSeconds: 540,
    memory: '512MiB',
    retryCount: 0,
    maxInstances: 1,
  },
  async () => {
    const bucket = projectImageBucket();
    if (!bucket) {
      logger.info('No image bucket to sweep', { event: 'unused_images_swept', bucket: null });
      return;
    }
    const summary = await sweepImages(db(), bucket, { dryRun: imageSweepDryRun.value() });
    const outcome = summary.dry_run
      ? `${summary.removed.length} would be removed (IMAGE_SWEEP_DRY_RUN)`
      : `${summary.removed.length} removed`;
    logger.info(`Unused images swept: ${outcome}`, sweepLogFields(summary));
  },
);
