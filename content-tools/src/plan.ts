/**
 * What an import would change in a project, worked out before anything is written: documents and
 * image files to create, the ones already there as the export has them, the ones that differ (a
 * conflict: replaced only with --overwrite), and the project's documents the export lacks that
 * would contradict what it imports (a revision under an imported item, a slug claim or old address
 * at odds with an imported item's slug: a conflict, deleted only with --overwrite). Comparing first
 * is what makes an import idempotent: a second run finds everything unchanged and writes nothing.
 */
import {
  BLOG_TYPE,
  CASE_STUDY_TYPE,
  type ContentProblem,
  type ContentTypeDescriptor,
  contentProblem,
} from '@app/domain';
import type { ExportedDocument, ExportedImage } from './manifest';
import { describeContentProblem } from './problems';
import type { Json, JsonObject } from './values';

/** One field that differs: its path in the document and its value on each side (undefined: absent). */
export interface Difference {
  field: string;
  project: Json | undefined;
  export: Json | undefined;
}

/** The fields in which two documents (or values) differ, by path (`fields.title`, `metrics[1].value`). */
export function differences(exported: Json | undefined, existing: Json | undefined, field = ''): Difference[] {
  if (sameJson(exported, existing)) return [];
  const bothMaps = isMap(exported) && isMap(existing);
  const bothLists = Array.isArray(exported) && Array.isArray(existing) && exported.length === existing.length;
  if (bothMaps) {
    const keys = [...new Set([...Object.keys(exported), ...Object.keys(existing)])].sort();
    return keys.flatMap((key) => differences(exported[key], existing[key], field ? `${field}.${key}` : key));
  }
  if (bothLists) return exported.flatMap((item, i) => differences(item, existing[i], `${field}[${i}]`));
  return [{ field: field || '(document)', project: existing, export: exported }];
}

/** A map of fields, not a tagged value (values.ts) or a list. */
const isMap = (json: Json | undefined): json is JsonObject =>
  typeof json === 'object' &&
  json !== null &&
  !Array.isArray(json) &&
  !Object.keys(json).some((k) => k.startsWith('$'));

function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
}

/**
 * What an import would do with documents: `D` is the documents themselves (a page's plan, which
 * writeDocuments writes), or only their paths (PlannedDocuments: a whole import's, summed a page at
 * a time).
 */
interface DocumentPlanOf<D extends { path: string }> {
  create: D[];
  /** In the project with other fields: replaced with --overwrite. */
  replace: { document: D; differences: Difference[] }[];
  /**
   * In the project but not in the export, and deleted with --overwrite, each with why (the
   * conflict report's words after its path): a revision under a document of the export, so the
   * document's history becomes the export's; an old address of a slug the export claims; and a
   * slug claim or old address naming an item of the export that the item as exported contradicts
   * (stalePlace), so the item's slugs become the export's.
   */
  remove: { path: string; reason: string }[];
  unchanged: number;
  /** The export's redirects of slugs that are a post's address in the project: never written. */
  leftOut: { path: string; claim: string }[];
}

export type DocumentPlan = DocumentPlanOf<ExportedDocument>;
/** A whole import's plan, its documents by path. */
export type PlannedDocuments = DocumentPlanOf<{ path: string }>;

/**
 * What of the export the plan of some of its documents (a page) weighs them against: every path
 * the import writes, and each item's slug by path. By default, the documents planned.
 */
export interface PlanContext {
  paths: ReadonlySet<string>;
  items: ReadonlyMap<string, JsonObject>;
}

const SLUG_KINDS: readonly Pick<ContentTypeDescriptor, 'collection' | 'slugClaims' | 'slugRedirects'>[] = [
  BLOG_TYPE,
  CASE_STUDY_TYPE,
];

/**
 * A slug is either an item's address (its claim, `blog_slugs/<slug>`) or a renamed post's old
 * address (its redirect, `blog_redirects/<slug>`), never both: the console keeps it so and the
 * rules hold it. The document of the other kind for the same slug as `path`, or null when `path` is
 * neither.
 */
export function slugCounterpart(path: string): string | null {
  const [collection, slug, ...rest] = path.split('/');
  if (!slug || rest.length > 0) return null;
  for (const { slugClaims, slugRedirects } of SLUG_KINDS) {
    if (!slugRedirects) continue;
    if (collection === slugClaims) return `${slugRedirects}/${slug}`;
    if (collection === slugRedirects) return `${slugClaims}/${slug}`;
  }
  return null;
}

const isRedirect = (path: string) =>
  SLUG_KINDS.some(({ slugRedirects }) => slugRedirects && path.startsWith(`${slugRedirects}/`));

/**
 * Where a project keeps the slug claims and old addresses that may name an item of `wanted`: each
 * such collection with the ids of the wanted items whose documents there would name (`{ id }`).
 * The import reads the project's documents naming them (planDocuments' `slugDocuments`).
 */
