/**
 * What an import of the content finds wrong in an export, as data: a code, the values the sentence
 * names, and the field it is about. content-tools' checks (validate.ts, move.ts, plan.ts) produce
 * them; `pnpm content:import` words them in English (content-tools problems.ts), the console's
 * restore in its own language (admin-remote ContentRestore), from the same answer of
 * restoreSiteContent. A code is added here with its values; the English wording and each console
 * dictionary then fail to compile until they word it.
 */

/** A slug as an item or a claim carries it; null where an item carries none. */
type Slug = string | null;

/** Each code with the values its sentence names. */
export interface ContentProblemParams {
  /** `field` is one name, or several joined (`a, b`) in a slug claim: `count` says how many. */
  notAccepted: { count: number };
  required: Record<string, never>;
  /** A text over its limit (the domain's schema, `message` its English words). */
  tooLong: { max: number; message: string };
  /** Any other value the domain's schema refuses (`message` its English words). */
  fieldInvalid: { message: string };
  wholeNumber: { from: number };
  headNextInvalid: Record<string, never>;
  dateTime: Record<string, never>;
  /** A slug claim's or old address's id is no slug (`message`: the slug schema's English words). */
  claimSlugInvalid: { slug: string; message: string };
  claimIdInvalid: Record<string, never>;
  versionIdInvalid: Record<string, never>;
  versionNumberMismatch: { number: number; id: string };
  beforeHistoryNotFirst: Record<string, never>;
  beforeHistoryRestored: Record<string, never>;
  saverEmail: Record<string, never>;
  restoredFromInvalid: Record<string, never>;
  restoredFromNotBefore: { restored: number; number: number };
  restoredFromNotKept: { restored: number; number: number; kept: number };
  versionFieldsInvalid: Record<string, never>;
  versionRevisionMismatch: { named: number; number: number };
  historyWithoutItem: { item: string };
  historyHeadMissing: Record<string, never>;
  revisionWithoutHead: { named: number };
  revisionNotNewest: { named: number; newest: number; next: number };
  versionAfterHead: { number: number; next: number };
  versionTooOld: { number: number; kept: number; next: number };
  beforeHistoryAlone: { next: number };
  /** `missing`: the first few absent versions' ids; `count`: how many are absent in all. */
  versionsMissing: { next: number; oldest: string; newest: string; missing: string[]; count: number };
  restoredFromMissing: { restored: number };
  /** `forms`: the ids a translation-sources document may have (`blogs_<id>` …). */
  sourcesIdInvalid: { forms: string[] };
  fingerprintsInvalid: Record<string, never>;
  notTranslatedField: { collection: string };
  fingerprintInvalid: Record<string, never>;
  strayNoItem: Record<string, never>;
  strayMissingItem: { item: string };
  strayClaimSlug: { item: string; slug: Slug };
  strayRedirectOwnSlug: { item: string };
  slugShared: { slug: Slug; other: string };
  claimAlsoRedirect: { slug: string; other: string };
  redirectAlsoClaimed: { slug: string; other: string };
  /** An imported item's slug is carried by another item of the project (the restore's 409). */
  slugTaken: { item: string; slug: string; carrier: string };
}

export type ContentProblemCode = keyof ContentProblemParams;

/** One problem of a document: `field` is the field (dotted path, or `its id`) it is about, when one. */
export type ContentProblem = {
  [C in ContentProblemCode]: { code: C; field?: string; params: ContentProblemParams[C] };
}[ContentProblemCode];

/** A problem of code `code` (typed by its code's values). */
export const contentProblem = <C extends ContentProblemCode>(
  code: C,
  params: ContentProblemParams[C],
  field?: string,
): ContentProblem => ({ code, params, ...(field === undefined ? {} : { field }) }) as ContentProblem;

/** A refused document: where it is in the export (its file, and its line when known), its path, its problems. */
export interface DocumentRefusal {
  file: string;
  line?: number;
  path: string;
  problems: ContentProblem[];
}

/** The `field` of a problem with a document's id (its path's last segment), not one of its fields. */
export const DOCUMENT_ID_FIELD = '(id)';

const CODES: Record<ContentProblemCode, true> = {
  notAccepted: true,
  required: true,
  tooLong: true,
  fieldInvalid: true,
  wholeNumber: true,
  headNextInvalid: true,
  dateTime: true,
  claimSlugInvalid: true,
  claimIdInvalid: true,
  versionIdInvalid: true,
  versionNumberMismatch: true,
  beforeHistoryNotFirst: true,
  beforeHistoryRestored: true,
  saverEmail: true,
  restoredFromInvalid: true,
  restoredFromNotBefore: true,
  restoredFromNotKept: true,
  versionFieldsInvalid: true,
  versionRevisionMismatch: true,
  historyWithoutItem: true,
  historyHeadMissing: true,
  revisionWithoutHead: true,
  revisionNotNewest: true,
  versionAfterHead: true,
  versionTooOld: true,
  beforeHistoryAlone: true,
  versionsMissing: true,
  restoredFromMissing: true,
  sourcesIdInvalid: true,
  fingerprintsInvalid: true,
  notTranslatedField: true,
  fingerprintInvalid: true,
  strayNoItem: true,
  strayMissingItem: true,
  strayClaimSlug: true,
  strayRedirectOwnSlug: true,
  slugShared: true,
  claimAlsoRedirect: true,
  redirectAlsoClaimed: true,
  slugTaken: true,
};

/** Every code this version knows (a newer server may send others: the console words those generically). */
export const CONTENT_PROBLEM_CODES = Object.keys(CODES) as ContentProblemCode[];

export const isContentProblemCode = (code: unknown): code is ContentProblemCode =>
  typeof code === 'string' && Object.hasOwn(CODES, code);

/**
 * Why an archive is not one the import can read at all (before any document is checked):
 * `unpackFailed` not a .tar.gz, or cut short; `unpacksTooLarge` more than the server unpacks;
 * `notAnExport` no manifest in it; `damaged` anything else (a file changed since the export, a line
 * that is not JSON …), which the English message details.
 */
export type ArchiveProblem =
  | { code: 'unpackFailed' }
  | { code: 'unpacksTooLarge'; params: { megabytes: number } }
  | { code: 'notAnExport' }
  | { code: 'damaged' };

export type ArchiveProblemCode = ArchiveProblem['code'];
