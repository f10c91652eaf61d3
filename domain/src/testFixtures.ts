// Complete, valid documents for tests (the domain's, the site's and admin's components', the rules');
// each test overrides what it is about. Imported as '@app/domain/testing', never by app code.
import type { BlogFields } from './blog';
import { type CaseStudyDraft, type CaseStudyFields, emptyCaseStudyDraft } from './caseStudy';
import { BLOG_TYPE, CASE_STUDY_TYPE, type ContentTypeDescriptor, contentText } from './contentType';

export const createdAt = new Date('2025-02-01T10:00:00Z');

/** Every text field of the type empty: the optional ones (Swedish, image, …) null. */
const emptyText = <T extends ContentTypeDescriptor>(type: T) => contentText(type).read({});

export function blog(overrides: Partial<BlogFields> = {}): BlogFields {
  return {
    ...emptyText(BLOG_TYPE),
    title: 'How AI increased sales by 40%',
    slug: 'how-ai-increased-sales-by-40',
    excerpt: 'A short story.',
    content: '# Heading\n\nBody',
    category: 'AI Strategy',
    author: 'Anna',
    published_date: '2025-01-05',
    image_url: null,
    image_alt: null,
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    ready_for_review: false,
    ...overrides,
  };
}

export function caseStudy(overrides: Partial<CaseStudyFields> = {}): CaseStudyFields {
  return {
    ...emptyText(CASE_STUDY_TYPE),
    title: 'Faster invoicing',
    slug: 'faster-invoicing',
    client_name: 'Acme AB',
    industry: 'Finance',
    challenge: 'Manual work',
    solution: 'Automation',
    results: '**Big** gains',
    metrics: [{ metric: 'Time saved', value: '70%' }],
    metrics_sv: null,
    testimonial: null,
    testimonial_author: null,
    testimonial_role: null,
    image_url: null,
    image_alt: null,
    is_published: true,
    publish_at: null,
    unpublish_at: null,
    ready_for_review: false,
    created_at: createdAt,
    ...overrides,
  };
}

/** A case study as the editor holds it, with English text only. */
export function englishCaseStudyDraft(overrides: Partial<CaseStudyDraft> = {}): CaseStudyDraft {
  return {
    ...emptyCaseStudyDraft(),
    title: 'Faster invoicing',
    client_name: 'Acme AB',
    industry: 'Finance',
    challenge: 'Manual work',
    solution: 'Automation',
    results: '**Big** gains',
    ...overrides,
  };
}

/** The keys of a post in every public answer (publicContent.ts publicBlog): the tests of each answer name them here once. */
export const PUBLIC_BLOG_KEYS: readonly string[] = [
  'id',
  'slug',
  'published_date',
  'updated_at',
  'title',
  'title_sv',
  'excerpt',
  'excerpt_sv',
  'content',
  'content_sv',
  'category',
  'category_sv',
  'author',
  'image_url',
  'image_alt',
  'image_alt_sv',
  'seo_title',
  'seo_title_sv',
  'seo_description',
  'seo_description_sv',
].sort();

/** The keys of a case study in every public answer (publicContent.ts publicCaseStudy). */
export const PUBLIC_CASE_STUDY_KEYS: readonly string[] = [
  'id',
  'title',
  'title_sv',
  'client_name',
  'industry',
  'industry_sv',
  'challenge',
  'challenge_sv',
  'solution',
  'solution_sv',
  'results',
  'results_sv',
  'testimonial',
  'testimonial_sv',
  'testimonial_author',
  'testimonial_role',
  'testimonial_role_sv',
  'image_url',
  'image_alt',
  'image_alt_sv',
  'metrics',
  'metrics_sv',
].sort();

const u16le = (n: number) => [n & 255, (n >>> 8) & 255];

/**
 * An animated GIF of `frames` one-pixel images (each with its delay) on a `width` × `height` screen:
 * each decodes to the whole screen, so a few hundred bytes make a decompression bomb.
 */
export const animatedGif = (width: number, height: number, frames: number): number[] => [
  ...Array.from('GIF89a', (char) => char.charCodeAt(0)),
  ...u16le(width),
  ...u16le(height),
  ...[0x80, 0, 0, 0, 0, 0, 255, 255, 255],
  ...Array.from({ length: frames }, () => [
    ...[0x21, 0xf9, 4, 0, 10, 0, 0, 0],
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0],
    ...[2, 2, 0x4c, 0x01, 0],
  ]).flat(),
  0x3b,
];

