import { db } from '@app/platform/firestore';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';

export interface ContentRow {
  id: string;
  title: string;
  slug: string;
  summary: string;
  meta: string[];
  isPublished: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Every blog post, drafts included (admins only), newest first (specification §7). */
export async function listBlogs(): Promise<ContentRow[]> {
  const snapshot = await getDocs(query(collection(db(), 'blogs'), orderBy('published_date', 'desc')));
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      title: text(data.title),
      slug: text(data.slug),
      summary: text(data.excerpt),
      meta: [text(data.category), text(data.author), text(data.published_date)].filter(Boolean),
      isPublished: data.is_published !== false,
    };
  });
}

/** Every case study, drafts included, newest first. */
export async function listCaseStudies(): Promise<ContentRow[]> {
  const snapshot = await getDocs(query(collection(db(), 'case_studies'), orderBy('created_at', 'desc')));
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      title: text(data.title),
      slug: text(data.slug),
      summary: text(data.challenge),
      meta: [text(data.client_name), text(data.industry)].filter(Boolean),
      isPublished: data.is_published !== false,
    };
  });
}