export function namingQueries(wanted: readonly ExportedDocument[]): { collection: string; ids: string[] }[] {
  return SLUG_KINDS.flatMap(({ collection, slugClaims, slugRedirects }) => {
    const ids = wanted.flatMap((document) => {
      const [name, id, ...rest] = document.path.split('/');
      return name === collection && id && rest.length === 0 ? [id] : [];
    });
    if (!ids.length) return [];
    return [slugClaims, ...(slugRedirects ? [slugRedirects] : [])].map((name) => ({ collection: name, ids }));
  });
}

/**
 * Where a project's items may carry the slug of an item of `wanted`: each content collection with
 * the slugs its wanted items carry. The import reads the project's items carrying them (takenSlugs).
 */
export function slugQueries(wanted: readonly ExportedDocument[]): { collection: string; slugs: string[] }[] {
  return SLUG_KINDS.flatMap(({ collection }) => {
    const slugs = wanted.flatMap((document) => {
      const [name, id, ...rest] = document.path.split('/');
      return name === collection && id && rest.length === 0 && typeof document.data.slug === 'string'
        ? [document.data.slug]
        : [];
    });
    return slugs.length ? [{ collection, slugs: [...new Set(slugs)] }] : [];
  });
}

/**
 * The items of `wanted` whose slug an item of the project carries that the export does not hold
 * (`carriers`: the project's items by path, with their slugs), one line each. That item keeps its
 * slug whatever the import writes, and a slug is one item's address: the site would show one of
 * the two (its query by slug takes the first), and whichever lost the claim could not be saved in
 * the console. Neither --overwrite nor anything else of the import resolves it: that item is
 * renamed or deleted first, or the imported one left out.
 */
export function takenSlugs(
  wanted: readonly ExportedDocument[],
  carriers: ReadonlyMap<string, Json>,
  paths: ReadonlySet<string> = new Set(wanted.map((document) => document.path)),
): TakenSlug[] {
  const taken: TakenSlug[] = [];
  for (const { path, data } of wanted) {
    const [collection, id, ...rest] = path.split('/');
    if (!id || rest.length > 0 || typeof data.slug !== 'string') continue;
    for (const [carrier, slug] of carriers)
      if (carrier.startsWith(`${collection}/`) && carrier !== path && !paths.has(carrier) && slug === data.slug)
        taken.push({ path, problem: contentProblem('slugTaken', { item: path, slug, carrier }) });
  }
  return taken;
}

/** An item of the export whose slug an item of the project carries (takenSlugs), and that problem. */
export interface TakenSlug {
  path: string;
  problem: ContentProblem;
}

/** A taken slug in English: `<path>: slug "x" is carried by …`. */
export const describeTakenSlug = ({ path, problem }: TakenSlug) => `${path}: ${describeContentProblem(problem)}`;

/**
 * Why the project's slug claim or old address at `path` (`data`), which the export lacks, cannot
 * stay beside the item of `items` (the export's items by path) it names, once that item is the
 * export's; null when it names none of them or can stay. A claim goes with the item carrying its
 * slug (firestore.rules allow no other, and the console treats any claim as the slug taken: left,
 * it would keep the project's former slug of the item taken for ever). An old address goes when the
 * item carries its slug (an address never both shows an item and redirects); one of another slug
 * stays, as the console keeps it: it still leads to the post (answering 404 while the post is not
 * live, as any old address of a draft), and the console removes it only when a post takes its slug.
 */
function stalePlace(path: string, data: JsonObject, items: ReadonlyMap<string, JsonObject>): string | null {
  const [collection, slug, ...rest] = path.split('/');
  if (!slug || rest.length > 0 || typeof data.id !== 'string') return null;
  for (const kind of SLUG_KINDS) {
    const claim = collection === kind.slugClaims;
    if (!claim && collection !== kind.slugRedirects) continue;
    const owner = `${kind.collection}/${data.id}`;
    const item = items.get(owner);
    if (!item) return null;
    if (claim && item.slug !== slug)
      return `is in the project but not in the export: a claim of ${owner}, whose slug is ${shown(item.slug)} in the export (a claim goes with the item that carries its slug)`;
    if (!claim && item.slug === slug)
      return `is in the project but not in the export: an old address of ${owner}, which carries that slug in the export (an address never both shows an item and redirects)`;
    return null;
  }
  return null;
}

/**
 * @param wanted the export's documents to import
 * @param existing the project's documents at those paths and under them, by path
 * @param slugDocuments the project's slug claims and old addresses at the wanted slug documents'
 *   counterparts (slugCounterpart) and those naming an item of `wanted` (namingQueries), by path
 * @param context when `wanted` is a page of the import: every path it writes and its items' slugs
 */
