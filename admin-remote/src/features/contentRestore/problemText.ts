/**
 * What the server found wrong in an archive, in the console's language: each problem (a code, its
 * values and its field, domain contentProblems.ts) as a sentence of the admin dictionary, and why a
 * file cannot be read at all. `pnpm content:import` words the same problems in English
 * (content-tools problems.ts). A code this console does not know (a newer server's) reads as a
 * generic sentence, never as a key.
 */
import {
  type ArchiveProblemCode,
  type ContentProblemCode,
  DOCUMENT_ID_FIELD,
  isContentProblemCode,
  type Language,
} from '@app/domain';
import type { WireProblem, WireRefusal } from '../../data/contentRestore';
import type { AdminKey, ContentProblemKey } from '../../i18n/keys';

/** The admin namespace's `t` (keys.ts useAdminText). */
export type AdminText = (key: AdminKey, options?: Record<string, unknown>) => string;

/** Each code's sentence: a code added to the domain is a compile error here until both dictionaries word it. */
const problemKey = (code: ContentProblemCode): ContentProblemKey => `contentRestore.problems.${code}`;

/** The codes whose id is a slug, which their field's name shows. */
const SLUG_IDS: readonly ContentProblemCode[] = ['claimSlugInvalid', 'claimAlsoRedirect', 'redirectAlsoClaimed'];

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The values a sentence interpolates, in the console's words: slugs quoted, lists joined as the language joins them. */
function valuesOf(t: AdminText, language: Language, params: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...params };
  if ('slug' in params)
    values.slug =
      typeof params.slug === 'string'
        ? t('contentRestore.problems.quoted', { text: params.slug })
        : t('contentRestore.problems.noSlug');
  if ('missing' in params) {
    const missing = texts(params.missing);
    const count = typeof params.count === 'number' ? params.count : missing.length;
    values.missing =
      count > missing.length
        ? `${missing.join(', ')} …`
        : new Intl.ListFormat(language, { type: 'conjunction' }).format(missing);
    values.count = count;
  }
  if ('forms' in params)
    values.forms = new Intl.ListFormat(language, { type: 'disjunction' }).format(texts(params.forms));
  return values;
}

/** A problem in the console's language: `<field>: <sentence>`, or the sentence alone when it is about no field. */
export function problemText(t: AdminText, language: Language, problem: unknown): string {
  const wire = problem as Partial<WireProblem> | null;
  const known = typeof wire === 'object' && wire !== null && isContentProblemCode(wire.code);
  const params = known && typeof wire.params === 'object' && wire.params !== null ? wire.params : {};
  const sentence = known ? t(problemKey(wire.code as ContentProblemCode), valuesOf(t, language, params)) : null;
  const field = typeof wire === 'object' && wire !== null && typeof wire.field === 'string' ? wire.field : undefined;
  const text = sentence ?? t('contentRestore.problems.unknown');
  if (field === undefined) return text;
  const name =
    field !== DOCUMENT_ID_FIELD
      ? field
      : known && SLUG_IDS.includes(wire.code as ContentProblemCode)
        ? t('contentRestore.problems.itsSlugId', { slug: valuesOf(t, language, params).slug })
        : t('contentRestore.problems.itsId');
  return `${name}: ${text}`;
}

/** Where a refused document is: its file (and line, when known) and its path. */
export function refusalPlace(t: AdminText, refusal: Pick<WireRefusal, 'file' | 'line' | 'path'>): string {
  const place =
    refusal.line === undefined
      ? refusal.file
      : t('contentRestore.problems.fileLine', { file: refusal.file, line: refusal.line });
  return `${place}, ${refusal.path}`;
}

const ARCHIVE_KEYS: Record<ArchiveProblemCode, AdminKey> = {
  unpackFailed: 'contentRestore.archive.unpackFailed',
  unpacksTooLarge: 'contentRestore.archive.unpacksTooLarge',
  notAnExport: 'contentRestore.archive.notAnExport',
  damaged: 'contentRestore.archive.damaged',
};

/** Whether the reason's sentence says all there is (`damaged`, or one this console does not know, needs the server's words). */
export const archiveProblemSaysAll = (code: string): boolean => Object.hasOwn(ARCHIVE_KEYS, code) && code !== 'damaged';

/** Why a file cannot be read at all; a reason this console does not know reads as `damaged`. */
export function archiveProblemText(t: AdminText, problem: { code: string; params?: Record<string, unknown> }): string {
  const key = Object.hasOwn(ARCHIVE_KEYS, problem.code)
    ? ARCHIVE_KEYS[problem.code as ArchiveProblemCode]
    : ARCHIVE_KEYS.damaged;
  return t(key, problem.params ?? {});
}
