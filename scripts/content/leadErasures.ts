/**
 * `pnpm leads:erase-again`: after a backup of Firestore is restored (README, _Backups_), erases
 * again every lead erased since the backup was taken, and its duplicate-check fingerprint. A
 * backup holds the leads as they were; eraseLeads records each erasure's lead ids (never the
 * address) in `lead_erasures`, which an import over the database leaves in place (it deletes
 * nothing). A second run changes nothing.
 *
 *   pnpm leads:erase-again --emulator [--project demo-…]
 *   pnpm leads:erase-again --project <id>
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Firestore } from 'firebase-admin/firestore';
import { LEAD_ERASURES_COLLECTION, LEAD_FINGERPRINTS_COLLECTION, LEADS_COLLECTION } from '../../domain/src/leadInbox';
import { runOnTarget } from './target';

const USAGE = 'Usage: pnpm leads:erase-again --emulator [--project demo-…] | --project <id>';

/** How many documents one read asks for. */
const READ_CHUNK = 100;

/**
 * Deletes every lead `lead_erasures` names that is there again, with its fingerprint; answers how
 * many. Throws when any could not be deleted (run it again: it erases what is left).
 */
export async function eraseLeadsAgain(db: Firestore): Promise<{ erased: number }> {
  const records = await db.collection(LEAD_ERASURES_COLLECTION).select('lead_ids').get();
  const ids = [
    ...new Set(
      records.docs.flatMap((record) => {
        const leadIds: unknown = record.get('lead_ids');
        return Array.isArray(leadIds) ? leadIds.filter((id): id is string => typeof id === 'string' && id !== '') : [];
      }),
    ),
  ];
  const leads = db.collection(LEADS_COLLECTION);
  const writer = db.bulkWriter();
  const deletions: Promise<unknown>[] = [];
  let erased = 0;
  for (let start = 0; start < ids.length; start += READ_CHUNK) {
    const chunk = ids.slice(start, start + READ_CHUNK).map((id) => leads.doc(id));
    const back = (await db.getAll(...chunk)).filter((lead) => lead.exists);
    const fingerprints = back.flatMap((lead) => {
      const fingerprint: unknown = lead.get('fingerprint');
      return typeof fingerprint === 'string' && fingerprint !== ''
        ? [db.collection(LEAD_FINGERPRINTS_COLLECTION).doc(fingerprint)]
        : [];
    });
    const claims = fingerprints.length > 0 ? await db.getAll(...fingerprints) : [];
    for (const lead of back) {
      deletions.push(writer.delete(lead.ref).then(() => erased++));
      // Only the erased lead's own fingerprint: a later lead of the same content holds it now.
      const claim = claims.find((snapshot) => snapshot.id === lead.get('fingerprint'));
      if (claim?.get('lead_id') === lead.id) deletions.push(writer.delete(claim.ref));
    }
  }
  await writer.close();
  const failed = (await Promise.allSettled(deletions)).filter((deletion) => deletion.status === 'rejected').length;
  if (failed > 0) throw new Error(`${failed} deletions failed (${erased} leads were erased): run it again.`);
  return { erased };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runOnTarget(process.argv.slice(2), USAGE, async (db) => {
    const { erased } = await eraseLeadsAgain(db);
    return [`Erased again ${erased} leads that had been erased and came back with a restored backup.`];
  });
}
