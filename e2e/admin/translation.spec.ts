/**
 * Translation in the admin console, through the real translation functions and the
 * deterministic fake model (scripts/fake-llm/, which fails any text carrying [[fake-llm:fail]]):
 * auto-translate in the blog editor up to the public page in Swedish, the missing-content check,
 * Swedish marked out of date when its English changes and made current again, a post renamed into
 * another category given that category's Swedish name by Translate, a case study's industry given
 * the agreed Swedish name (reused, renamed, chosen by hand), a Swedish category or industry emptied
 * in the editor named afresh by Translate, and bulk
 * translation of blogs (one provider failure, and a post whose title alone changed: its title alone
 * goes to the function) and case studies.
 */
import type { Page } from '@playwright/test';
import { BLOG_TRANSLATABLE_FIELDS } from '../../domain/src/blog';
import { CASE_STUDY_TRANSLATABLE_FIELDS } from '../../domain/src/caseStudy';
import { englishFingerprints, textFingerprint } from '../../domain/src/translationSources';
import { fakeTranslate } from '../../scripts/fake-llm/translate.mjs';
import {
  closeAdminStore,
  createStored,
  deleteStored,
  englishOnlyCaseStudy,
  englishOnlyPost,
  functionUrl,
  readOnlyTheseDocuments,
  readStored,
  signInAsAdmin,
  storeTranslationSources,
  toast,
  uniqueTag,
  watchFunctionCalls,
} from '../support/admin';
import { RICH_BLOG } from '../support/content';
import { expect, test } from '../support/csp';

/** The first call starts a function worker, which takes a while on a busy machine. */
const FUNCTION_ANSWER = { timeout: 45_000 };

const created: { blogs: string[]; case_studies: string[] } = { blogs: [], case_studies: [] };
test.afterAll(async () => {
  await deleteStored('blogs', created.blogs.splice(0));
  await deleteStored('case_studies', created.case_studies.splice(0));
  await closeAdminStore();
});

/** Shows the editor's Swedish fields (the editor may already have switched after translating). */
async function showSwedish(page: Page) {
  const swedish = page.getByRole('button', { name: 'Swedish', exact: true });
  if ((await swedish.getAttribute('aria-pressed')) !== 'true') await swedish.click();
  await expect(swedish).toHaveAttribute('aria-pressed', 'true');
}

