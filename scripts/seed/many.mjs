/**
 * Many posts for measuring the product at size (`pnpm start --posts 1000`, `node scripts/seed/seed.mjs
 * --posts 1000`). The seed writes their blog index with the domain's own code (blogIndexShards).
 */
import { BLOG_CATEGORIES } from './content.mjs';

const TOPICS = [
  ['Document automation', 'Dokumentautomation'],
  ['Customer service copilots', 'Kundtjänstcopiloter'],
  ['Forecasting demand', 'Efterfrågeprognoser'],
  ['Data readiness', 'Datamognad'],
  ['Model monitoring', 'Modellövervakning'],
  ['Procurement with AI', 'Inköp med AI'],
  ['Knowledge search', 'Kunskapssökning'],
  ['AI governance', 'AI-styrning'],
];
const AUTHORS = ['Anna Lindqvist', 'Erik Johansson', 'Sara Nilsson', 'Johan Berg'];

/** 'YYYY-MM-DD' `days` before 2026-01-01. */
function dateBefore(days) {
  return new Date(Date.UTC(2026, 0, 1) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `count` generated published posts, newest first from 2026-01-01 back one a day, in both
 * languages, with covers taken in turn from `covers` (the demo posts' images; null for none).
 * @param {number} count
 * @param {readonly (string | null)[]} covers
 */
export function generatedPosts(count, covers = []) {
  const categories = Object.entries(BLOG_CATEGORIES);
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const [topic, topicSv] = TOPICS[i % TOPICS.length];
    const [category, categorySv] = categories[i % categories.length];
    const paragraph = `${topic} in practice, part ${n}: what we measured, what we changed and what we would do again. `;
    return {
      id: `generated-${n}`,
      slug: `generated-${n}`,
      title: `${topic}: field notes ${n}`,
      title_sv: `${topicSv}: fältanteckningar ${n}`,
      excerpt: `Lessons from project ${n} on ${topic.toLowerCase()}: the baseline, the pilot, the numbers after three months and what the team kept doing.`,
      excerpt_sv: `Lärdomar från projekt ${n} om ${topicSv.toLowerCase()}: utgångsläget, piloten, siffrorna efter tre månader och vad teamet fortsatte med.`,
      content: `## Part ${n}\n\n${paragraph.repeat(20)}`,
      content_sv: `## Del ${n}\n\n${paragraph.repeat(20)}`,
      category,
      category_sv: categorySv,
      author: AUTHORS[i % AUTHORS.length],
      published_date: dateBefore(i + 1),
      is_published: true,
      publish_at: null,
      unpublish_at: null,
      image_url: covers.length ? (covers[i % covers.length] ?? null) : null,
      image_alt: null,
      image_alt_sv: null,
      seo_title: null,
      seo_title_sv: null,
      seo_description: null,
      seo_description_sv: null,
    };
  });
}
