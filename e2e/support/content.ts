/**
 * Expectations of the site-content specs, derived from the seeded demo content
 * (scripts/seed/content.mjs) by the site's rules — never hard-coded counts or titles.
 */
import type { Locator, Page } from '@playwright/test';
import { PUBLISHED_BLOGS, PUBLISHED_CASE_STUDIES, SEED_BLOGS, SEED_CASE_STUDIES } from '../../scripts/seed/content.mjs';
import type { Lang } from './test';

export { PUBLISHED_BLOGS, PUBLISHED_CASE_STUDIES };

export type SeedBlog = (typeof SEED_BLOGS)[number];
export type SeedCaseStudy = (typeof SEED_CASE_STUDIES)[number];

function findOne<T>(items: readonly T[], predicate: (item: T) => boolean, what: string): T {
  const found = items.find(predicate);
  if (!found) throw new Error(`the seed content has no ${what}`);
  return found;
}

/** The one unpublished post. */
export const DRAFT_BLOG = findOne(SEED_BLOGS, (blog) => !blog.is_published, 'draft blog post');
/** The one unpublished case study. */
export const DRAFT_CASE_STUDY = findOne(SEED_CASE_STUDIES, (study) => !study.is_published, 'draft case study');

/** A published post with a Swedish variant whose body has a heading, list, link, code block and table. */
export const RICH_BLOG = findOne(
  PUBLISHED_BLOGS,
  (blog) =>
    Boolean(blog.title_sv && blog.content_sv && blog.cover) &&
    /^## /m.test(blog.content) &&
    /^- /m.test(blog.content) &&
    /\]\(\//.test(blog.content) &&
    blog.content.includes('```') &&
    /^\| --- /m.test(blog.content),
  'published post with a Swedish variant, a cover and a heading, list, link, code block and table',
);
/** A published post without any Swedish variant (shows in English in sv). */
export const ENGLISH_ONLY_BLOG = findOne(
  PUBLISHED_BLOGS,
  (blog) => !blog.title_sv && !blog.content_sv && Boolean(blog.cover),
  'published post without a Swedish variant',
);

/**
 * What a visitor reads of a post in `lang`: Swedish fields when present, else English; the cover's
 * alt text, else none ('': the cover is decorative, as the title is beside it).
 */
export function blogText(blog: SeedBlog, lang: Lang) {
  const sv = lang === 'sv';
  const title = (sv && blog.title_sv) || blog.title;
  return {
    title,
    excerpt: (sv && blog.excerpt_sv) || blog.excerpt,
    content: (sv && blog.content_sv) || blog.content,
    category: (sv && blog.category_sv) || blog.category,
    coverAlt: (sv && blog.image_alt_sv) || blog.image_alt || '',
  };
}

/** A post's cover in `scope`: the image named `alt`, or with none the decorative one (alt=""). */
export const coverIn = (scope: Locator, alt: string): Locator =>
  alt ? scope.getByRole('img', { name: alt, exact: true }) : scope.locator('img[alt=""]');

/**
 * A post's Swedish category name as the blog list's filter has it (domain withSharedCategoryNames):
 * its own, else the one the published posts of its English category agree on, else none. Its card
 * and its page keep its own (blogText).
 */
function listCategorySv(blog: SeedBlog): string | null {
  if (blog.category_sv) return blog.category_sv;
  const names = new Set(
    PUBLISHED_BLOGS.flatMap((other) =>
      other.category === blog.category && other.category_sv ? [other.category_sv] : [],
    ),
  );
  return names.size === 1 ? ([...names][0] as string) : null;
}

/** A post's category as the blog list's filter names it in `lang` (its button). */
export function blogListCategory(blog: SeedBlog, lang: Lang): string {
  return (lang === 'sv' && listCategorySv(blog)) || blog.category;
}

/** The blog search: case-insensitive substring of the (localized) title or excerpt, in a category (its button's name). */
export function blogsMatching(term: string, lang: Lang, category?: string): SeedBlog[] {
  const needle = term.toLocaleLowerCase();
  return PUBLISHED_BLOGS.filter((blog) => {
    const text = blogText(blog, lang);
    const matches =
      text.title.toLocaleLowerCase().includes(needle) || text.excerpt.toLocaleLowerCase().includes(needle);
    return matches && (category === undefined || blogListCategory(blog, lang) === category);
  });
}

