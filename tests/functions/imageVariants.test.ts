/**
 * pnpm images:variants pointing a document at its sized images (scripts/images/variants.mjs
 * pointAtImages), against the Firestore emulator: the addresses are replaced in the document as it
 * is when written (an edit made while the images were encoded stays), and the translation sources
 * of a field whose English changed only by its addresses follow it, so its Swedish is not shown
 * out of date.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { blogToFirestore } from '../../domain/src/blog';
import { blog } from '../../domain/src/testFixtures';
import { textFingerprint } from '../../domain/src/translationSources';
import { pointAtImages } from '../../scripts/images/variants.mjs';
import { adminDb, clearFirestore } from './support/admin';

beforeEach(async () => {
  await clearFirestore();
});

const BUCKET = 'demo-nordic-ai.appspot.com';
const OLD = 'http://127.0.0.1:9199/v0/b/demo-nordic-ai.appspot.com/o/blog-images%2Fblogs%2F1-a.png?alt=media&token=t1';
const NEW =
  'http://127.0.0.1:9199/v0/b/demo-nordic-ai.appspot.com/o/blog-images%2Fblogs%2F1-a.800x600.png?alt=media&token=t2';

describe('pointAtImages', () => {
  it('replaces the addresses in the document as it is now, and moves its translation sources with the English', async () => {
    const db = adminDb();
    const content = `Intro\n\n![A chart](${OLD})\n\nEnd`;
    await db.doc('blogs/p').set({ ...blogToFirestore(blog({ slug: 'p' })), content, image_url: OLD });
    await db.doc('translation_sources/blogs_p').set({
      fields: { content: textFingerprint(content), title: textFingerprint(blog().title) },
      english: { content: textFingerprint(content), title: textFingerprint(blog().title) },
    });
    // Saved by staff while the run encoded the images (a save records the English as saved).
    const edited = `Intro, edited\n\n![A chart](${OLD})\n\nEnd`;
    await db.doc('blogs/p').update({ content: edited });
    await db.doc('translation_sources/blogs_p').update({ 'english.content': textFingerprint(edited) });

    const changed = await pointAtImages(db, 'blogs', 'p', ['content', 'content_sv'], new Map([[OLD, NEW]]), BUCKET);
    expect(changed).toEqual(['image_url', 'content']);
    const stored = (await db.doc('blogs/p').get()).data();
    expect(stored?.image_url).toBe(NEW);
    expect(stored?.content).toBe(`Intro, edited\n\n![A chart](${NEW})\n\nEnd`);
    // The Swedish was translated from `content`, not from the edit: it stays as out of date as it was.
    const sources = (await db.doc('translation_sources/blogs_p').get()).data();
    expect(sources?.fields.content).toBe(textFingerprint(content));
    expect(sources?.english.content).toBe(textFingerprint(`Intro, edited\n\n![A chart](${NEW})\n\nEnd`));
    expect(sources?.english.title).toBe(textFingerprint(blog().title));
  });

  it('keeps a Swedish translated from the English as it was current, when only its addresses changed', async () => {
    const db = adminDb();
    const content = `![A chart](${OLD})`;
    await db.doc('blogs/p').set({ ...blogToFirestore(blog({ slug: 'p' })), content });
    await db.doc('translation_sources/blogs_p').set({
      fields: { content: textFingerprint(content) },
      english: { content: textFingerprint(content) },
    });
    expect(await pointAtImages(db, 'blogs', 'p', ['content', 'content_sv'], new Map([[OLD, NEW]]), BUCKET)).toEqual([
      'content',
    ]);
    expect((await db.doc('translation_sources/blogs_p').get()).data()).toEqual({
      fields: { content: textFingerprint(`![A chart](${NEW})`) },
      english: { content: textFingerprint(`![A chart](${NEW})`) },
    });
    // A second run changes nothing.
    expect(await pointAtImages(db, 'blogs', 'p', ['content', 'content_sv'], new Map([[OLD, NEW]]), BUCKET)).toEqual([]);
  });
});