/** CRC-32 (the PNG's checksum, ISO 3309) of `bytes`. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The parts one after the other, in one array. */
function joined(parts: (Uint8Array | number[])[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** One PNG chunk: its length, type, data and checksum. */
function pngChunk(type: string, data: Uint8Array | number[]): Uint8Array {
  const typed = joined([ascii(type), data]);
  return joined([u32be(data.length), typed, u32be(crc32(typed))]);
}

/**
 * An animated PNG (APNG) of `frames` frames made of a still PNG (one sharp or any encoder wrote):
 * its image data repeated, each frame the whole image, 0.1 s each, in a file an APNG decoder plays.
 * `firstFrame` gives the first frame another size or offset (its data then no longer fits it).
 */
export function apngFromPng(
  png: Uint8Array,
  frames: number,
  firstFrame: Partial<{ width: number; height: number; x: number; y: number }> = {},
): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let header: Uint8Array | null = null;
  const data: Uint8Array[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === 'IHDR') header = png.subarray(at + 8, at + 8 + length);
    if (type === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  if (!header) throw new Error('Not a PNG: it has no IHDR chunk');
  const size = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const whole = { width: size.getUint32(0), height: size.getUint32(4), x: 0, y: 0 };
  const image = joined(data);
  let sequence = 0;
  const control = ({ width, height, x, y }: typeof whole) =>
    pngChunk('fcTL', [
      ...u32be(sequence++),
      ...u32be(width),
      ...u32be(height),
      ...u32be(x),
      ...u32be(y),
      0,
      1,
      0,
      10,
      0,
      0,
    ]);
  const parts = [
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('acTL', [...u32be(frames), ...u32be(0)]),
    control({ ...whole, ...firstFrame }),
    pngChunk('IDAT', image),
  ];
  for (let frame = 1; frame < frames; frame += 1)
    parts.push(control(whole), pngChunk('fdAT', joined([u32be(sequence++), image])));
  parts.push(pngChunk('IEND', []));
  return joined(parts);
}

/** A PNG's chunks: each one's type and whole bytes (length, type, data and checksum). */
export function pngChunks(png: Uint8Array): { type: string; bytes: Uint8Array }[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: { type: string; bytes: Uint8Array }[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const end = at + 12 + view.getUint32(at);
    chunks.push({ type: String.fromCharCode(...png.subarray(at + 4, at + 8)), bytes: png.subarray(at, end) });
    at = end;
  }
  return chunks;
}

/**
 * The APNG (of {@link apngFromPng}) with its animation control chunk (`acTL`) moved from before its
 * first image data (`IDAT`) to right after it, where the APNG specification forbids it: browsers
 * then ignore it and show the PNG still.
 */
export function apngWithLateAnimationControl(apng: Uint8Array): Uint8Array {
  const chunks = pngChunks(apng);
  const control = chunks.find(({ type }) => type === 'acTL');
  if (!control) throw new Error('Not an APNG: it has no acTL chunk');
  const rest = chunks.filter((chunk) => chunk !== control);
  rest.splice(rest.findIndex(({ type }) => type === 'IDAT') + 1, 0, control);
  return joined([apng.subarray(0, 8), ...rest.map(({ bytes }) => bytes)]);
}

/**
 * An animated WebP of `frames` frames made of one (sharp writes it from differing pages): its first
 * frame (`ANMF` chunk, the whole image) repeated, in a file a WebP decoder plays.
 */
export function animatedWebpFrom(webp: Uint8Array, frames: number): Uint8Array {
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  const before: Uint8Array[] = [];
  let frame: Uint8Array | null = null;
  for (let at = 12; at + 8 <= webp.length; ) {
    const size = view.getUint32(at + 4, true);
    const chunk = webp.subarray(at, at + 8 + size + (size & 1));
    if (String.fromCharCode(...chunk.subarray(0, 4)) === 'ANMF') frame ??= chunk;
    else if (!frame) before.push(chunk);
    at += chunk.length;
  }
  if (!frame) throw new Error('Not an animated WebP: it has no ANMF chunk');
  const body = joined([ascii('WEBP'), ...before, ...Array.from({ length: frames }, () => frame ?? [])]);
  return joined([ascii('RIFF'), u32le(body.length), body]);
}
