/**
 * Who asked for a draft to be reviewed, and when: the audit log's "Asked for review" entries
 * (`review_requested`, written by the content triggers with the saver of the revision that set the
 * mark, functions/src/audit/content.ts), which only admins may read. The items themselves record
 * no asker on purpose: firestore.rules would have to check such a field on every save, and its
 * budget is nearly spent.
 *
 * One query reads the entries of up to 30 items (Firestore's most `in` values): a list asks for
 * the marked rows of the page it shows (25 at most), the editor for its one item. Both filters are
 * equalities, which Firestore answers from its single-field indexes (no composite index).
 */
import { AUDIT_LOG_COLLECTION, type AuditAction } from '@app/domain';
import { db } from '@app/platform/firestore';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { type AuditEntry, auditEntryFromFirestore } from './audit';

export interface ReviewAsk {
  /** Who saved the draft with the mark (the log's actor); null when the log could not name them. */
  email: string | null;
  at: Date;
}

/** The most values one `in` filter takes. */
const IDS_PER_QUERY = 30;

/**
 * The entries that start or end a request for review: asked, withdrawn, or cleared by the save
 * that published or scheduled the item (recorded as that, not as a withdrawal).
 */
const ASK_CHANGES: ReadonlySet<AuditAction> = new Set([
  'review_requested',
  'review_withdrawn',
  'published',
  'scheduled',
]);

/**
 * The request for review standing after `entries` (one item's, in any order): its latest ask,
 * unless something that ends one came after it. Null when none stands: the mark was set by a
 * write the log has not recorded yet (its trigger runs just after the save), or by an import.
 */
export function standingAsk(entries: readonly Pick<AuditEntry, 'action' | 'actorEmail' | 'at'>[]): ReviewAsk | null {
  let latest: Pick<AuditEntry, 'action' | 'actorEmail' | 'at'> | null = null;
  for (const entry of entries) {
    if (!ASK_CHANGES.has(entry.action) || entry.at === null) continue;
    if (latest?.at && latest.at.getTime() > entry.at.getTime()) continue;
    // Of two at one time, the one that ends an ask: a stale ask is worse than none.
    if (latest?.at?.getTime() === entry.at.getTime() && entry.action === 'review_requested') continue;
    latest = entry;
  }
  return latest?.action === 'review_requested' && latest.at ? { email: latest.actorEmail, at: latest.at } : null;
}

/** Who asked for each of the items `ids` of `collectionName` to be reviewed, and when, by id (admins only). */
export async function reviewAsksOf(collectionName: string, ids: readonly string[]): Promise<Map<string, ReviewAsk>> {
  const unique = [...new Set(ids)];
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += IDS_PER_QUERY) {
    batches.push(unique.slice(start, start + IDS_PER_QUERY));
  }
  const read = await Promise.all(
    batches.map((batch) =>
      getDocs(
        query(
          collection(db(), AUDIT_LOG_COLLECTION),
          where('target.collection', '==', collectionName),
          where('target.id', 'in', batch),
        ),
      ),
    ),
  );
  const byItem = new Map<string, AuditEntry[]>();
  for (const snapshot of read) {
    for (const document of snapshot.docs) {
      const entry = auditEntryFromFirestore(document.id, document.data());
      if (!entry?.target) continue;
      byItem.set(entry.target.id, [...(byItem.get(entry.target.id) ?? []), entry]);
    }
  }
  const asks = new Map<string, ReviewAsk>();
  for (const [id, entries] of byItem) {
    const ask = standingAsk(entries);
    if (ask) asks.set(id, ask);
  }
  return asks;
}
