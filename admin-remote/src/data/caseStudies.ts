/** The `case_studies` collection as the admin console reads and writes it, in domain objects. */
import {
  CASE_STUDY_TRANSLATABLE_FIELDS,
  CASE_STUDY_TYPE,
  type CaseStudyDraft,
  type CaseStudyFields,
  caseStudyFieldsSchema,
  caseStudyFromFirestore,
  caseStudyToFirestore,
  draftToCaseStudyFields,
  listedFields,
  suggestedFields,
} from '@app/domain';
import { contentCollection } from './collection';

export const caseStudyDefinition = {
  name: CASE_STUDY_TYPE.collection,
  slugClaims: CASE_STUDY_TYPE.slugClaims,
  newestFirstBy: CASE_STUDY_TYPE.list.newestFirstBy,
  listed: listedFields(CASE_STUDY_TYPE),
  suggested: suggestedFields(CASE_STUDY_TYPE),
  fromFirestore: caseStudyFromFirestore,
  toFirestore: caseStudyToFirestore,
  schema: caseStudyFieldsSchema,
  translatable: CASE_STUDY_TRANSLATABLE_FIELDS,
  // A saved case study keeps its creation time.
  draftToFields: (draft: CaseStudyDraft, loaded?: CaseStudyFields, now?: Date) =>
    draftToCaseStudyFields(draft, { createdAt: loaded?.created_at, now }),
};

const caseStudies = contentCollection<CaseStudyFields, CaseStudyDraft>(caseStudyDefinition);

export const {
  list: listCaseStudies,
  get: getCaseStudy,
  create: createCaseStudy,
  update: updateCaseStudy,
  patch: patchCaseStudy,
  remove: deleteCaseStudy,
  revisions: caseStudyRevisions,
  revision: caseStudyRevision,
  translationSources: caseStudyTranslationSources,
  allTranslationSources: allCaseStudyTranslationSources,
  suggestions: caseStudySuggestions,
  serverTime: caseStudyServerTime,
} = caseStudies;