test.describe('auto-translate in the blog editor', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('fills the Swedish fields from the English ones; saved, the public post reads in Swedish', async ({ page }) => {
    test.setTimeout(120_000);
    const title = `How AI increased sales e2e ${uniqueTag()}`;
    // Published, to be read on the public page: its Swedish category is a new button of the Swedish
    // blog filter meanwhile, marked E2E so that the blog list spec beside it leaves it out. Its
    // cover is a seeded post's image, described in English only.
    const cover = (await readStored('blogs', RICH_BLOG.slug))?.image_url;
    const post = englishOnlyPost(title, {
      category: 'E2E Guides',
      image_url: cover,
      image_alt: 'A gradient of teal light',
    });
    const id = await createStored('blogs', post);
    created.blogs.push(id);
    const expected = {
      title: fakeTranslate(title, 'sv'),
      excerpt: fakeTranslate(post.excerpt, 'sv'),
      content: fakeTranslate(post.content, 'sv'),
      category: fakeTranslate(post.category, 'sv'),
      image_alt: fakeTranslate(post.image_alt, 'sv'),
    };

    await page.goto(`/admin/blog/${id}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit Blog' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await page.getByRole('button', { name: 'Auto-Translate to Swedish' }).click();
    await expect(toast(page, 'Content translated to Swedish')).toBeVisible(FUNCTION_ANSWER);

    await showSwedish(page);
    await expect(page.getByRole('textbox', { name: 'Title (Swedish)', exact: true })).toHaveValue(expected.title);
    await expect(page.getByRole('textbox', { name: 'Excerpt (Swedish)', exact: true })).toHaveValue(expected.excerpt);
    await expect(page.getByRole('combobox', { name: 'Category (Swedish)', exact: true })).toHaveValue(
      expected.category,
    );
    await expect(page.getByText(expected.content).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Image alt text (Swedish)' })).toHaveValue(expected.image_alt);
    // Showing the Swedish it made, the button offers that translation again, not one back into
    // English (which would replace the original with a translation of its translation); its own
    // translation, unedited, it replaces without asking.
    await expect(page.getByRole('button', { name: 'Auto-Translate to English' })).toHaveCount(0);
    const again = watchFunctionCalls(page, 'translateBlog');
    await page.getByRole('button', { name: 'Translate from English again' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => again.statuses, FUNCTION_ANSWER).toEqual([200]);
    await expect(page.getByRole('button', { name: 'Translate from English again' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Title (Swedish)', exact: true })).toHaveValue(expected.title);

    await page.getByRole('button', { name: 'Save Blog' }).click();
    await expect(toast(page, 'Blog updated successfully')).toBeVisible();
    expect(await readStored('blogs', id)).toMatchObject({
      title,
      title_sv: expected.title,
      excerpt_sv: expected.excerpt,
      content_sv: expected.content,
      category_sv: expected.category,
      image_alt_sv: expected.image_alt,
    });

    await page.goto(`/sv/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: expected.title })).toBeVisible();
    await expect(page.getByText(expected.content)).toBeVisible();
    // The cover described in Swedish, as Swedish (no lang of its own).
    const image = page.getByRole('main').getByRole('img', { name: expected.image_alt });
    await expect(image).toBeVisible();
    expect(await image.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe('sv');
  });

  test('asks for the current language’s fields first and calls nothing', async ({ page }) => {
    const calls = watchFunctionCalls(page, 'translateBlog');
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeVisible();
    await page.getByRole('button', { name: 'Auto-Translate to Swedish' }).click();
    await expect(toast(page, 'Missing content')).toContainText(
      'Please fill in the current language fields before translating',
    );
    expect(calls.calls).toBe(0);
  });
});

test.describe('translations that know when they are stale', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('an English edit marks the Swedish out of date in the list and editor; translating it again makes it current', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const title = `Stale Swedish e2e ${uniqueTag()}`;
    // A draft: the public specs running beside this one compare the blog list with the seed content.
    const id = await createStored('blogs', englishOnlyPost(title, { is_published: false }));
    created.blogs.push(id);
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: title });
    const staleChip = row.getByText(/^Swedish out of date/);
    const saveAndList = async (message: string) => {
      // The last save's toast (4 s) may still show: wait for it to go, so the one seen is this save's.
      await expect(toast(page, message)).toHaveCount(0);
      await page.getByRole('button', { name: 'Save Blog' }).click();
      await expect(toast(page, message)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/blog$/);
    };

    await page.goto(`/admin/blog/${id}/edit`);
    await page.getByRole('button', { name: 'Auto-Translate to Swedish' }).click();
    await expect(toast(page, 'Content translated to Swedish')).toBeVisible(FUNCTION_ANSWER);
    await saveAndList('Blog updated successfully');
    await expect(row).toBeVisible();
    await expect(staleChip).toHaveCount(0);

    await page.goto(`/admin/blog/${id}/edit`);
    const excerpt = 'A changed summary for small companies.';
    await page.getByRole('textbox', { name: 'Excerpt', exact: true }).fill(excerpt);
    await expect(page.getByRole('status').filter({ hasText: 'Out of date: Excerpt (Swedish).' })).toBeVisible();
    await saveAndList('Blog updated successfully');
    await expect(staleChip).toHaveText('Swedish out of date (1 field)');

    await row.getByRole('link', { name: `Edit ${title}` }).click();
    const warning = page.getByRole('status').filter({ hasText: 'Out of date: Excerpt (Swedish).' });
    await expect(warning).toBeVisible();
    await page.getByRole('button', { name: 'Side by side' }).click();
    const swedish = page.getByRole('region', { name: 'Swedish' });
    await expect(swedish.getByRole('textbox', { name: 'Excerpt (Swedish)' })).toHaveValue(
      fakeTranslate('A guide for small companies.', 'sv'),
    );
    await page.getByRole('button', { name: 'Auto-Translate to Swedish' }).click();
    // The Swedish fields have text (the earlier translation): it asks before replacing it.
    await page
      .getByRole('dialog', { name: 'Replace the Swedish text?' })
      .getByRole('button', { name: 'Replace' })
      .click();
    await expect(toast(page, 'Content translated to Swedish')).toBeVisible(FUNCTION_ANSWER);
    await expect(swedish.getByRole('textbox', { name: 'Excerpt (Swedish)' })).toHaveValue(fakeTranslate(excerpt, 'sv'));
    await expect(warning).toHaveCount(0);
    await saveAndList('Blog updated successfully');
    await expect(row).toBeVisible();
    await expect(staleChip).toHaveCount(0);
    expect(await readStored('blogs', id)).toMatchObject({ excerpt, excerpt_sv: fakeTranslate(excerpt, 'sv') });
  });
});

