/**
 * The audit log's content entries: `auditBlogChange` / `auditCaseStudyChange` (Firestore
 * triggers, beside the CDN's own) see every write of a post or case study and record what it did
 * to its publication (domain `contentAuditActions`: published, unpublished, scheduled, unscheduled, renamed, deleted,
 * restored).
 *
 * Who: every console save writes its next revision in the same commit and names it on the
 * document (`revision`, its number; firestore.rules requires both, and the revision's `saved_by`
 * to be the writer's own e-mail). The trigger reads that revision: the one of this very write,
 * however many saves followed before it ran (a trigger runs after the commit, maybe after the
 * next one too, so "the head's latest" could be someone else's). A write that does not move
 * `revision` (scheduled publishing), or names a revision saved long before it (an import by the
 * Admin SDK, which restores documents with their history), is recorded with no actor: the system. A deletion has no revision (its history is deleted with it), and
 * `onDocumentDeletedWithAuthContext` cannot be relied on or tested: the emulator passes
 * `authType: 'unknown'` and a made-up `authId` (firebase-tools #7450, open), so a deletion is
 * recorded with no actor either: the console says "an admin".
 *
 * Each entry's id is the event's id and the action, so a retried event writes the same entries.
 */
import { type DocumentSnapshot, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { type Change, onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from '../config';
import {
  AUDIT_LOG_COLLECTION,
  auditEmail,
  BLOGS_COLLECTION,
  CASE_STUDIES_COLLECTION,
  contentAuditActions,
  REVISIONS_SUBCOLLECTION,
  revisionId,
  writtenRevision,
} from '../domain';
import { db } from '../firebase';

interface Writer {
  email: string | null;
  restoredFrom: number | null;
}

const NOBODY: Writer = { email: null, restoredFrom: null };

/**
 * How far a revision's `saved_at` (the commit's time) may be from the event's time and still be
 * this write's: an import restores documents naming revisions saved long before.
 */
const SAME_COMMIT_MS = 60_000;

/** Who wrote `change` (at `time`): the saver of the revision its document names, when this write named it. */
async function writerOf(change: Change<DocumentSnapshot>, time: Date): Promise<Writer> {
  const before = change.before.exists ? change.before.data() : undefined;
  const after = change.after.exists ? change.after.data() : undefined;
  const number = writtenRevision(before, after);
  if (number === null) return NOBODY;
  const revision = await change.after.ref.collection(REVISIONS_SUBCOLLECTION).doc(revisionId(number)).get();
  // Gone only if 50 more saves, or a deletion, came first: then nobody can be named.
  if (!revision.exists || revision.get('number') !== number) return NOBODY;
  const savedAt = revision.get('saved_at');
  if (!(savedAt instanceof Timestamp) || Math.abs(savedAt.toMillis() - time.getTime()) > SAME_COMMIT_MS) return NOBODY;
  const email = revision.get('saved_by');
  const restoredFrom = revision.get('restored_from');
  return {
    email: typeof email === 'string' ? email : null,
    restoredFrom: typeof restoredFrom === 'number' ? restoredFrom : null,
  };
}

function titleOf(data: Readonly<Record<string, unknown>> | undefined): string {
  return typeof data?.title === 'string' ? data.title : '';
}

async function recordContentChange(
  firestore: Firestore,
  eventId: string,
  collection: string,
  id: string,
  change: Change<DocumentSnapshot> | undefined,
  now: Date,
): Promise<number> {
  if (!change) return 0;
  const before = change.before.exists ? change.before.data() : undefined;
  const after = change.after.exists ? change.after.data() : undefined;
  const writer = after ? await writerOf(change, now) : NOBODY;
  const actions = contentAuditActions(before, after, writer.restoredFrom, now);
  if (actions.length === 0) return 0;
  const batch = firestore.batch();
  for (const entry of actions) {
    const details =
      entry.action === 'scheduled' || entry.action === 'unscheduled'
        ? {
            publish_at: entry.publishAt ? Timestamp.fromDate(entry.publishAt) : null,
            unpublish_at: entry.unpublishAt ? Timestamp.fromDate(entry.unpublishAt) : null,
          }
        : entry.action === 'restored'
          ? { restored_from: entry.restoredFrom }
          : entry.action === 'renamed'
            ? { from: entry.from, to: entry.to }
            : {};
    batch.set(firestore.collection(AUDIT_LOG_COLLECTION).doc(`${eventId}-${entry.action}`), {
      action: entry.action,
      actor_uid: null,
      actor_email: auditEmail(writer.email),
      at: FieldValue.serverTimestamp(),
      target: { collection, id, title: titleOf(after ?? before) },
      details,
    });
  }
  await batch.commit();
  return actions.length;
}

export const auditBlogChange = onDocumentWritten(
  { document: `${BLOGS_COLLECTION}/{id}`, region: REGION, retry: true },
  async (event) => {
    await recordContentChange(db(), event.id, BLOGS_COLLECTION, event.params.id, event.data, new Date(event.time));
  },
);

export const auditCaseStudyChange = onDocumentWritten(
  { document: `${CASE_STUDIES_COLLECTION}/{id}`, region: REGION, retry: true },
  async (event) => {
    await recordContentChange(
      db(),
      event.id,
      CASE_STUDIES_COLLECTION,
      event.params.id,
      event.data,
      new Date(event.time),
    );
  },
);
