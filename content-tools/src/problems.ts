/**
 * The import's problems (domain contentProblems.ts) in English, as `pnpm content:import` prints
 * them and as restoreSiteContent's answer carries them beside the problems themselves (for a
 * caller that reads words, not codes). The console words the same problems in its own language.
 */
import {
  type ContentProblem,
  type ContentProblemCode,
  type ContentProblemParams,
  DOCUMENT_ID_FIELD,
  type DocumentRefusal,
  REVISIONS_HEAD,
  REVISIONS_SUBCOLLECTION,
} from '@app/domain';

/** `a, b and c`. */
function listed(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const NEVER_BOTH = 'an address never both shows an item and redirects';

/** Each code's sentence (after its field's name). */
const ENGLISH: { [C in ContentProblemCode]: (params: ContentProblemParams[C]) => string } = {
  notAccepted: ({ count }) => `${count === 1 ? 'is' : 'are'} not an accepted field`,
  required: () => 'is required',
  tooLong: ({ message }) => message,
  fieldInvalid: ({ message }) => message,
  wholeNumber: ({ from }) => `must be a whole number from ${from}`,
  headNextInvalid: () => 'must be a whole number from 2 (the number the next save gives its version)',
  dateTime: () => 'must be a date and time',
  claimSlugInvalid: ({ message }) => message,
  claimIdInvalid: () => 'must be the id of the document it goes with',
  versionIdInvalid: () => `must be a version's number in six digits (000001 …) or ${REVISIONS_HEAD}`,
  versionNumberMismatch: ({ number, id }) => `is ${number}, but its id is ${id}`,
  beforeHistoryNotFirst: () => 'are null only in version 1, the version stored before history was kept',
  beforeHistoryRestored: () => 'must be null in the version stored before history was kept',
  saverEmail: () => "must be the saver's e-mail address",
  restoredFromInvalid: () => "must be null or a version's number",
  restoredFromNotBefore: ({ restored, number }) => `${restored} is not a version before this one (${number})`,
  restoredFromNotKept: ({ restored, number, kept }) =>
    `version ${restored} was no longer kept when version ${number} was saved (the last ${kept} are)`,
  versionFieldsInvalid: () => "must be the item's fields as saved",
  versionRevisionMismatch: ({ named, number }) => `is ${named}, but this is version ${number}`,
  historyWithoutItem: ({ item }) => `belongs to ${item}, which the export does not hold`,
  historyHeadMissing: () => 'is missing, though the export holds versions of its history (a save writes both)',
  revisionWithoutHead: ({ named }) => `names version ${named}, but the export holds no head of its history`,
  revisionNotNewest: ({ named, newest, next }) =>
    `names version ${named}, but its history's newest is ${newest} (${REVISIONS_SUBCOLLECTION}/${REVISIONS_HEAD} next ${next})`,
  versionAfterHead: ({ number, next }) =>
    `${number} is not below the head's next (${next}): no such version was saved yet`,
  versionTooOld: ({ number, kept, next }) =>
    `${number} is older than the last ${kept} versions below the head's next (${next}), the only ones kept`,
  beforeHistoryAlone: ({ next }) =>
    `null (the version stored before history was kept) comes only with the first save's version 2, but the head's next is ${next}`,
  versionsMissing: ({ next, oldest, newest, missing, count }) =>
    `${next} keeps versions ${oldest} to ${newest}, but ${
      count > missing.length ? `${missing.join(', ')} … (${count} in all)` : listed(missing)
    } ${count === 1 ? 'is' : 'are'} not in the export`,
  restoredFromMissing: ({ restored }) => `version ${restored} is not in the export`,
  sourcesIdInvalid: ({ forms }) => `must be ${forms.join(' or ')}`,
  fingerprintsInvalid: () => 'must map translated fields to fingerprints',
  notTranslatedField: ({ collection }) => `is not a translated field of ${collection}`,
  fingerprintInvalid: () => 'must be a fingerprint (14 lowercase hex digits)',
  strayNoItem: () => 'names no item',
  strayMissingItem: ({ item }) => `names ${item}, which the export does not hold`,
  strayClaimSlug: ({ item, slug }) =>
    `names ${item}, whose slug is ${JSON.stringify(slug)}: a claim goes with the item that carries its slug`,
  strayRedirectOwnSlug: ({ item }) =>
    `names ${item}, whose slug it is: an old address goes with an item that carries another slug`,
  slugShared: ({ slug, other }) =>
    `${JSON.stringify(slug)} is also the slug of ${other} in the export (a slug is one item's address)`,
  claimAlsoRedirect: ({ other }) => `is also an old address in the export, ${other} (${NEVER_BOTH})`,
  redirectAlsoClaimed: ({ other }) => `is also claimed in the export, ${other} (${NEVER_BOTH})`,
  slugTaken: ({ item, slug, carrier }) =>
    `slug ${JSON.stringify(slug)} is carried by ${carrier} in the project, which the export does not hold (a slug is one item's address: rename or delete ${carrier} first, or leave ${item} out)`,
};

/** The codes whose id is a slug, which their English names beside the id. */
const SLUG_IDS: readonly ContentProblemCode[] = ['claimSlugInvalid', 'claimAlsoRedirect', 'redirectAlsoClaimed'];

/** The name a problem's sentence starts with: its field, `its id`, or none. */
function fieldName(problem: ContentProblem): string | undefined {
  if (problem.field !== DOCUMENT_ID_FIELD) return problem.field;
  const slug = 'slug' in problem.params ? problem.params.slug : null;
  return SLUG_IDS.includes(problem.code) ? `its id (the slug ${JSON.stringify(slug)})` : 'its id';
}

/** A problem in English: `<field>: <sentence>`, or the sentence alone when it is about no field. */
export function describeContentProblem(problem: ContentProblem): string {
  const sentence = (ENGLISH[problem.code] as (params: ContentProblem['params']) => string)(problem.params);
  const field = fieldName(problem);
  return field === undefined ? sentence : `${field}: ${sentence}`;
}

/** A refused document's line: where it is in the export, its path and each of its problems. */
export function describeRefusal({ file, line, path, problems }: DocumentRefusal): string {
  const place = line === undefined ? file : `${file} line ${line}`;
  return `${place}, ${path}: ${problems.map(describeContentProblem).join('; ')}`;
}