/** The category buttons: 'All' first, then each distinct category as the filter names it. */
export function blogCategoryButtons(lang: Lang): string[] {
  return [lang === 'sv' ? 'Alla' : 'All', ...new Set(PUBLISHED_BLOGS.map((blog) => blogListCategory(blog, lang)))];
}

/**
 * The posts a `?category=` name finds in `lang` (domain/src/blogIndex.ts): those whose category the
 * filter names so in `lang`, or whose category it names so in the other language (the language link
 * keeps the query).
 */
export function blogsInCategory(name: string, lang: Lang): SeedBlog[] {
  const there = (blog: SeedBlog) => (lang === 'sv' ? blog.category : listCategorySv(blog));
  return PUBLISHED_BLOGS.filter((blog) => blogListCategory(blog, lang) === name || there(blog) === name);
}

export function caseStudyText(study: SeedCaseStudy, lang: Lang) {
  const sv = lang === 'sv';
  return {
    title: (sv && study.title_sv) || study.title,
    industry: (sv && study.industry_sv) || study.industry,
    challenge: (sv && study.challenge_sv) || study.challenge,
    solution: (sv && study.solution_sv) || study.solution,
    results: (sv && study.results_sv) || study.results,
    testimonial: (sv && study.testimonial_sv) || study.testimonial,
    testimonialRole: (sv && study.testimonial_role_sv) || study.testimonial_role,
    metrics: (sv && study.metrics_sv) || study.metrics,
  };
}

/** The first paragraph of a markdown text as rendered: emphasis markers gone. */
export function firstParagraph(markdown: string): string {
  return (markdown.split(/\n\s*\n/)[0] ?? '').replace(/\*\*|__|`/g, '').trim();
}

// Dates, written out here rather than with Intl so a wrong locale or format in the app shows.
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SV_MONTHS_LONG = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
];
const SV_MONTHS_SHORT = ['jan.', 'feb.', 'mars', 'apr.', 'maj', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'];

function dateParts(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`not a calendar date: ${date}`);
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
}

/** Blog cards: 'Jan 5, 2025' / '5 jan. 2025'. */
export function shortDate(date: string, lang: Lang): string {
  const [year, month, day] = dateParts(date);
  return lang === 'sv'
    ? `${day} ${SV_MONTHS_SHORT[month]} ${year}`
    : `${EN_MONTHS[month]?.slice(0, 3)} ${day}, ${year}`;
}

/** Blog post header: 'January 5, 2025' / '5 januari 2025'. */
export function longDate(date: string, lang: Lang): string {
  const [year, month, day] = dateParts(date);
  return lang === 'sv' ? `${day} ${SV_MONTHS_LONG[month]} ${year}` : `${EN_MONTHS[month]} ${day}, ${year}`;
}

const plain = (markdown: string) => markdown.replace(/\*\*|__|`/g, '').trim();

/** What a markdown body must show once rendered: headings, list items, site links, code, a table. */
export function markdownFacts(markdown: string) {
  const code = /```\w*\n([\s\S]*?)\n```/.exec(markdown)?.[1] ?? null;
  const tableLines = markdown.split('\n').filter((line) => line.startsWith('|'));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  return {
    headings: [...markdown.matchAll(/^## (.+)$/gm)].map((match) => plain(match[1] as string)),
    listItems: [...markdown.matchAll(/^(?:- |\d+\. )(.+)$/gm)].map((match) => plain(match[1] as string)),
    links: [...markdown.matchAll(/\[([^\]]+)\]\((\/[^)\s]*)\)/g)].map((match) => ({
      text: match[1] as string,
      href: match[2] as string,
    })),
    code,
    table:
      tableLines.length >= 2 ? { header: cells(tableLines[0] as string), rows: tableLines.slice(2).map(cells) } : null,
  };
}

/**
 * The cards (`<article>`s) of a public list but those of the posts and case studies the admin specs
 * publish meanwhile (titled "E2E …": uniqueTitle in support/admin.ts; "… e2e bulk …" in the bulk
 * translation spec), so a list can be compared with the seed content while those specs run beside it.
 */
export function seededCards(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasNot: page.getByRole('heading', { name: /\bE2E\b/i }) });
}
