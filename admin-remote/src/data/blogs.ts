/** The `blogs` collection as the admin console reads and writes it, in domain objects. */
import {
  BLOGS_COLLECTION,
  type BlogDraft,
  type BlogFields,
  blogFromFirestore,
  blogToFirestore,
  draftToBlogFields,
} from '@app/domain';
import { contentCollection } from './collection';

const blogs = contentCollection<BlogFields, BlogDraft>({
  name: BLOGS_COLLECTION,
  newestFirstBy: 'published_date',
  fromFirestore: blogFromFirestore,
  toFirestore: blogToFirestore,
  draftToFields: (draft, takenSlugs) => draftToBlogFields(draft, { takenSlugs }),
});

export const { list: listBlogs, get: getBlog, create: createBlog, update: updateBlog, remove: deleteBlog } = blogs;