test.describe('a category renamed in English (the agreed names)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('Translate in the editor gives a post renamed into an existing category that category’s Swedish name, not its old one', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    // Drafts, with categories of their own: the public specs beside this one compare the blog list
    // and its categories with the seed content.
    const insights = { category: `E2E Insights ${tag}`, category_sv: `E2E Insikter ${tag}` };
    const other = englishOnlyPost(`Insights e2e ${tag}`, { is_published: false, ...insights });
    // Renamed from 'E2E Strategy' into the other post's category; its Swedish still names the old one.
    const title = `Renamed category e2e ${tag}`;
    const post = englishOnlyPost(title, {
      is_published: false,
      category: insights.category,
      title_sv: fakeTranslate(title, 'sv'),
      excerpt_sv: fakeTranslate('A guide for small companies.', 'sv'),
      content_sv: fakeTranslate('Hello world', 'sv'),
      category_sv: `E2E Strategi ${tag}`,
    });
    const [otherId, id] = await Promise.all([createStored('blogs', other), createStored('blogs', post)]);
    created.blogs.push(otherId, id);
    await storeTranslationSources('blogs', id, {
      fields: {
        ...englishFingerprints(['title', 'excerpt', 'content'], post),
        category: textFingerprint(`E2E Strategy ${tag}`),
      },
      english: englishFingerprints(BLOG_TRANSLATABLE_FIELDS, post),
    });
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url() === functionUrl('translateBlog') && request.method() === 'POST') {
        sent.push((request.postDataJSON() as { data: unknown }).data);
      }
    });

    await page.goto(`/admin/blog/${id}/edit`);
    const warning = page.getByRole('status').filter({ hasText: 'Out of date: Category (Swedish).' });
    await expect(warning).toBeVisible();
    await page.getByRole('button', { name: 'Auto-Translate to Swedish' }).click();
    await page
      .getByRole('dialog', { name: 'Replace the Swedish text?' })
      .getByRole('button', { name: 'Replace' })
      .click();
    await expect(toast(page, 'Content translated to Swedish')).toBeVisible(FUNCTION_ANSWER);
    await showSwedish(page);
    // The name the other post gives the category (before: its own old name made two, and the
    // machine's wording came back, a second button for the category in the Swedish filter).
    await expect(page.getByRole('combobox', { name: 'Category (Swedish)', exact: true })).toHaveValue(
      insights.category_sv,
    );
    await expect(warning).toHaveCount(0);
    expect(sent).toEqual([expect.objectContaining({ category: insights.category, documentId: id })]);

    await page.getByRole('button', { name: 'Save Blog' }).click();
    await expect(toast(page, 'Blog updated successfully')).toBeVisible();
    expect(await readStored('blogs', id)).toMatchObject({
      category: insights.category,
      category_sv: insights.category_sv,
    });
  });
});

