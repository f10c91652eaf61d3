/**
 * Preview links of one post or case study (Firestore `preview_links`, which firestore.rules lets
 * staff read and no client write): the working ones, and the createPreviewLink and
 * revokePreviewLink functions that make and end them.
 */
import {
  type CreatePreviewLinkRequest,
  type CreatePreviewLinkResult,
  isPreviewCollection,
  isPreviewLinkActive,
  type Language,
  localizedPath,
  PREVIEW_LINKS_COLLECTION,
  type PreviewCollection,
  type PreviewLink,
  previewPath,
  type RevokePreviewLinkRequest,
  type RevokePreviewLinkResult,
  readDate,
} from '@app/domain';
import { db } from '@app/platform/firestore';
import { ensureAppCheck, functions } from '@app/platform/functions';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { httpsCallable } from 'firebase/functions';

function previewLinkFromFirestore(token: string, data: Record<string, unknown>): PreviewLink | null {
  const expiresAt = readDate(data.expires_at);
  if (!expiresAt || typeof data.item_id !== 'string') return null;
  if (!isPreviewCollection(data.collection)) return null;
  return {
    token,
    collection: data.collection,
    itemId: data.item_id,
    createdBy: typeof data.created_by === 'string' ? data.created_by : null,
    createdByEmail: typeof data.created_by_email === 'string' ? data.created_by_email : null,
    createdAt: readDate(data.created_at),
    expiresAt,
    revokedAt: readDate(data.revoked_at),
  };
}

/** The item's links that still work (not expired, not revoked), the one expiring last first. */
export async function listActivePreviewLinks(
  itemCollection: PreviewCollection,
  itemId: string,
  now: Date = new Date(),
): Promise<PreviewLink[]> {
  const snapshot = await getDocs(
    query(
      collection(db(), PREVIEW_LINKS_COLLECTION),
      where('collection', '==', itemCollection),
      where('item_id', '==', itemId),
    ),
  );
  return snapshot.docs
    .map((link) => previewLinkFromFirestore(link.id, link.data()))
    .filter((link): link is PreviewLink => link !== null && isPreviewLinkActive(link, now))
    .sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime());
}

/** Makes a link to the item as saved (createPreviewLink). Rejects with the function's FunctionsError. */
export async function createPreviewLink(request: CreatePreviewLinkRequest): Promise<CreatePreviewLinkResult> {
  await ensureAppCheck();
  const callable = httpsCallable<CreatePreviewLinkRequest, CreatePreviewLinkResult>(functions(), 'createPreviewLink');
  return (await callable(request)).data;
}

/**
 * Ends a link at once (revokePreviewLink): an admin any link, a writer only the ones they made.
 * Rejects with the function's FunctionsError.
 */
export async function revokePreviewLink(token: string): Promise<RevokePreviewLinkResult> {
  await ensureAppCheck();
  const callable = httpsCallable<RevokePreviewLinkRequest, RevokePreviewLinkResult>(functions(), 'revokePreviewLink');
  return (await callable({ token })).data;
}

/** The link's full address in `language`, on this site (the console is served by the site's own Hosting). */
export function previewUrl(token: string, language: Language, origin: string = window.location.origin): string {
  return `${origin}${localizedPath(previewPath(token), language)}`;
}
