/**
 * Staff-written titles with long words, at 360 px: a post's page, its card in the blog list and a
 * case study's card break their headings only between words or at a hyphenation point drawn as a
 * hyphen (the soft hyphens the server puts into the titles' display copies), in both languages,
 * although the browser here has no Swedish hyphenation dictionary. The soft hyphens stay on the
 * page: the head (title, description, Open Graph, JSON-LD), the heading's accessible name, the
 * search and the apps' take-over see the title as written.
 */
import type { Page } from '@playwright/test';
import { expectHeadingsWhole } from '../support/a11y';
import {
  blogBody,
  createStored,
  englishOnlyCaseStudy,
  englishOnlyPost,
  removedAfterEachTest,
  storedPreviewLink,
  uniqueTag,
} from '../support/admin';
import { axNode } from '../support/ax';
import { recordRequests } from '../support/network';
import { h1, main, navigateInApp, openUntil, pathOf, startApps } from '../support/page';
import { expect, LANGS, type Lang, test, withLang } from '../support/test';
import { asRead } from '../support/text';

const SHY = '\u00AD';
const posts = removedAfterEachTest('blogs');
const stories = removedAfterEachTest('case_studies');

/** Every text of the document's head a crawler or a share reads: title, meta tags, JSON-LD. */
function headTexts(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.title,
      ...Array.from(document.head.querySelectorAll('meta'), (meta) => meta.content),
      ...Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent),
    ].join('\n'),
  );
}

/** The console's errors from now on (a hydration mismatch is one: bootstrap.tsx logs it as 'Hydration:'). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

for (const lang of LANGS) {
  test(`a post and a case study with long words in their titles, at 360 px (${lang}): whole headings, plain head and names, same text after the take-over`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const tag = uniqueTag();
    const title = `Internationalisation of Telecommunications ${tag}`;
    const titleSv = `Dokumentautomatisering och transportledningssystem ${tag}`;
    const shown: Record<Lang, string> = { en: title, sv: titleSv };
    posts.push(title);
    const slug = englishOnlyPost(title).slug as string;
    await createStored(
      'blogs',
      englishOnlyPost(title, {
        title_sv: titleSv,
        excerpt_sv: 'En guide för små företag.',
        content_sv: 'Hej världen',
        category_sv: 'E2E-kategori',
      }),
    );
    const story = `Counterintelligence Modernisation ${tag}`;
    const storySv = `Kompetensförsörjningsplattform ${tag}`;
    stories.push(story);
    await createStored('case_studies', englishOnlyCaseStudy(story, { title_sv: storySv }));

    await page.setViewportSize({ width: 360, height: 740 });
    const errors = consoleErrors(page);
    await page.goto(withLang(`/blog/${slug}`, lang));
    const heading = h1(page);
    await expect(heading).toHaveText(shown[lang]);
    // The server's heading carries the hyphenation points; a reader sees the title as written.
    const served = await heading.evaluate((element) => element.textContent ?? '');
    expect(served).toContain(SHY);
    expect(asRead(served)).toBe(shown[lang]);
    await expectHeadingsWhole(page, `the post (${lang}) at 360 px`);
    expect(await headTexts(page), 'the head as served').not.toContain(SHY);
    // What Chromium gives assistive technology for the heading: the text with its soft hyphens
    // (Chromium keeps U+00AD in the name; screen readers do not speak it). Read as a reader reads it,
    // the title; Playwright's name matching, which drops U+00AD as browsers do on copy, finds it.
    expect(asRead((await axNode(heading)).name)).toBe(shown[lang]);
    await expect(main(page).getByRole('heading', { level: 1, name: shown[lang], exact: true })).toBeVisible();

    // The apps take the page over with the same text: the same element, nothing logged.
    const element = await heading.elementHandle();
    await startApps(page);
    expect(await element?.evaluate((node) => node.isConnected)).toBe(true);
    expect(await heading.evaluate((node) => node.textContent)).toBe(served);
    expect(await headTexts(page), 'the head once the apps run').not.toContain(SHY);
    expect(errors).toEqual([]);

    // Its card in the list, found by words of the title as written (a part of a long word first).
    const term = lang === 'sv' ? `automatisering och transportledningssystem ${tag}` : `telecommunications ${tag}`;
    await openUntil(page, withLang(`/blog?q=${encodeURIComponent(term)}`, lang), () =>
      expect(main(page).getByRole('heading', { level: 3, name: shown[lang] })).toBeVisible({ timeout: 1_000 }),
    );
    await expectHeadingsWhole(page, `the blog list (${lang}) at 360 px`);

    // The case study's card on the first page of the list.
    const storyShown = lang === 'sv' ? storySv : story;
    await openUntil(page, withLang('/case-studies', lang), () =>
      expect(main(page).getByRole('heading', { name: storyShown, exact: true })).toBeVisible({ timeout: 1_000 }),
    );
    await expectHeadingsWhole(page, `the case studies (${lang}) at 360 px`);
    expect(await headTexts(page)).not.toContain(SHY);
    expect(errors).toEqual([]);
  });
}

/** Long titles in both languages, each with `tag` so the lists can be searched for them alone. */
function longTitles(tag: string) {
  return {
    post: {
      en: `Internationalisation of Telecommunications ${tag}`,
      sv: `Dokumentautomatisering och transportledningssystem ${tag}`,
    },
    story: { en: `Counterintelligence Modernisation ${tag}`, sv: `Kompetensförsörjningsplattform ${tag}` },
  } as const;
}