/** Auto-Translate to Swedish, replacing the Swedish text there when it asks, up to its toast. */
async function translateToSwedish(page: Page) {
  // The last translation's toast may still show: wait for it to go, so the one seen is this one's.
  await expect(toast(page, 'Content translated to Swedish')).toHaveCount(0);
  await page.getByRole('button', { name: 'Auto-Translate to Swedish' }).click();
  const replace = page
    .getByRole('dialog', { name: 'Replace the Swedish text?' })
    .getByRole('button', { name: 'Replace' });
  const translated = toast(page, 'Content translated to Swedish');
  await expect(replace.or(translated)).toBeVisible(FUNCTION_ANSWER);
  if (await replace.isVisible()) await replace.click();
  await expect(translated).toBeVisible(FUNCTION_ANSWER);
}

test.describe("a case study's industry (the agreed names, as a post's category)", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('Translate reuses the agreed Swedish industry, gives a renamed industry the agreed name, and keeps a hand-chosen one', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const tag = uniqueTag();
    // Drafts with industries of their own: the public case-study specs compare with the seed content.
    const logistics = { industry: `E2E Logistics ${tag}`, industry_sv: `E2E Logistik ${tag}` };
    const agreeing = englishOnlyCaseStudy(`Agreeing industry e2e ${tag}`, { is_published: false, ...logistics });
    // No Swedish yet, in the industry the other case study names.
    const fresh = englishOnlyCaseStudy(`Fresh industry e2e ${tag}`, {
      is_published: false,
      industry: logistics.industry,
    });
    // Renamed from 'E2E Old' into the other's industry; its Swedish industry still names the old one.
    const renamed = englishOnlyCaseStudy(`Renamed industry e2e ${tag}`, {
      is_published: false,
      industry: logistics.industry,
      industry_sv: `E2E Gammal ${tag}`,
    });
    // Its Swedish industry chosen by hand for the industry it still has, alone in it.
    const chosen = englishOnlyCaseStudy(`Chosen industry e2e ${tag}`, {
      is_published: false,
      industry: `E2E Chosen ${tag}`,
      industry_sv: `E2E Handvald ${tag}`,
    });
    const ids = await Promise.all(
      [agreeing, fresh, renamed, chosen].map((study) => createStored('case_studies', study)),
    );
    created.case_studies.push(...ids);
    const [, freshId, renamedId, chosenId] = ids;
    const english = (study: typeof fresh) => englishFingerprints(CASE_STUDY_TRANSLATABLE_FIELDS, study);
    await Promise.all([
      storeTranslationSources('case_studies', renamedId as string, {
        fields: { industry: textFingerprint(`E2E Old ${tag}`) },
        english: english(renamed),
      }),
      storeTranslationSources('case_studies', chosenId as string, {
        fields: { industry: textFingerprint(chosen.industry) },
        english: english(chosen),
      }),
    ]);
    const industrySv = page.getByRole('combobox', { name: 'Industry (Swedish)', exact: true });
    const translatedIn = async (id: string | undefined, expected: string) => {
      await page.goto(`/admin/case-studies/${id}/edit`);
      await expect(page.getByRole('heading', { name: 'Edit Case Study' })).toBeVisible();
      // From the English (the last one's editor was left showing the Swedish).
      const englishView = page.getByRole('button', { name: 'English', exact: true });
      if ((await englishView.getAttribute('aria-pressed')) !== 'true') await englishView.click();
      await translateToSwedish(page);
      await showSwedish(page);
      await expect(industrySv).toHaveValue(expected);
    };

    // Renamed since its Swedish was set: the new industry's agreed name, never the old one's. Saved,
    // so its old name is no longer a second name for the industry (the next case study's).
    await translatedIn(renamedId, logistics.industry_sv);
    await expect(page.getByRole('status').filter({ hasText: 'Out of date: Industry (Swedish).' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Case Study' }).click();
    await expect(toast(page, 'Case study updated successfully')).toBeVisible();
    // Agreed on by the other case studies: their name, not the machine's wording.
    await translatedIn(freshId, logistics.industry_sv);
    // Chosen by hand for the industry it has: it stays.
    await translatedIn(chosenId, chosen.industry_sv);
    await expect(toast(page, 'Case study updated successfully')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Case Study' }).click();
    await expect(toast(page, 'Case study updated successfully')).toBeVisible();
    expect(await readStored('case_studies', chosenId as string)).toMatchObject({
      industry: chosen.industry,
      industry_sv: chosen.industry_sv,
      title_sv: fakeTranslate(chosen.title, 'sv'),
    });
  });
});

test.describe('a Swedish category or industry emptied in the editor', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("Translate names it afresh from the English (the machine's, no other names it) instead of bringing back the saved one", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const tag = uniqueTag();
    const title = `Emptied category e2e ${tag}`;
    // A draft whose Swedish category staff chose by hand, current, alone in its category.
    const post = englishOnlyPost(title, {
      is_published: false,
      category: `E2E Emptied ${tag}`,
      title_sv: fakeTranslate(title, 'sv'),
      excerpt_sv: fakeTranslate('A guide for small companies.', 'sv'),
      content_sv: fakeTranslate('Hello world', 'sv'),
      category_sv: `E2E Handvald ${tag}`,
    });
    const study = englishOnlyCaseStudy(`Emptied industry e2e ${tag}`, {
      is_published: false,
      industry: `E2E Emptied ${tag}`,
      industry_sv: `E2E Handvald ${tag}`,
    });
    const [postId, studyId] = await Promise.all([createStored('blogs', post), createStored('case_studies', study)]);
    created.blogs.push(postId);
    created.case_studies.push(studyId);
    await Promise.all([
      storeTranslationSources('blogs', postId, {
        fields: englishFingerprints(['title', 'excerpt', 'content', 'category'], post),
        english: englishFingerprints(BLOG_TRANSLATABLE_FIELDS, post),
      }),
      storeTranslationSources('case_studies', studyId, {
        fields: { industry: textFingerprint(study.industry) },
        english: englishFingerprints(CASE_STUDY_TRANSLATABLE_FIELDS, study),
      }),
    ]);
    const sent: unknown[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (
        (url === functionUrl('translateBlog') || url === functionUrl('translateCaseStudy')) &&
        request.method() === 'POST'
      ) {
        sent.push((request.postDataJSON() as { data: unknown }).data);
      }
    });

    await page.goto(`/admin/blog/${postId}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit Blog' })).toBeVisible();
    // Side by side: the Swedish field emptied, and Translate from the English beside it.
    await page.getByRole('button', { name: 'Side by side' }).click();
    const categorySv = page
      .getByRole('region', { name: 'Swedish' })
      .getByRole('combobox', { name: 'Category (Swedish)', exact: true });
    await expect(categorySv).toHaveValue(post.category_sv);
    await categorySv.fill('');
    await translateToSwedish(page);
    // Before: the saved 'E2E Handvald …' came back, as if nothing had been emptied.
    await expect(categorySv).toHaveValue(fakeTranslate(post.category, 'sv'));
    expect(sent).toEqual([
      expect.objectContaining({ category: post.category, documentId: postId, unnamed: ['category'] }),
    ]);
    await page.getByRole('button', { name: 'Save Blog' }).click();
    await expect(toast(page, 'Blog updated successfully')).toBeVisible();
    expect(await readStored('blogs', postId)).toMatchObject({ category_sv: fakeTranslate(post.category, 'sv') });

    // The case study's industry, in the Swedish console.
    await page.goto(`/sv/admin/case-studies/${studyId}/edit`);
    await expect(page.getByRole('heading', { name: 'Redigera kundcase' })).toBeVisible();
    await page.getByRole('button', { name: 'Sida vid sida' }).click();
    const industrySv = page
      .getByRole('region', { name: 'Svenska' })
      .getByRole('combobox', { name: 'Bransch (svenska)', exact: true });
    await expect(industrySv).toHaveValue(study.industry_sv);
    await industrySv.fill('');
    await page.getByRole('button', { name: 'Översätt automatiskt till svenska' }).click();
    await expect(toast(page, 'Innehållet har översatts till svenska')).toBeVisible(FUNCTION_ANSWER);
    await expect(industrySv).toHaveValue(fakeTranslate(study.industry, 'sv'));
    expect(sent.at(-1)).toEqual(
      expect.objectContaining({ industry: study.industry, documentId: studyId, unnamed: ['industry'] }),
    );
  });
});

test.describe('bulk translation', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('translates every post lacking Swedish one after another; one provider failure is counted and the rest go on', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const tag = uniqueTag();
    // Drafts (an admin translates those too): the public specs running beside this one compare the
    // blog list and its categories with the seed content. A category of their own: one another
    // spec's post names in Swedish meanwhile would be the name the translation takes (withAgreedNames).
    const draft = { is_published: false, category: `E2E Bulk ${tag}` };
    const posts = [
      englishOnlyPost(`Hello world e2e bulk ${tag} one`, draft),
      englishOnlyPost(`Provider failure e2e bulk ${tag}`, { ...draft, content: 'Hello [[fake-llm:fail]]' }),
      englishOnlyPost(`Hello world e2e bulk ${tag} three`, draft),
    ];
    const ids: string[] = [];
    for (const post of posts) ids.push(await createStored('blogs', post));
    created.blogs.push(...ids);
    await readOnlyTheseDocuments(page, 'blogs', ids);
    const calls = watchFunctionCalls(page, 'translateBlog');
    // Each call is held a moment: were the calls made in parallel, they would overlap.
    await page.route(functionUrl('translateBlog'), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });

    await page.goto('/admin/blog');
    for (const post of posts) await expect(page.getByText(post.title, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Translate All to Swedish' }).click();
    const offer = page.getByRole('dialog', { name: 'Translate to Swedish?' });
    await expect(offer).toHaveAccessibleDescription(
      '3 blog posts have no Swedish text yet. Only those Swedish fields are written.',
    );
    await offer.getByRole('button', { name: 'Translate 3' }).click();

    await expect(page.getByRole('button', { name: 'Translating...' })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Translation progress' })).toBeVisible();
    await expect(page.getByText(/^Translation progress: Translated [0-3] of 3 blog posts$/)).toBeVisible();

    const summary = toast(page, 'Bulk translation complete');
    await expect(summary).toContainText('Translated 2 of 3 blog posts, 1 failed.', { timeout: 120_000 });
    // The error severity: MUI's Alert class, its prefix shortened (shared-ui/src/classNames.ts).
    await expect(summary).toHaveClass(/\bAl-colorError\b/);
    await expect(page.getByRole('button', { name: 'Translate All to Swedish' })).toBeEnabled();

    expect(calls.calls).toBe(3);
    expect(calls.maxInFlight).toBe(1);
    expect(calls.statuses.filter((status) => status !== 200)).toHaveLength(1);

    const [first, failing, third] = await Promise.all(ids.map((id) => readStored('blogs', id)));
    for (const [stored, post] of [
      [first, posts[0]],
      [third, posts[2]],
    ] as const) {
      expect(stored).toMatchObject({
        title: post?.title,
        title_sv: fakeTranslate(String(post?.title), 'sv'),
        excerpt_sv: fakeTranslate(String(post?.excerpt), 'sv'),
        content_sv: fakeTranslate(String(post?.content), 'sv'),
        category_sv: fakeTranslate(String(post?.category), 'sv'),
      });
    }
    expect(failing).toMatchObject({ title: posts[1]?.title, title_sv: null, content_sv: null });
  });

  test('a post whose English title alone changed sends the function its title alone, and only its Swedish title changes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const oldTitle = `Hello world e2e renamed ${tag}`;
    const title = `${oldTitle} again`;
    // A long body (some 30,000 characters), translated and current: before, it went along.
    const content = Array.from({ length: 1_100 }, (_, index) => `Paragraph ${index} of the guide.`).join('\n\n');
    const swedish = {
      title_sv: fakeTranslate(oldTitle, 'sv'),
      excerpt_sv: 'En guide för små företag.',
      content_sv: 'Hej världen',
      category_sv: `E2E Bulk ${tag} sv`,
    };
    const post = englishOnlyPost(title, { is_published: false, category: `E2E Bulk ${tag}`, content, ...swedish });
    const id = await createStored('blogs', post);
    created.blogs.push(id);
    // Each Swedish field translated from the English beside it, but the title from its old English.
    await storeTranslationSources('blogs', id, {
      fields: { ...englishFingerprints(['excerpt', 'content', 'category'], post), title: textFingerprint(oldTitle) },
      english: englishFingerprints(BLOG_TRANSLATABLE_FIELDS, post),
    });
    await readOnlyTheseDocuments(page, 'blogs', [id]);
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url() === functionUrl('translateBlog') && request.method() === 'POST') {
        sent.push((request.postDataJSON() as { data: unknown }).data);
      }
    });

    await page.goto('/admin/blog');
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Translate All to Swedish' }).click();
    const offer = page.getByRole('dialog', { name: 'Translate to Swedish?' });
    await expect(offer).toHaveAccessibleDescription(
      '1 blog post has Swedish text that is out of date (its English changed after it was translated). Only those Swedish fields are written.',
    );
    await offer.getByRole('button', { name: 'Translate 1' }).click();
    await expect(toast(page, 'Bulk translation complete')).toContainText(
      'Translated 1 of 1 blog post, 0 failed.',
      FUNCTION_ANSWER,
    );

    expect(content.length).toBeGreaterThan(30_000);
    expect(sent).toEqual([{ title, targetLang: 'sv', documentId: id }]);
    expect(await readStored('blogs', id)).toMatchObject({ title, ...swedish, title_sv: fakeTranslate(title, 'sv') });
  });

  test('translates case studies lacking Swedish, then finds none left', async ({ page }) => {
    test.setTimeout(120_000);
    // A draft, as the posts above.
    const study = englishOnlyCaseStudy(`Faster invoicing e2e bulk ${uniqueTag()}`, { is_published: false });
    const id = await createStored('case_studies', study);
    created.case_studies.push(id);
    await readOnlyTheseDocuments(page, 'case_studies', [id]);

    await page.goto('/admin/case-studies');
    await expect(page.getByText(study.title, { exact: true })).toBeVisible();
    const button = page.getByRole('button', { name: 'Translate All to Swedish' });
    await button.click();
    const offer = page.getByRole('dialog', { name: 'Translate to Swedish?' });
    await expect(offer).toHaveAccessibleDescription(
      '1 case study has no Swedish text yet. Only those Swedish fields are written.',
    );
    await offer.getByRole('button', { name: 'Translate 1' }).click();
    const summary = toast(page, 'Bulk translation complete');
    await expect(summary).toContainText('Translated 1 of 1 case study, 0 failed.', FUNCTION_ANSWER);
    await expect(summary).toHaveClass(/\bAl-colorSuccess\b/);
    expect(await readStored('case_studies', id)).toMatchObject({
      title: study.title,
      title_sv: fakeTranslate(study.title, 'sv'),
      industry_sv: fakeTranslate(study.industry, 'sv'),
      challenge_sv: fakeTranslate(study.challenge, 'sv'),
      solution_sv: fakeTranslate(study.solution, 'sv'),
      results_sv: fakeTranslate(study.results, 'sv'),
      testimonial_sv: fakeTranslate(study.testimonial, 'sv'),
      // The metrics name by name and value by value, each name still with its value.
      metrics_sv: study.metrics.map(({ metric, value }: { metric: string; value: string }) => ({
        metric: fakeTranslate(metric, 'sv'),
        value: fakeTranslate(value, 'sv'),
      })),
    });
    expect(study.metrics.length).toBeGreaterThan(0);

    await expect(button).toBeEnabled();
    await button.click();
    await expect(toast(page, 'No case studies to translate')).toContainText(
      'All case studies already have Swedish translations',
    );
  });
});
