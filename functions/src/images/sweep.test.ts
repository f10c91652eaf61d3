import { describe, expect, it } from 'vitest';
import { blog, caseStudy } from '../../../domain/src/testFixtures';
import type { StoredImage } from './bucket';
import { noteImages, SWEEP_GRACE_MS, SWEPT_FOLDERS, shownImages, sweepChoice, sweepLogFields } from './sweep';

const BUCKET = 'demo-nordic-ai.appspot.com';

/** A download URL of `name` in `bucket`, as the console stores it. */
const imageUrl = (name: string, bucket = BUCKET) =>
  `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(`blog-images/${name}`)}?alt=media&token=t`;

const NOW = new Date('2026-12-06T02:30:00Z');
const CUTOFF = new Date(NOW.getTime() - SWEEP_GRACE_MS);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

/** The names the stored documents point at, as the sweep reads them. */
function referencedBy(...documents: unknown[]): Set<string> {
  const found = new Set<string>();
  for (const document of documents) noteImages(document, BUCKET, found);
  return shownImages(found);
}

describe('the sweep of unused images (sweepChoice over what the documents name)', () => {
  // A post with a sized cover (its variants beside it) and an image in its Swedish text; an older
  // version of it with the cover it had before; a case study with an image in its results.
  const post = {
    ...blog({ slug: 'kept' }),
    image_url: imageUrl('blogs/1-cover.1600x900.png'),
    content_sv: `Inledning\n\n![Ett diagram](${imageUrl('blogs/2-chart.800x600.jpg')})`,
  };
  const olderVersion = {
    number: 3,
    fields: { ...post, image_url: imageUrl('blogs/3-old-cover.png') },
    saved_at: null,
    saved_by: null,
    restored_from: null,
  };
  const study = {
    ...caseStudy({ slug: 'study' }),
    results: `- 40 % faster\n\n![Graph](${imageUrl('case-studies/4-graph.png')})`,
    // The same name in another bucket protects nothing in ours.
    image_url: imageUrl('case-studies/5-elsewhere.png', 'other-bucket'),
  };
  const shown = referencedBy(post, olderVersion, study);
  const old = daysAgo(30);

  it('keeps a referenced cover with its variants, an image in markdown and one only an old version keeps', () => {
    const listed: StoredImage[] = [
      'blog-images/blogs/1-cover.1600x900.png',
      'blog-images/blogs/1-cover.1600x900.w480.webp',
      'blog-images/blogs/1-cover.1600x900.w800.webp',
      'blog-images/blogs/1-cover.1600x900.w1200.webp',
      'blog-images/blogs/2-chart.800x600.jpg',
      'blog-images/blogs/2-chart.800x600.w480.webp',
      'blog-images/blogs/2-chart.800x600.w800.webp',
      'blog-images/blogs/3-old-cover.png',
      'blog-images/case-studies/4-graph.png',
    ].map((name) => ({ name, created: old }));
    expect(sweepChoice(listed, shown, CUTOFF)).toEqual({ remove: [], shown: 9, recent: 0 });
  });

  it('removes an old orphan with its variants, a stray variant, and a name only another bucket uses', () => {
    const listed: StoredImage[] = [
      'blog-images/blogs/6-orphan.1200x800.png',
      'blog-images/blogs/6-orphan.1200x800.w480.webp',
      'blog-images/blogs/6-orphan.1200x800.w800.webp',
      'blog-images/blogs/6-orphan.1200x800.w1200.webp',
      // A variant whose original is gone (deleted by hand, or refused by checkUploadedImage).
      'blog-images/blogs/7-gone.2000x1000.w480.webp',
      'blog-images/case-studies/5-elsewhere.png',
    ].map((name) => ({ name, created: old }));
    expect(sweepChoice(listed, shown, CUTOFF)).toEqual({
      remove: listed.map((image) => image.name),
      shown: 0,
      recent: 0,
    });
  });

  it('keeps a fresh unsaved upload and its variants, up to the grace period, and a file of unknown age', () => {
    const listed: StoredImage[] = [
      { name: 'blog-images/blogs/8-open-editor.900x600.png', created: daysAgo(0.1) },
      { name: 'blog-images/blogs/8-open-editor.900x600.w480.webp', created: daysAgo(0.1) },
      { name: 'blog-images/blogs/8-open-editor.900x600.w800.webp', created: daysAgo(0.1) },
      { name: 'blog-images/blogs/9-weekend.png', created: daysAgo(6.9) },
      { name: 'blog-images/blogs/10-exactly.png', created: CUTOFF },
      { name: 'blog-images/blogs/11-unknown.png', created: null },
      { name: 'blog-images/blogs/12-past-grace.png', created: daysAgo(7.01) },
    ];
    expect(sweepChoice(listed, shown, CUTOFF)).toEqual({
      remove: ['blog-images/blogs/12-past-grace.png'],
      shown: 0,
      recent: 6,
    });
  });

  it("finds a document's images in any field, list or nested map, and nothing in other values", () => {
    const found = new Set<string>();
    noteImages(
      {
        metrics: [{ label: 'x', value: imageUrl('case-studies/13-a.png') }],
        nested: { deeper: { text: `![b](${imageUrl('blogs/14-b.png')}) and ${imageUrl('blogs/15-c.gif')}` } },
        at: new Date(),
        count: 3,
        none: null,
      },
      BUCKET,
      found,
    );
    expect([...found].sort()).toEqual([
      'blog-images/blogs/14-b.png',
      'blog-images/blogs/15-c.gif',
      'blog-images/case-studies/13-a.png',
    ]);
  });

  it('sweeps the two folders the console uploads to, and holds a file at least a day', () => {
    expect(SWEPT_FOLDERS).toEqual(['blog-images/blogs/', 'blog-images/case-studies/']);
    expect(SWEEP_GRACE_MS).toBeGreaterThanOrEqual(86_400_000);
  });

  it('logs the counts and at most 200 of the removed names', () => {
    const removed = Array.from({ length: 250 }, (_, i) => `blog-images/blogs/${String(i).padStart(3, '0')}.png`);
    const fields = sweepLogFields({
      removed,
      dry_run: false,
      listed: 300,
      shown: 40,
      recent: 10,
      failed: [],
      items: 1000,
      versions: 11000,
      reads: 12001,
      cutoff: CUTOFF.toISOString(),
    });
    expect(fields).toMatchObject({ event: 'unused_images_swept', removed_count: 250, listed: 300, reads: 12001 });
    expect(fields.removed).toEqual(removed.slice(0, 200));
  });
});
