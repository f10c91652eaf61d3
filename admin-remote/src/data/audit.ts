/**
 * The audit log's data (Firestore `audit_log`, which firestore.rules lets only admins read (never writers) and
 * no client write): the entries newest first, a page at a time, filtered by action and by person
 * (an e-mail address, whatever case it is typed in), and which of the posts and case studies they
 * name still exist (their editor is linked; asked by name, data/projection.ts).
 */
import {
  AUDIT_LOG_COLLECTION,
  type AuditAction,
  auditEmail,
  CONTENT_TYPES,
  isAuditAction,
  readDate,
} from '@app/domain';
import { db } from '@app/platform/firestore';
import { collection, orderBy, type QueryConstraint, query, where } from 'firebase/firestore/lite';
import { type ListPage, type PageCursor, readPage } from './lists';
import { type ReadExisting, signedInExisting } from './projection';

/** How many entries the screen reads at a time, the newest first. */
const AUDIT_PAGE_SIZE = 100;

export interface AuditEntry {
  id: string;
  action: AuditAction;
  /** The e-mail of who did it; null for the system (scheduled publishing, an import) or a deletion. */
  actorEmail: string | null;
  at: Date | null;
  /** What it was done to: a post, a case study, a lead (by id; its title is empty) or a member of staff (titled by e-mail). */
  target: { collection: string; id: string; title: string } | null;
  /** Publish and unpublish times (scheduled), the version restored, the leads erased, the delivery. */
  details: {
    publishAt: Date | null;
    unpublishAt: Date | null;
    restoredFrom: number | null;
    count: number | null;
    /** A content export's image files (its documents are `count`). */
    images: number | null;
    /** A content restore's documents created, replaced and deleted. */
    imported: { created: number; replaced: number; deleted: number } | null;
    state: string | null;
    /** A resent lead's event when it was not the lead itself (`unsubscribed`: its ending's notice). */
    event: string | null;
    /** When a preview link made stops working. */
    expiresAt: Date | null;
    /** A staff entry's role (invited or revoked as), and a role change's from and to. */
    role: string | null;
    from: string | null;
    to: string | null;
    /** A withdrawn invitation's inviter, when it went because they were demoted or removed. */
    inviter: string | null;
    because: 'inviter_demoted' | 'inviter_removed' | null;
  };
}

/** An entry as the screen lists it: with whether the post or case study it names still exists. */
export interface AuditRow extends AuditEntry {
  targetExists: boolean;
}

export interface AuditFilters {
  action?: AuditAction | undefined;
  /** Who did it: an e-mail address as typed (spaces around it and its case do not matter). */
  actorEmail?: string | undefined;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

export function auditEntryFromFirestore(id: string, data: Record<string, unknown>): AuditEntry | null {
  if (!isAuditAction(data.action)) return null;
  const target = record(data.target);
  const details = record(data.details);
  return {
    id,
    action: data.action,
    actorEmail: typeof data.actor_email === 'string' ? data.actor_email : null,
    at: readDate(data.at),
    target:
      typeof target.collection === 'string' && typeof target.id === 'string'
        ? { collection: target.collection, id: target.id, title: typeof target.title === 'string' ? target.title : '' }
        : null,
    details: {
      publishAt: readDate(details.publish_at),
      unpublishAt: readDate(details.unpublish_at),
      restoredFrom: typeof details.restored_from === 'number' ? details.restored_from : null,
      count: typeof details.count === 'number' ? details.count : null,
      images: typeof details.images === 'number' ? details.images : null,
      imported:
        typeof details.created === 'number' &&
        typeof details.replaced === 'number' &&
        typeof details.deleted === 'number'
          ? { created: details.created, replaced: details.replaced, deleted: details.deleted }
          : null,
      state: typeof details.state === 'string' ? details.state : null,
      event: typeof details.event === 'string' ? details.event : null,
      expiresAt: readDate(details.expires_at),
      role: typeof details.role === 'string' ? details.role : null,
      from: typeof details.from === 'string' ? details.from : null,
      to: typeof details.to === 'string' ? details.to : null,
      inviter: typeof details.inviter === 'string' ? details.inviter : null,
      because: details.because === 'inviter_demoted' || details.because === 'inviter_removed' ? details.because : null,
    },
  };
}

/**
 * The entries of the person typed as `typed`, however they typed its case: the log stores who did
 * something trimmed and lower-cased ({@link auditEmail}), so the typed address is too. An entry
 * written before that may carry its address's own case: it is found when typed so (the one query
 * asks for both). Null when nothing but spaces was typed.
 */
function personConstraint(typed: string): QueryConstraint | null {
  const asTyped = typed.trim();
  const key = auditEmail(asTyped);
  if (!key) return null;
  return asTyped === key ? where('actor_email', '==', key) : where('actor_email', 'in', [key, asTyped]);
}

/** The {@link AUDIT_PAGE_SIZE} entries matching `filters` after `after` (the first: the newest), newest first. */
export async function listAuditLog(
  filters: AuditFilters = {},
  after: PageCursor | null = null,
  existing: ReadExisting = signedInExisting,
): Promise<ListPage<AuditRow>> {
  const constraints: QueryConstraint[] = [];
  if (filters.action) constraints.push(where('action', '==', filters.action));
  const person = filters.actorEmail ? personConstraint(filters.actorEmail) : null;
  if (person) constraints.push(person);
  constraints.push(orderBy('at', 'desc'));
  const list = query(collection(db(), AUDIT_LOG_COLLECTION), ...constraints);
  const page = await readPage(list, AUDIT_PAGE_SIZE, after, auditEntryFromFirestore);
  const live = await existingTargets(page.items, existing);
  return { ...page, items: page.items.map((entry) => ({ ...entry, targetExists: live.has(targetKey(entry.target)) })) };
}

/** The editor's address of a post or case study, or null for anything else. */
export function editorPath(target: AuditEntry['target']): string | null {
  const type = CONTENT_TYPES.find((item) => item.collection === target?.collection);
  return type && target ? `${type.adminPath}/${encodeURIComponent(target.id)}/edit` : null;
}

/** A post's or case study's key in {@link existingTargets} (`collection/id`), or '' for anything else. */
function targetKey(target: AuditEntry['target']): string {
  return target && editorPath(target) ? `${target.collection}/${target.id}` : '';
}

/**
 * Of the entries' posts and case studies, the ones that still exist (`collection/id`): asked by
 * name, one request a collection (a batchGet with a one-field mask), no post read whole (a page of
 * 100 entries naming 100 posts was 100 requests, each downloading a post with its body).
 */
async function existingTargets(entries: readonly AuditEntry[], existing: ReadExisting): Promise<Set<string>> {
  const byCollection = new Map<string, string[]>();
  for (const entry of entries) {
    if (!entry.target || !targetKey(entry.target)) continue;
    byCollection.set(entry.target.collection, [...(byCollection.get(entry.target.collection) ?? []), entry.target.id]);
  }
  const found = await Promise.all(
    [...byCollection].map(async ([collection, ids]) =>
      [...(await existing(collection, ids))].map((id) => `${collection}/${id}`),
    ),
  );
  return new Set(found.flat());
}
