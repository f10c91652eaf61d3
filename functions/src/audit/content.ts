/**
 * The audit log's content entries: `auditBlogChange` / `auditCaseStudyChange` (Firestore
 * triggers, beside the CDN's own) see every write of a post or case study and record what it did
 * to its publication (domain `contentAuditActions`: published, unpublished, scheduled, deleted,
 * restored).
 *
 * Who: the console writes every change with its next revision (firestore.rules), whose `saved_by`
 * is the writer's e-mail and whose `saved_at` is the commit's time, the document's update time;
 * the trigger takes the head's latest revision when its `fields` are the document as written (else
 * the one saved at the update time). A write without a revision (scheduled publishing, an import)
 * is recorded with no actor: the system. A deletion has no revision (its history is
 * deleted with it), and `onDocumentDeletedWithAuthContext` cannot be relied on or tested: the
 * emulator passes `authType: 'unknown'` and a made-up `authId` (firebase-tools #7450, open), so a
 * deletion is recorded with no actor either: the console says "an admin".
 *
 * Each entry's id is the event's id and the action, so a retried event writes the same entries.
 */
import { isDeepStrictEqual } from 'node:util';
import { type DocumentSnapshot, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { type Change, onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from '../config';
import { AUDIT_LOG_COLLECTION, BLOGS_COLLECTION, CASE_STUDIES_COLLECTION, contentAuditActions } from '../domain';
import { db } from '../firebase';

interface Writer {
  email: string | null;
  restoredFrom: number | null;
}

/**
 * The revision written in the same commit as `after` (the console's writes), if any: the head's
 * latest, holding exactly the document as written (firestore.rules), or else the one saved at the
 * document's update time.
 */
async function writerOf(after: DocumentSnapshot): Promise<Writer> {
  const revisions = after.ref.collection('revisions');
  const head = await revisions.doc('head').get();
  const next = head.get('next');
  let revision: DocumentSnapshot | undefined;
  if (typeof next === 'number' && next > 1) {
    const latest = await revisions.doc(String(next - 1).padStart(6, '0')).get();
    if (latest.exists && isDeepStrictEqual(latest.get('fields'), after.data())) revision = latest;
  }
  revision ??= (await revisions.where('saved_at', '==', after.updateTime).limit(1).get()).docs[0];
  if (!revision) return { email: null, restoredFrom: null };
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

export async function recordContentChange(
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
  const writer = after ? await writerOf(change.after) : { email: null, restoredFrom: null };
  const actions = contentAuditActions(before, after, writer.restoredFrom, now);
  if (actions.length === 0) return 0;
  const batch = firestore.batch();
  for (const entry of actions) {
    const details =
      entry.action === 'scheduled'
        ? {
            publish_at: entry.publishAt ? Timestamp.fromDate(entry.publishAt) : null,
            unpublish_at: entry.unpublishAt ? Timestamp.fromDate(entry.unpublishAt) : null,
          }
        : entry.action === 'restored'
          ? { restored_from: entry.restoredFrom }
          : {};
    batch.set(firestore.collection(AUDIT_LOG_COLLECTION).doc(`${eventId}-${entry.action}`), {
      action: entry.action,
      actor_uid: null,
      actor_email: writer.email,
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
