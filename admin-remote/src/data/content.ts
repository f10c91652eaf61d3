import { BLOGS_COLLECTION, blogFromFirestore, CASE_STUDIES_COLLECTION, caseStudyFromFirestore } from '@app/domain';
import { db } from '@app/platform/firestore';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';

/** One row of the admin lists, whichever collection it comes from. */
export interface ContentRow {
  id: string;
  title: string;
  slug: string;
  summary: string;
  meta: string[];
  isPublished: boolean;
}

/** Every blog post, drafts included (admins only), newest first (specification §7). */
export async function listBlogs(): Promise<ContentRow[]> {
  const snapshot = await getDocs(query(collection(db(), BLOGS_COLLECTION), orderBy('published_date', 'desc')));
  return snapshot.docs.map((doc) => {
    const blog = blogFromFirestore(doc.id, doc.data());
    return {
      id: blog.id,
      title: blog.title,
      slug: blog.slug,
      summary: blog.excerpt,
      meta: [blog.category, blog.author, blog.published_date].filter(Boolean),
      isPublished: blog.is_published,
    };
  });
}

/** Every case study, drafts included, newest first. */
export async function listCaseStudies(): Promise<ContentRow[]> {
  const snapshot = await getDocs(query(collection(db(), CASE_STUDIES_COLLECTION), orderBy('created_at', 'desc')));
  return snapshot.docs.map((doc) => {
    const study = caseStudyFromFirestore(doc.id, doc.data());
    return {
      id: study.id,
      title: study.title,
      slug: study.slug,
      summary: study.challenge,
      meta: [study.client_name, study.industry].filter(Boolean),
      isPublished: study.is_published,
    };
  });
}
