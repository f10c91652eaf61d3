/**
 * The console's two content types: each domain descriptor (BLOG_TYPE, CASE_STUDY_TYPE) joined
 * to its data module and its draft rules. The one editor (ContentEditorPage) and the one list
 * (ContentListPage) take one of these; nothing else in the console names a collection.
 */
import {
  BLOG_TYPE,
  type Blog,
  type BlogDraft,
  blogToDraft,
  CASE_STUDY_TYPE,
  type CaseStudy,
  type CaseStudyDraft,
  type ContentTypeDescriptor,
  caseStudyToDraft,
  emptyBlogDraft,
  emptyCaseStudyDraft,
  type FieldSuggestions,
  missingRequired,
  todayInStockholm,
  twinnedFields,
} from '@app/domain';
import * as blogs from '../../data/blogs';
import * as caseStudies from '../../data/caseStudies';
import type { ContentRow } from '../../data/collection';
import type { ContentEditorSource, DraftItem, SavedItem } from '../editor/useContentEditor';

export interface AdminContentType<T extends SavedItem, D extends DraftItem> {
  descriptor: ContentTypeDescriptor;
  /** How the editor loads, starts, checks and saves one document. */
  source: ContentEditorSource<T, D>;
  /** Every document's row (its listed fields), newest first. */
  list: () => Promise<ContentRow[]>;
  /** The values the editor suggests for its suggested fields (domain suggestedFields), by stored field. */
  suggestions: () => Promise<FieldSuggestions>;
  remove: (id: string) => Promise<void>;
}

// The data functions are called through arrows, so a test that replaces a data module sees its
// replacements, whatever it replaced.
export const BLOG_EDITING: AdminContentType<Blog, BlogDraft> = {
  descriptor: BLOG_TYPE,
  source: {
    // A new post is dated today (Stockholm) unless the editor picks another day.
    empty: () => ({ ...emptyBlogDraft(), published_date: todayInStockholm() }),
    toDraft: blogToDraft,
    get: (id) => blogs.getBlog(id),
    revisions: (id) => blogs.blogRevisions(id),
    revision: (id, number) => blogs.blogRevision(id, number),
    translatable: twinnedFields(BLOG_TYPE, 'translated'),
    translationSources: (id) => blogs.blogTranslationSources(id),
    create: (draft, options) => (options ? blogs.createBlog(draft, options) : blogs.createBlog(draft)),
    update: (loaded, draft, options) => blogs.updateBlog(loaded, draft, options),
    missing: (draft) => missingRequired(BLOG_TYPE, draft),
    serverTime: () => blogs.blogServerTime(),
  },
  list: () => blogs.listBlogs(),
  suggestions: () => blogs.blogSuggestions(),
  remove: (id) => blogs.deleteBlog(id),
};

export const CASE_STUDY_EDITING: AdminContentType<CaseStudy, CaseStudyDraft> = {
  descriptor: CASE_STUDY_TYPE,
  source: {
    empty: emptyCaseStudyDraft,
    toDraft: caseStudyToDraft,
    get: (id) => caseStudies.getCaseStudy(id),
    revisions: (id) => caseStudies.caseStudyRevisions(id),
    revision: (id, number) => caseStudies.caseStudyRevision(id, number),
    translatable: twinnedFields(CASE_STUDY_TYPE, 'translated'),
    translationSources: (id) => caseStudies.caseStudyTranslationSources(id),
    create: (draft, options) =>
      options ? caseStudies.createCaseStudy(draft, options) : caseStudies.createCaseStudy(draft),
    update: (loaded, draft, options) => caseStudies.updateCaseStudy(loaded, draft, options),
    missing: (draft) => missingRequired(CASE_STUDY_TYPE, draft),
    serverTime: () => caseStudies.caseStudyServerTime(),
  },
  list: () => caseStudies.listCaseStudies(),
  suggestions: () => caseStudies.caseStudySuggestions(),
  remove: (id) => caseStudies.deleteCaseStudy(id),
};
