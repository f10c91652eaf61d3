// @vitest-environment node
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { blogFieldsSchema } from '../../domain/src/blogSchema.ts';
import { caseStudyFieldsSchema } from '../../domain/src/caseStudySchema.ts';
import { addedLaterFields, BLOG_TYPE, CASE_STUDY_TYPE } from '../../domain/src/contentType.ts';
import {
  BLOG_CATEGORIES,
  PUBLISHED_BLOGS,
  PUBLISHED_CASE_STUDIES,
  SEED_BLOGS,
  SEED_CASE_STUDIES,
  SEED_USERS,
} from './content.mjs';
import { coverImage, encodePng } from './png.mjs';
import { downloadUrl, seedDownloadToken, seedImagePath, seedStaffDocuments } from './seed.mjs';

const IMAGE_URL =
  'http://127.0.0.1:9199/v0/b/demo-nordic-ai.appspot.com/o/blog-images%2Fblogs%2Fx.png?alt=media&token=t';

describe('seed content', () => {
  it('has at least 8 posts over the 4 categories, Swedish variants and one draft', () => {
    expect(SEED_BLOGS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SEED_BLOGS.map((b) => b.category))).toEqual(new Set(Object.keys(BLOG_CATEGORIES)));
    expect(SEED_BLOGS.filter((b) => !b.is_published)).toHaveLength(1);
    const swedish = SEED_BLOGS.filter((b) => b.title_sv);
    expect(swedish.length).toBeGreaterThanOrEqual(3);
    for (const blog of swedish) {
      expect(blog.excerpt_sv && blog.content_sv).toBeTruthy();
      expect(blog.category_sv).toBe(BLOG_CATEGORIES[blog.category]);
    }
    expect(SEED_BLOGS.some((b) => b.content.includes('```') && /\n\|.*\|\n\|\s*-{3}/.test(b.content))).toBe(true);
    expect(SEED_BLOGS.every((b) => /^## /m.test(b.content))).toBe(true);
    expect(SEED_BLOGS.some((b) => /\[[^\]]+\]\(https?:\/\//.test(b.content))).toBe(true);
  });

  it('has at least 3 case studies with metrics, Swedish variants and one draft', () => {
    expect(SEED_CASE_STUDIES.length).toBeGreaterThanOrEqual(3);
    expect(SEED_CASE_STUDIES.filter((c) => !c.is_published)).toHaveLength(1);
    expect(PUBLISHED_CASE_STUDIES.every((c) => (c.metrics?.length ?? 0) >= 3)).toBe(true);
    // Each published one has its metrics in Swedish too, entry for entry, in Swedish words.
    for (const study of PUBLISHED_CASE_STUDIES) {
      expect(study.metrics_sv?.length, study.slug).toBe(study.metrics?.length);
      for (const [index, swedish] of (study.metrics_sv ?? []).entries()) {
        expect(swedish.metric, study.slug).not.toBe(study.metrics?.[index]?.metric);
      }
    }
    expect(SEED_CASE_STUDIES.filter((c) => c.title_sv && c.results_sv).length).toBeGreaterThanOrEqual(3);
  });

  it('matches the domain schemas exactly (the fields firestore.rules accepts)', () => {
    // Fields added after the first documents were stored may be absent, and read as null.
    const absentAsNull = (/** @type {import('../../domain/src/contentType.ts').ContentTypeDescriptor} */ type) =>
      Object.fromEntries(addedLaterFields(type).map((field) => [field, null]));
    for (const { cover, ...blog } of SEED_BLOGS) {
      const result = blogFieldsSchema.safeParse({
        ...absentAsNull(BLOG_TYPE),
        ...blog,
        image_url: cover ? IMAGE_URL : null,
        image_alt: blog.image_alt ?? null,
        image_alt_sv: blog.image_alt_sv ?? null,
      });
      expect(result.error?.issues ?? [], blog.slug).toEqual([]);
    }
    for (const { cover, created_at, ...study } of SEED_CASE_STUDIES) {
      const result = caseStudyFieldsSchema.safeParse({
        ...absentAsNull(CASE_STUDY_TYPE),
        ...study,
        created_at: new Date(created_at),
        image_url: cover ? IMAGE_URL : null,
        image_alt: null,
        image_alt_sv: null,
      });
      expect(result.error?.issues ?? [], study.slug).toEqual([]);
    }
  });

  it('uses unique slugs and calendar dates', () => {
    expect(new Set(SEED_BLOGS.map((b) => b.slug)).size).toBe(SEED_BLOGS.length);
    expect(new Set(SEED_CASE_STUDIES.map((c) => c.slug)).size).toBe(SEED_CASE_STUDIES.length);
    expect(SEED_BLOGS.every((b) => /^\d{4}-\d{2}-\d{2}$/.test(b.published_date))).toBe(true);
    expect(PUBLISHED_BLOGS[0]?.published_date).toBe(
      SEED_BLOGS.filter((b) => b.is_published)
        .map((b) => b.published_date)
        .sort()
        .at(-1),
    );
  });

  it('seeds one admin and one writer', () => {
    expect(SEED_USERS.admin).toMatchObject({ role: 'admin', claims: { role: 'admin', admin: true } });
    expect(SEED_USERS.editor).toMatchObject({ role: 'writer', claims: { role: 'writer' } });
    expect(SEED_USERS.admin.email).toBe('admin@example.com');
  });

  it('writes each account’s staff document as the staff functions do, with the language of its password links', () => {
    const now = Symbol('server time');
    const written = { invited_by: null, invited_at: now, updated_at: now, revoked_at: null };
    expect(seedStaffDocuments(now)).toEqual({
      'seed-admin': { email: 'admin@example.com', role: 'admin', language: 'en', ...written },
      'seed-editor': { email: 'editor@example.com', role: 'writer', language: 'sv', ...written },
    });
  });
});

describe('seed images', () => {
  it('follow the upload path scheme with stable names and tokens', () => {
    const objectPath = seedImagePath('blogs', 'a-slug', '2025-01-14');
    expect(objectPath).toMatch(/^blog-images\/blogs\/1736841600000-[0-9a-z]{1,8}\.png$/);
    expect(seedImagePath('blogs', 'a-slug', '2025-01-14')).toBe(objectPath);
    expect(seedDownloadToken(objectPath)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(downloadUrl('127.0.0.1:9199', 'demo-nordic-ai.appspot.com', objectPath, 'tok')).toBe(
      `http://127.0.0.1:9199/v0/b/demo-nordic-ai.appspot.com/o/${encodeURIComponent(objectPath)}?alt=media&token=tok`,
    );
  });

  it('encodes valid PNG files', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = encodePng(2, 2, rgb);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(2);
    expect(png.readUInt32BE(20)).toBe(2);
    const idatLength = png.readUInt32BE(33);
    const raw = zlib.inflateSync(png.subarray(41, 41 + idatLength));
    // Undo the Sub filter of each row and compare with the input.
    const rows = [raw.subarray(1, 7), raw.subarray(8, 14)].map((row) => {
      const out = Buffer.from(row);
      for (let i = 3; i < out.length; i++) out[i] = ((out[i] ?? 0) + (out[i - 3] ?? 0)) & 0xff;
      return out;
    });
    expect(Buffer.concat(rows)).toEqual(Buffer.from(rgb));
  });

  it('draws different covers for different posts', () => {
    const a = coverImage({ from: '#0b2545', to: '#13a89e', seed: 'a', width: 60, height: 30 });
    const b = coverImage({ from: '#0b2545', to: '#13a89e', seed: 'b', width: 60, height: 30 });
    expect(a.equals(b)).toBe(false);
    expect(coverImage({ from: '#0b2545', to: '#13a89e', seed: 'a', width: 60, height: 30 }).equals(a)).toBe(true);
  });
});
