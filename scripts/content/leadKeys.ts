/**
 * `pnpm leads:keys`: gives each lead stored before `email_key` existed its key (the address trimmed,
 * lower-cased and composed, its domain in ASCII: leadEmailKey), and each lead keyed before keys
 * were made that way today's, so that the inbox and eraseLeads find it however the person typed
 * the address, as they find every newer lead. Without it such a lead is found only by the address
 * as stored or lower-cased: `KALLE.ANKA@example.se` escaped an erasure asked as `kalle.ANKA@example.se`.
 * Run once on a project that took leads before the key (a second run changes nothing).
 *
 *   pnpm leads:keys --emulator [--project demo-…]
 *   pnpm leads:keys --project <id>
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Firestore } from 'firebase-admin/firestore';
import { LEADS_COLLECTION, leadEmailKey } from '../../domain/src/leadInbox';
import { runOnTarget } from './target';

const USAGE = 'Usage: pnpm leads:keys --emulator [--project demo-…] | --project <id>';

export interface KeyedLeads {
  /** Leads read. */
  leads: number;
  /** Leads given their key. */
  keyed: number;
  /**
   * Leads whose key could not be written (a role without write access, a lost connection), each
   * `leads/<id>: <error>`: still found only by the address as stored. A lead erased since it was
   * read is none of them (it stays erased).
   */
  failed: string[];
}

/** Firestore's NOT_FOUND: the update of a lead deleted since it was read. */
const NOT_FOUND = 5;

/**
 * Gives every lead with an address the key it is found by today: one with no key, and one keyed
 * before keys were composed and gave international domains in ASCII (`åsa@exämple.se` typed with
 * a decomposed `ä`). A lead erased meanwhile stays erased.
 */
export async function addLeadEmailKeys(db: Firestore): Promise<KeyedLeads> {
  const leads = await db.collection(LEADS_COLLECTION).select('payload.email', 'email_key').get();
  const writer = db.bulkWriter();
  let keyed = 0;
  const failed: string[] = [];
  for (const lead of leads.docs) {
    const email: unknown = lead.get('payload.email');
    if (typeof email !== 'string' || email.trim() === '') continue;
    const key = leadEmailKey(email);
    if (lead.get('email_key') === key) continue;
    // An update, not a set: it fails for a lead deleted since it was read, which is left deleted.
    writer.update(lead.ref, { email_key: key }).then(
      () => keyed++,
      (error: unknown) => {
        if ((error as { code?: unknown } | null)?.code === NOT_FOUND) return;
        failed.push(`${lead.ref.path}: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  }
  await writer.close();
  return { leads: leads.size, keyed, failed: failed.sort() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runOnTarget(process.argv.slice(2), USAGE, async (db) => {
    const { leads, keyed, failed } = await addLeadEmailKeys(db);
    if (failed.length)
      throw new Error(
        `Gave ${keyed} of ${leads} leads the key they are found by (email_key), but ${failed.length} could not be written; they are still found only by the address as stored. Check that you may write Firestore, and run this again:\n  ${failed.join('\n  ')}`,
      );
    return [
      `Gave ${keyed} of ${leads} leads the key they are found by (email_key); the others had it or hold no address.`,
    ];
  });
}
