/**
 * eraseLeads: an admin erases every lead of one e-mail address from the leads inbox, when the
 * person asks (GDPR art. 17). The leads and their duplicate-check fingerprints are deleted; the
 * audit log records, in one entry per erasure, who erased how many leads of which kinds, and when,
 * never the address; `lead_erasures` keeps the erased leads' ids (only those) for a while, so
 * `pnpm leads:erase-again` can erase them again from a backup restored later.
 */
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/https';
import { requireCallableAppCheck } from '../appCheck';
import { onCall } from '../callable';
import { appCheckEnforced, REGION, siteUrl } from '../config';
import {
  AUDIT_LOG_COLLECTION,
  auditEmail,
  type EraseLeadsResult,
  eraseLeadsRequestSchema,
  LEAD_ERASURE_RECORD_DAYS,
  LEAD_ERASURES_COLLECTION,
  LEAD_FINGERPRINTS_COLLECTION,
  LEADS_COLLECTION,
  leadEmailKeys,
  leadStoredAddresses,
} from '../domain';
import { parseRequest, requireAdmin } from '../errors';
import { db } from '../firebase';

interface EraseDeps {
  firestore: Firestore;
  appCheckEnforced: boolean;
}

/** Firestore's limit of writes in one transaction. */
const BATCH_WRITES = 500;

/**
 * Every lead of the address: by `email_key` (today's, and the one a lead keyed before it was
 * composed and gave international domains in ASCII may still carry), and, for leads stored before
 * the key existed, by the address as typed, lower-cased or as its key.
 */
async function leadsOf(firestore: Firestore, email: string) {
  const leads = firestore.collection(LEADS_COLLECTION);
  const keys = leadEmailKeys(email);
  const snapshots = await Promise.all([
    leads.where('email_key', 'in', keys).get(),
    leads.where('payload.email', 'in', leadStoredAddresses(email)).get(),
  ]);
  const byId = new Map(snapshots.flatMap((snapshot) => snapshot.docs).map((document) => [document.id, document]));
  return [...byId.values()];
}

/**
 * Erases the address's leads a part at a time (a transaction holds at most 500 writes), and records
 * the erasure in one audit entry (how many, of which kinds): the first part creates it, each later
 * part adds its own count to it in the same transaction as its deletions. So the entry always says
 * exactly what was erased, also when a later part fails (it then says how many were erased before
 * that; a retry is another erasure, with its own entry). Each part reads its leads again in its
 * transaction: a lead another erasure of the same person (a second tab, another admin) deleted
 * meanwhile is neither counted nor recorded twice. Nothing found is recorded too (count 0): the
 * request was answered.
 */
export async function eraseLeadsOf(firestore: Firestore, email: string, actor: { uid: string; email: string | null }) {
  const found = await leadsOf(firestore, email);
  // Each lead takes two writes (it and its fingerprint); the audit entry and the part's record one each.
  const perPart = Math.floor((BATCH_WRITES - 2) / 2);
  // The erasure's one entry, its id chosen before the first part.
  const entry = firestore.collection(AUDIT_LOG_COLLECTION).doc();
  let erased = 0;
  for (let start = 0; start === 0 || start < found.length; start += perPart) {
    const refs = found.slice(start, start + perPart).map((lead) => lead.ref);
    const first = start === 0;
    erased += await firestore.runTransaction(async (transaction) => {
      const leads = refs.length > 0 ? (await transaction.getAll(...refs)).filter((lead) => lead.exists) : [];
      const recorded = first ? undefined : await transaction.get(entry);
      const details = recorded?.get('details') as { count?: unknown; kinds?: unknown } | undefined;
      let count = typeof details?.count === 'number' ? details.count : 0;
      const kinds: Record<string, number> = { ...((details?.kinds as Record<string, number> | undefined) ?? {}) };
      for (const lead of leads) {
        transaction.delete(lead.ref);
        const fingerprint = lead.get('fingerprint');
        if (typeof fingerprint === 'string' && fingerprint) {
          transaction.delete(firestore.collection(LEAD_FINGERPRINTS_COLLECTION).doc(fingerprint));
        }
        const type = String(lead.get('type'));
        kinds[type] = (kinds[type] ?? 0) + 1;
        count += 1;
      }
      if (first) {
        transaction.create(entry, {
          action: 'leads_erased',
          actor_uid: actor.uid,
          actor_email: auditEmail(actor.email),
          at: FieldValue.serverTimestamp(),
          // No target: an erasure names no lead and never the person (the audit log's one shape).
          target: null,
          details: { count, kinds },
        });
      } else if (leads.length > 0) {
        transaction.update(entry, { details: { count, kinds } });
      }
      if (leads.length > 0) {
        // Which leads went (their ids only), so a backup restored later loses them again.
        transaction.create(firestore.collection(LEAD_ERASURES_COLLECTION).doc(), {
          lead_ids: leads.map((lead) => lead.id),
          erased_at: FieldValue.serverTimestamp(),
          expires_at: Timestamp.fromMillis(Date.now() + LEAD_ERASURE_RECORD_DAYS * 24 * 60 * 60 * 1000),
        });
      }
      return leads.length;
    });
  }
  return erased;
}

/** The callable's work: App Check (when enforced), the admin claim, the request, the erasure. */
async function handleEraseLeads(request: CallableRequest, deps: EraseDeps): Promise<EraseLeadsResult> {
  requireCallableAppCheck(request, deps.appCheckEnforced, 'erase leads');
  const caller = await requireAdmin(request, deps.firestore, 'erase leads');
  const { email } = parseRequest(eraseLeadsRequestSchema, request.data);
  const erased = await eraseLeadsOf(deps.firestore, email, { uid: caller.uid, email: caller.email });
  return { erased };
}

export const eraseLeads = onCall(
  // Called from the admin console's pages, which are the site's (SITE_URL): CORS for that origin only.
  { region: REGION, timeoutSeconds: 120, maxInstances: 2, cors: siteUrl },
  (request: CallableRequest): Promise<EraseLeadsResult> =>
    handleEraseLeads(request, { firestore: db(), appCheckEnforced: appCheckEnforced.value() }),
);
