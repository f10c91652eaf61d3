import { BLOG_TRANSLATABLE_FIELDS, staleFromFingerprints, staleSwedishFields, textFingerprint } from '@app/domain';
import { describe, expect, it } from 'vitest';
import type { ExportedDocument } from './manifest';
import { moveDocuments, ownerOf, selectDocuments } from './move';
import type { JsonObject } from './values';

const FROM = 'demo-nordic-ai.appspot.com';
const TO = { origin: 'https://firebasestorage.googleapis.com', bucket: 'nordic-ai.firebasestorage.app' };
const image = (bucket: string, origin = 'http://127.0.0.1:9199') =>
  `${origin}/v0/b/${bucket}/o/blog-images%2Fblogs%2F1-a.1200x630.png?alt=media&token=t1`;

const content = `Intro\n\n![Chart](${image(FROM)})`;
const post: JsonObject = {
  title: 'A post',
  slug: 'a-post',
  content,
  content_sv: 'Svensk text',
  title_sv: 'Ett inlägg',
  image_url: image(FROM),
  publish_at: { $timestamp: '2025-01-15T08:00:00Z' },
};
const documents: ExportedDocument[] = [
  { path: 'blogs/a', data: post },
  { path: 'blogs/a/revisions/000001', data: { number: 1, fields: post } },
  { path: 'blogs/a/revisions/head', data: { next: 2 } },
  { path: 'blogs/b', data: { title: 'Another', slug: 'another' } },
  { path: 'blog_slugs/a-post', data: { id: 'a' } },
  { path: 'blog_slugs/another', data: { id: 'b' } },
  {
    path: 'translation_sources/blogs_a',
    data: {
      fields: { content: textFingerprint(content), title: textFingerprint('A post') },
      english: { content: textFingerprint(content), title: textFingerprint('A post') },
    },
  },
  { path: 'translation_sources/case_studies_a', data: { fields: {} } },
  { path: 'case_studies/a', data: { title: 'A case', slug: 'a-post' } },
  { path: 'case_study_slugs/a-post', data: { id: 'a' } },
];

describe('ownerOf', () => {
  it('knows which content document a claim or translation sources document goes with', () => {
    const owners = documents.map(ownerOf);
    expect(owners).toEqual([
      null,
      null,
      null,
      null,
      'blogs/a',
      'blogs/b',
      'blogs/a',
      'case_studies/a',
      null,
      'case_studies/a',
    ]);
  });
});

describe('selectDocuments', () => {
  it('takes a document with its revisions, its slug claim and its translation sources, nothing else', () => {
    expect(selectDocuments(documents, ['blogs/a']).map((document) => document.path)).toEqual([
      'blogs/a',
      'blogs/a/revisions/000001',
      'blogs/a/revisions/head',
      'blog_slugs/a-post',
      'translation_sources/blogs_a',
    ]);
  });

  it('refuses a document that is not in the export', () => {
    expect(() => selectDocuments(documents, ['blogs/a', 'blogs/zzz'])).toThrow('Not in the export: blogs/zzz.');
  });
});

describe('moveDocuments', () => {
  const moved = moveDocuments(documents, FROM, TO);
  const byPath = new Map(moved.map((document) => [document.path, document.data]));

  it("points covers, markdown images and revisions' images at the new bucket", () => {
    const movedImage = image(TO.bucket, TO.origin);
    expect(byPath.get('blogs/a')?.image_url).toBe(movedImage);
    expect(byPath.get('blogs/a')?.content).toBe(`Intro\n\n![Chart](${movedImage})`);
    expect((byPath.get('blogs/a/revisions/000001')?.fields as JsonObject | undefined)?.image_url).toBe(movedImage);
    expect(byPath.get('blogs/a')?.publish_at).toEqual({ $timestamp: '2025-01-15T08:00:00Z' });
  });

  it("keeps a moved post's Swedish current: its translation source follows the English text's new URLs", () => {
    const sources = byPath.get('translation_sources/blogs_a')?.fields as Record<string, string>;
    expect(sources.content).toBe(textFingerprint(String(byPath.get('blogs/a')?.content)));
    expect(sources.title).toBe(textFingerprint('A post'));
    const movedPost = byPath.get('blogs/a') as Record<string, unknown>;
    expect(staleSwedishFields(BLOG_TRANSLATABLE_FIELDS, movedPost, movedPost, sources)).toEqual([]);
    const kept = byPath.get('translation_sources/blogs_a') as { fields: Record<string, string> };
    expect(staleFromFingerprints(BLOG_TRANSLATABLE_FIELDS, kept)).toEqual([]);
  });

  it('leaves a source that was already out of date out of date', () => {
    const outdated = documents.map((document) =>
      document.path === 'translation_sources/blogs_a'
        ? { ...document, data: { fields: { content: textFingerprint('an older English text') } } }
        : document,
    );
    const sources = moveDocuments(outdated, FROM, TO).find((d) => d.path === 'translation_sources/blogs_a')?.data;
    expect(sources).toEqual({ fields: { content: textFingerprint('an older English text') } });
  });

  it('changes nothing when the bucket is the same', () => {
    expect(moveDocuments(documents, FROM, { origin: 'http://127.0.0.1:9199', bucket: FROM })).toEqual(documents);
  });
});