export function planDocuments(
  wanted: readonly ExportedDocument[],
  existing: ReadonlyMap<string, JsonObject>,
  slugDocuments: ReadonlyMap<string, JsonObject> = new Map(),
  context?: PlanContext,
): DocumentPlan {
  const plan: DocumentPlan = { create: [], replace: [], remove: [], unchanged: 0, leftOut: [] };
  const paths = context?.paths ?? new Set(wanted.map((document) => document.path));
  const items =
    context?.items ??
    new Map(
      wanted
        .filter((document) => document.path.split('/').length === 2)
        .map((document) => [document.path, document.data]),
    );
  const removed = new Map<string, string>();
  for (const path of existing.keys())
    if (!paths.has(path)) removed.set(path, 'is in the project but not in the export');
  for (const [path, data] of slugDocuments) {
    const reason = paths.has(path) ? null : stalePlace(path, data, items);
    if (reason) removed.set(path, reason);
  }
  for (const document of wanted) {
    const other = slugCounterpart(document.path);
    // A claim that goes with the import (stalePlace) displaces nothing.
    if (other && slugDocuments.has(other) && !paths.has(other) && !removed.has(other)) {
      // The project's address wins over an old one; the export's address displaces an old one (--overwrite).
      if (isRedirect(document.path)) {
        plan.leftOut.push({ path: document.path, claim: other });
        continue;
      }
      removed.set(other, `is an old address in the project, which the export gives to an item (${document.path})`);
    }
    const current = existing.get(document.path);
    if (!current) plan.create.push(document);
    else if (sameJson(document.data, current)) plan.unchanged += 1;
    else plan.replace.push({ document, differences: differences(document.data, current) });
  }
  plan.remove = [...removed]
    .map(([path, reason]) => ({ path, reason }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return plan;
}

/** An image file as the project's bucket holds it. */
export interface StoredImage {
  contentType: string;
  cacheControl: string | null;
  size: number;
  md5: string;
  downloadTokens: string[];
}

export interface ImagePlan {
  upload: ExportedImage[];
  /** In the bucket with other bytes or metadata: replaced with --overwrite. */
  replace: { image: ExportedImage; differences: string[] }[];
  /** In the bucket as exported, but without some of the export's download tokens: they are added (nothing is lost). */
  addTokens: ExportedImage[];
  unchanged: number;
}

export function planImages(wanted: readonly ExportedImage[], existing: ReadonlyMap<string, StoredImage>): ImagePlan {
  const plan: ImagePlan = { upload: [], replace: [], addTokens: [], unchanged: 0 };
  for (const image of wanted) {
    const stored = existing.get(image.name);
    if (!stored) {
      plan.upload.push(image);
      continue;
    }
    const found: string[] = [];
    if (stored.size !== image.size || stored.md5 !== image.md5)
      found.push(`its bytes (${stored.size} bytes in the project, ${image.size} in the export)`);
    if (stored.contentType !== image.contentType)
      found.push(`its type (${stored.contentType} in the project, ${image.contentType} in the export)`);
    if (stored.cacheControl !== image.cacheControl)
      found.push(
        `its Cache-Control (${stored.cacheControl ?? 'none'} in the project, ${image.cacheControl ?? 'none'} in the export)`,
      );
    if (found.length) plan.replace.push({ image, differences: found });
    else if (image.downloadTokens.some((token) => !stored.downloadTokens.includes(token))) plan.addTokens.push(image);
    else plan.unchanged += 1;
  }
  return plan;
}

/** Whether the plans would replace or delete anything (which only --overwrite allows). */
export function hasConflicts(documents: PlannedDocuments, images: ImagePlan): boolean {
  return documents.replace.length > 0 || documents.remove.length > 0 || images.replace.length > 0;
}

/** How many writes the plans make (with --overwrite, or none of the conflicting ones without). */
export function changeCount(documents: PlannedDocuments, images: ImagePlan, overwrite: boolean): number {
  const conflicting = overwrite ? documents.replace.length + documents.remove.length + images.replace.length : 0;
  return documents.create.length + images.upload.length + images.addTokens.length + conflicting;
}

const MAX_SHOWN = 80;

/** A value as the conflict report shows it: short, timestamps as their text, absent as "absent". */
export function shown(json: Json | undefined): string {
  if (json === undefined) return 'absent';
  const tagged = typeof json === 'object' && json !== null && !Array.isArray(json) ? json.$timestamp : undefined;
  const text = typeof tagged === 'string' ? tagged : JSON.stringify(json);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

/**
 * The conflict report: every document, field and file that differs, one line each. `marked`
 * (a dry run with --overwrite) starts each document's and file's line with what the import does to
 * it: `~` replaced, `-` deleted.
 */
export function describeConflicts(documents: PlannedDocuments, images: ImagePlan, marked = false): string[] {
  const [replaced, deleted, indent] = marked ? ['~ ', '- ', '  '] : ['', '', ''];
  const lines: string[] = [];
  for (const { document, differences: found } of documents.replace) {
    lines.push(`${replaced}${document.path} differs from the export:`);
    for (const difference of found)
      lines.push(
        `${indent}  ${difference.field}: ${shown(difference.project)} in the project, ${shown(difference.export)} in the export`,
      );
  }
  for (const { path, reason } of documents.remove) lines.push(`${deleted}${path} ${reason}`);
  for (const { image, differences: found } of images.replace)
    lines.push(`${replaced}${image.name} differs from the export in ${found.join(', ')}`);
  return lines;
}
