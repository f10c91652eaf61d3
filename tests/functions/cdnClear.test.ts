/**
 * Pages stay in Hosting's CDN for hours; a change visitors can see clears it: the content
 * triggers queue a clearCdn task, which releases the shell site's live version again through the
 * Hosting REST API (here the local stack's stand-in, scripts/local-stack/hosting-api-standin.mjs,
 * which records each release). A change nobody can see (a draft) clears nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { blog, caseStudy } from '../../domain/src/testFixtures';
import { adminDb } from './support/admin';

const STAND_IN = 'http://127.0.0.1:3960';

interface Release {
  site: string;
  versionName: string;
  message: string;
}

async function releases(): Promise<Release[]> {
  const response = await fetch(`${STAND_IN}/releases`);
  return ((await response.json()) as { releases: Release[] }).releases;
}

/**
 * The releases a change of `path` made: the message names the change that queued the clearing.
 * Earlier test files' triggers may still be clearing for their own changes while these run.
 */
async function releasesFor(path: string): Promise<Release[]> {
  return (await releases()).filter((release) => release.message.endsWith(`(first change: ${path})`));
}

/** Waits until the stand-in has more than `count` releases for `path`. */
async function releaseAfter(path: string, count: number): Promise<Release> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const all = await releasesFor(path);
    if (all.length > count) return all[all.length - 1] as Release;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No release for ${path} reached the Hosting API stand-in within 45 s`);
}

describe('clearing the CDN when content changes', () => {
  it('a post published clears the shell site, by releasing its live version again', async () => {
    await adminDb()
      .collection('blogs')
      .doc('cdn-published')
      .set({ ...blog({ slug: 'cdn-published' }), is_published: true, created_at: Timestamp.now() });
    expect(await releaseAfter('blogs/cdn-published', 0)).toEqual({
      site: 'demo-nordic-ai',
      versionName: 'sites/demo-nordic-ai/versions/local',
      message: 'Content changed: CDN cache cleared (first change: blogs/cdn-published)',
      at: expect.any(String),
    });
  }, 60_000);

  it("a post renamed and a post unpublished by hand each clear the whole site: every cached answer of the post, its page's and its JSON's in each language", async () => {
    // One release clears every address of the shell's site, `/api/blog/<slug>?lang=en` and `?lang=sv`
    // alike (the post API is the shell site's, behind its rewrite of /api): no address is cleared alone,
    // so none is forgotten.
    const reference = adminDb().collection('blogs').doc('cdn-renamed');
    await reference.set({ ...blog({ slug: 'cdn-renamed' }), is_published: true, created_at: Timestamp.now() });
    await releaseAfter('blogs/cdn-renamed', 0);
    await reference.update({ slug: 'cdn-renamed-again' });
    expect(await releaseAfter('blogs/cdn-renamed', 1)).toMatchObject({
      site: 'demo-nordic-ai',
      versionName: 'sites/demo-nordic-ai/versions/local',
    });
    await reference.update({ is_published: false });
    expect(await releaseAfter('blogs/cdn-renamed', 2)).toMatchObject({ site: 'demo-nordic-ai' });
  }, 120_000);

  it('a case study unpublished clears it too; drafts saved clear nothing', async () => {
    const reference = adminDb().collection('case_studies').doc('cdn-case');
    await reference.set({ ...caseStudy({ slug: 'cdn-case' }), is_published: true, created_at: Timestamp.now() });
    await releaseAfter('case_studies/cdn-case', 0);
    await reference.update({ is_published: false });
    await releaseAfter('case_studies/cdn-case', 1);

    // A draft before and after (the case study now, a new post): no page changes. The emulator
    // runs each clearing at once (a published change above took seconds), so 10 s is ample.
    await reference.update({ title: 'Still a draft' });
    await adminDb()
      .collection('blogs')
      .doc('cdn-draft')
      .set({ ...blog({ slug: 'cdn-draft' }), is_published: false, created_at: Timestamp.now() });
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(await releasesFor('case_studies/cdn-case')).toHaveLength(2);
    expect(await releasesFor('blogs/cdn-draft')).toHaveLength(0);
  }, 120_000);
});
