/**
 * Preview links: staff share a draft or scheduled post or case study, as visitors will see it,
 * with someone who cannot sign in (a client reviewing their case study). createPreviewLink stores
 * `preview_links/<token>` (32 random bytes, base64url) for one item, working for a number of days
 * (7 unless asked otherwise, at most 30), at most PREVIEW_MAX_ACTIVE_LINKS (20) working at once per
 * item; revokePreviewLink ends one at once (an admin any
 * link, a writer the ones they made), and every link a member of staff made ends when their access
 * is revoked (revokeStaff), for good: inviting them again gives none back. Both are recorded in the
 * audit log. The links are resolved by the
 * server render (`resolvePreviewLink`), with the Admin SDK: the public site may read only what is
 * published.
 */
import { randomBytes } from 'node:crypto';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { type CallableRequest, HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { requireCallableAppCheck } from '../appCheck';
import { onCall } from '../callable';
import { appCheckEnforced, REGION, siteUrl } from '../config';
import {
  AUDIT_LOG_COLLECTION,
  auditEmail,
  blogFromFirestore,
  type CreatePreviewLinkResult,
  caseStudyFromFirestore,
  createPreviewLinkRequestSchema,
  isPreviewToken,
  PREVIEW_LINK_CAP_REASON,
  PREVIEW_LINKS_COLLECTION,
  PREVIEW_MAX_ACTIVE_LINKS,
  type PreviewContent,
  publicBlog,
  publicCaseStudy,
  type RevokePreviewLinkResult,
  revokePreviewLinkRequestSchema,
  roleOf,
  STAFF_COLLECTION,
} from '../domain';
import { parseRequest, requireStaff } from '../errors';
import { db } from '../firebase';

export interface PreviewDeps {
  firestore: Firestore;
  appCheckEnforced: boolean;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new link's token: 32 random bytes, base64url (43 characters, no padding). */
export function newPreviewToken(): string {
  return randomBytes(32).toString('base64url');
}

function titleOf(data: Readonly<Record<string, unknown>> | undefined): string {
  return typeof data?.title === 'string' ? data.title : '';
}

/** The callable's work: App Check (when enforced), staff only, the request, the item, the link and its audit entry. */
export async function handleCreatePreviewLink(
  request: CallableRequest,
  deps: PreviewDeps,
): Promise<CreatePreviewLinkResult> {
  requireCallableAppCheck(request, deps.appCheckEnforced, 'create preview links');
  const actor = await requireStaff(request, deps.firestore, 'create preview links');
  const { collection, id, days } = parseRequest(createPreviewLinkRequestSchema, request.data);
  const firestore = deps.firestore;
  const now = deps.now?.() ?? new Date();
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  const token = newPreviewToken();
  // The item's links not revoked (equalities only: Firestore merges its single-field indexes), read
  // in the transaction that adds the new one, so links asked for at the same time never pass the cap.
  const open = firestore
    .collection(PREVIEW_LINKS_COLLECTION)
    .where('collection', '==', collection)
    .where('item_id', '==', id)
    .where('revoked_at', '==', null)
    .select('expires_at');
  await firestore.runTransaction(async (transaction) => {
    const [item, links] = await Promise.all([
      transaction.get(firestore.collection(collection).doc(id)),
      transaction.get(open),
    ]);
    if (!item.exists) throw new HttpsError('not-found', `No ${collection} item has the id ${id}.`);
    const working = links.docs.filter((link) => {
      const expires = link.get('expires_at');
      return expires instanceof Timestamp && expires.toMillis() > now.getTime();
    }).length;
    if (working >= PREVIEW_MAX_ACTIVE_LINKS) {
      throw new HttpsError(
        'failed-precondition',
        `This item already has ${PREVIEW_MAX_ACTIVE_LINKS} working preview links, the most one item may have: revoke one to make another.`,
        { reason: PREVIEW_LINK_CAP_REASON, max: PREVIEW_MAX_ACTIVE_LINKS },
      );
    }
    transaction.create(firestore.collection(PREVIEW_LINKS_COLLECTION).doc(token), {
      collection,
      item_id: id,
      created_by: actor.uid,
      created_by_email: actor.email,
      created_at: FieldValue.serverTimestamp(),
      expires_at: Timestamp.fromDate(expiresAt),
      revoked_at: null,
    });
    // The audit entry names the item, never the token: whoever reads the log could open the link.
    transaction.set(firestore.collection(AUDIT_LOG_COLLECTION).doc(), {
      action: 'preview_link_created',
      actor_uid: actor.uid,
      actor_email: auditEmail(actor.email),
      at: FieldValue.serverTimestamp(),
      target: { collection, id, title: titleOf(item.data()) },
      details: { expires_at: Timestamp.fromDate(expiresAt) },
    });
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * Revokes a link (again is fine: `revoked: false`, nothing recorded twice). An admin revokes any
 * link; a writer only the ones they made (`created_by`), whatever the console shows: another's is
 * refused (`permission-denied`, `details.reason: 'not-creator'`), revoked or not.
 */
export async function handleRevokePreviewLink(
  request: CallableRequest,
  deps: PreviewDeps,
): Promise<RevokePreviewLinkResult> {
  requireCallableAppCheck(request, deps.appCheckEnforced, 'revoke preview links');
  const actor = await requireStaff(request, deps.firestore, 'revoke preview links');
  const { token } = parseRequest(revokePreviewLinkRequestSchema, request.data);
  const firestore = deps.firestore;
  const link = firestore.collection(PREVIEW_LINKS_COLLECTION).doc(token);
  return firestore.runTransaction(async (transaction) => {
    const stored = await transaction.get(link);
    if (!stored.exists) throw new HttpsError('not-found', 'No preview link has this token.');
    if (actor.role !== 'admin' && stored.get('created_by') !== actor.uid) {
      throw new HttpsError(
        'permission-denied',
        'Only the member of staff who made this link, or an admin, can revoke it.',
        {
          reason: 'not-creator',
        },
      );
    }
    if (stored.get('revoked_at') !== null && stored.get('revoked_at') !== undefined) return { revoked: false };
    const collection = String(stored.get('collection'));
    const id = String(stored.get('item_id'));
    const item = await transaction.get(firestore.collection(collection).doc(id));
    transaction.update(link, { revoked_at: FieldValue.serverTimestamp() });
    transaction.set(firestore.collection(AUDIT_LOG_COLLECTION).doc(), {
      action: 'preview_link_revoked',
      actor_uid: actor.uid,
      actor_email: auditEmail(actor.email),
      at: FieldValue.serverTimestamp(),
      target: { collection, id, title: titleOf(item.data()) },
      details: {},
    });
    return { revoked: true };
  });
}

/**
 * Ends every open link `uid` made (revokeStaff): the editor lists an item's links by what is stored,
 * and a member invited again gets no old link back. Written by one BulkWriter, however many there
 * are. Never throws: the revocation it follows is done, and the render refuses these links anyway
 * (their maker's document says revoked); a link left open is logged, and ended by revoking it.
 */
export async function revokeLinksMadeBy(firestore: Firestore, uid: string): Promise<void> {
  try {
    const open = await firestore
      .collection(PREVIEW_LINKS_COLLECTION)
      .where('created_by', '==', uid)
      .where('revoked_at', '==', null)
      .select()
      .get();
    const writer = firestore.bulkWriter();
    const writes = open.docs.map((link) => writer.update(link.ref, { revoked_at: FieldValue.serverTimestamp() }));
    await writer.close();
    const failed = (await Promise.allSettled(writes)).filter((write) => write.status === 'rejected').length;
    if (failed > 0) throw new Error(`${failed} of ${writes.length} links could not be written`);
  } catch (error) {
    logger.warn('A revoked member’s preview links were not all stored as revoked', {
      event: 'preview_links_revoke_failed',
      uid,
      error: String(error),
    });
  }
}

/** Whether `a` is after `b` (to the nanosecond). */
function later(a: Timestamp, b: Timestamp): boolean {
  return a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds > b.nanoseconds);
}

/**
 * The item a link shows, as saved now, or null when the token is malformed or unknown, the link
 * expired or was revoked, its maker lost access to the staff, or its item is gone (also when another
 * item was stored under its id since).
 */
export async function resolvePreviewLink(
  firestore: Firestore,
  token: string,
  now = new Date(),
): Promise<PreviewContent | null> {
  if (!isPreviewToken(token)) return null;
  const link = await firestore.collection(PREVIEW_LINKS_COLLECTION).doc(token).get();
  if (!link.exists) return null;
  const expiresAt = link.get('expires_at');
  if (!(expiresAt instanceof Timestamp) || expiresAt.toMillis() <= now.getTime()) return null;
  if (link.get('revoked_at') !== null && link.get('revoked_at') !== undefined) return null;
  const collection = link.get('collection');
  const id = link.get('item_id');
  const maker = link.get('created_by');
  if (typeof id !== 'string' || (collection !== 'blogs' && collection !== 'case_studies')) return null;
  if (typeof maker !== 'string' || maker === '' || maker.includes('/')) return null;
  const [item, makerStaff] = await Promise.all([
    firestore.collection(collection).doc(id).get(),
    firestore.collection(STAFF_COLLECTION).doc(maker).get(),
  ]);
  // Only while the member of staff who made it has access, as their staff document says now: a
  // revoked member keeps no way into drafts (links to every one of them, made before they left). An
  // admin made before roles, who has no document, keeps theirs.
  if (makerStaff.exists && roleOf(makerStaff.data(), {}) === null) return null;
  const data = item.data();
  if (!data) return null;
  // A link shows the item it was made for: one stored under its id after it was made is another item
  // (its item deleted and another saved under the same id, which staff may choose), never shown.
  const createdAt = link.get('created_at');
  if (!(createdAt instanceof Timestamp) || !item.createTime || later(item.createTime, createdAt)) return null;
  return collection === 'blogs'
    ? { collection, item: publicBlog(blogFromFirestore(item.id, data)) }
    : { collection, item: publicCaseStudy(caseStudyFromFirestore(item.id, data)) };
}

const callableOptions = {
  // Called from the admin console's pages, which are the site's (SITE_URL): CORS for that origin only.
  region: REGION,
  timeoutSeconds: 30,
  maxInstances: 5,
  cors: siteUrl,
};

export const createPreviewLink = onCall(
  callableOptions,
  (request: CallableRequest): Promise<CreatePreviewLinkResult> =>
    handleCreatePreviewLink(request, { firestore: db(), appCheckEnforced: appCheckEnforced.value() }),
);

export const revokePreviewLink = onCall(
  callableOptions,
  (request: CallableRequest): Promise<RevokePreviewLinkResult> =>
    handleRevokePreviewLink(request, { firestore: db(), appCheckEnforced: appCheckEnforced.value() }),
);
