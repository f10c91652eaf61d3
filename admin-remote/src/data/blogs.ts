/** The `blogs` collection as the admin console reads and writes it, in domain objects. */
import {
  BLOG_TRANSLATABLE_FIELDS,
  BLOG_TYPE,
  type BlogDraft,
  type BlogFields,
  blogFieldsSchema,
  blogFromFirestore,
  blogToFirestore,
  draftToBlogFields,
  listedFields,
  suggestedFields,
} from '@app/domain';
import { contentCollection } from './collection';

export const blogDefinition = {
  name: BLOG_TYPE.collection,
  slugClaims: BLOG_TYPE.slugClaims,
  slugRedirects: BLOG_TYPE.slugRedirects,
  newestFirstBy: BLOG_TYPE.list.newestFirstBy,
  listed: listedFields(BLOG_TYPE),
  suggested: suggestedFields(BLOG_TYPE),
  fromFirestore: blogFromFirestore,
  toFirestore: blogToFirestore,
  schema: blogFieldsSchema,
  translatable: BLOG_TRANSLATABLE_FIELDS,
  draftToFields: (draft: BlogDraft, _loaded?: BlogFields, now?: Date) => draftToBlogFields(draft, { now }),
};

const blogs = contentCollection<BlogFields, BlogDraft>(blogDefinition);

export const {
  list: listBlogs,
  get: getBlog,
  create: createBlog,
  update: updateBlog,
  patch: patchBlog,
  remove: deleteBlog,
  revisions: blogRevisions,
  revision: blogRevision,
  translationSources: blogTranslationSources,
  allTranslationSources: allBlogTranslationSources,
  suggestions: blogSuggestions,
  serverTime: blogServerTime,
} = blogs;