for (const lang of LANGS) {
  test(`long titles opened inside the running apps and in preview links, at 360 px (${lang}): whole headings`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const { post, story } = longTitles(tag);
    const swedishPost = { title_sv: post.sv, excerpt_sv: 'En guide för små företag.', content_sv: 'Hej världen' };
    posts.push(post.en);
    const slug = englishOnlyPost(post.en).slug as string;
    await createStored('blogs', englishOnlyPost(post.en, { ...swedishPost, category_sv: 'E2E-kategori' }));
    stories.push(story.en);
    await createStored('case_studies', englishOnlyCaseStudy(story.en, { title_sv: story.sv }));
    // Drafts with the same long titles, each shown by a preview link.
    const draft = { en: `Draft ${post.en}`, sv: `Utkast ${post.sv}` };
    posts.push(draft.en);
    const draftId = await createStored('blogs', blogBody(draft.en, { ...swedishPost, title_sv: draft.sv }));
    const draftStory = { en: `Draft ${story.en}`, sv: `Utkast ${story.sv}` };
    stories.push(draftStory.en);
    const draftStoryId = await createStored(
      'case_studies',
      englishOnlyCaseStudy(draftStory.en, { title_sv: draftStory.sv, is_published: false }),
    );
    await page.setViewportSize({ width: 360, height: 740 });

    // The case studies' index lists the story (its trigger runs a moment after the write).
    await openUntil(page, withLang('/case-studies', lang), () =>
      expect(main(page).getByRole('heading', { name: story[lang], exact: true })).toBeVisible({ timeout: 1_000 }),
    );
    // The post's card in the list, then the post opened from it inside the apps (no page load): the
    // browser reads the post itself.
    const term = lang === 'sv' ? `transportledningssystem ${tag}` : `telecommunications ${tag}`;
    await openUntil(page, withLang(`/blog?q=${encodeURIComponent(term)}`, lang), () =>
      expect(main(page).getByRole('heading', { level: 3, name: post[lang] })).toBeVisible({ timeout: 1_000 }),
    );
    await startApps(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const requests = recordRequests(page);
    await main(page).getByRole('link', { name: post[lang] }).first().click();
    await expect(h1(page)).toHaveText(post[lang]);
    expect(pathOf(page)).toBe(withLang(`/blog/${slug}`, lang));
    expect(await page.evaluate(() => 'sameDocument' in window), 'opened inside the apps').toBe(true);
    await expectHeadingsWhole(page, `the post opened inside the apps (${lang}) at 360 px`);
    // Read from the site's API (the server's copy with its hyphenation points), not from Firestore.
    expect(requests.firestore().map((request) => request.url())).toEqual([]);
    expect(await headTexts(page), 'the head of the post opened inside the apps').not.toContain(SHY);

    // The case studies' list opened inside the apps: the browser asks the list API for its page.
    await navigateInApp(page, '/case-studies');
    await expect(main(page).getByRole('heading', { name: story[lang], exact: true })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window), 'opened inside the apps').toBe(true);
    await expectHeadingsWhole(page, `the case studies opened inside the apps (${lang}) at 360 px`);

    // The drafts' preview links.
    await page.goto(withLang(`/preview/${await storedPreviewLink('blogs', draftId)}`, lang));
    await expect(h1(page)).toHaveText(draft[lang]);
    await expectHeadingsWhole(page, `a post's preview (${lang}) at 360 px`);
    expect(await headTexts(page), "the head of a post's preview").not.toContain(SHY);
    await page.goto(withLang(`/preview/${await storedPreviewLink('case_studies', draftStoryId)}`, lang));
    await expect(h1(page)).toHaveText(draftStory[lang]);
    await expectHeadingsWhole(page, `a case study's preview (${lang}) at 360 px`);
    expect(await headTexts(page), "the head of a case study's preview").not.toContain(SHY);
  });
}
