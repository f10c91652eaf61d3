/**
 * translateBlog / translateCaseStudy against the emulators, with the deterministic fake LLM as
 * the provider: admins get the fields translated with markdown intact; everyone else is refused;
 * provider failures and broken answers give clear errors.
 */
import {
  type BLOG_TYPE,
  type CASE_STUDY_TYPE,
  TRANSLATION_SOURCES_COLLECTION,
  type TranslatedFields,
  textFingerprint,
  translationSourcesId,
} from '@app/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, clearFirestore, signedInStaff, signedInToken } from './support/admin';
import { callFunction } from './support/callables';
import { demoParameter } from './support/leads';
import { FAKE_LLM_PORT } from './support/stack';

const CODE_BLOCK = ['```python', 'def hello(world):', '    return "Hello world"  # results and benefits', '```'].join(
  '\n',
);

/** A post with every markdown feature the translation must keep. */
const CONTENT = [
  '# Introduction',
  '',
  'Our guide for small companies, with **faster** results.',
  '',
  '## Benefits',
  '',
  '- Faster sales',
  '- Better customer insights',
  '  1. First step',
  '  2. Second step',
  '',
  'Read [our blog](https://example.com/blog/how-ai-increased-sales?utm=1 "Our blog") or <https://example.com/contact>.',
  '',
  CODE_BLOCK,
  '',
  '| Name | Value |',
  '| :--- | ---: |',
  '| Time saved | 70% |',
  '| Cost | -30% |',
  '',
  'Run `npm run build` and see https://example.com/results.',
].join('\n');

/** What the fake model's dictionary makes of it: every structure line and address in place. */
const CONTENT_SV = [
  '# [sv] Introduktion',
  '',
  '[sv] Vår guide för små företag, med **snabbare** resultat.',
  '',
  '## [sv] Fördelar',
  '',
  '- [sv] Snabbare försäljning',
  '- [sv] Bättre kund insikter',
  '  1. [sv] Första steg',
  '  2. [sv] Andra steg',
  '',
  '[sv] Läs [vår blogg](https://example.com/blog/how-ai-increased-sales?utm=1 "Our blog") or <https://example.com/contact>.',
  '',
  CODE_BLOCK,
  '',
  '| [sv] Namn | [sv] Värde |',
  '| :--- | ---: |',
  '| [sv] Tid sparad | 70% |',
  '| [sv] Kostnad | -30% |',
  '',
  '[sv] Run `npm run build` och see https://example.com/results.',
].join('\n');

const BLOG = {
  title: 'How AI increased sales',
  excerpt: 'A guide for small companies.',
  content: CONTENT,
  category: 'AI Strategy',
};

interface FakeLogEntry {
  content: string;
  target: string;
  authorized: boolean;
}

async function fakeLog(): Promise<FakeLogEntry[]> {
  return (await (await fetch(`http://127.0.0.1:${FAKE_LLM_PORT}/__fake/log`)).json()) as FakeLogEntry[];
}

let adminToken: string;
let userToken: string;

beforeAll(async () => {
  // No post or case study of another file's: their categories would be names to agree on.
  await clearFirestore();
  [adminToken, userToken] = await Promise.all([signedInToken({ admin: true }), signedInToken()]);
});

describe('translateBlog as an admin', () => {
  it('returns the four fields translated with headings, lists, links, code and tables intact', async () => {
    const outcome = await callFunction('translateBlog', { ...BLOG, targetLang: 'sv' }, { idToken: adminToken });
    expect(outcome).toEqual({
      ok: true,
      httpStatus: 200,
      result: {
        title: '[sv] Hur AI ökade försäljning',
        excerpt: '[sv] A guide för små företag.',
        content: CONTENT_SV,
        category: '[sv] AI Strategi',
        image_alt: '',
      } satisfies TranslatedFields<typeof BLOG_TYPE>,
    });
  });

  it('never shows the model the code or the link addresses', async () => {
    await callFunction('translateBlog', { ...BLOG, targetLang: 'sv' }, { idToken: adminToken });
    const sent = (await fakeLog()).map((entry) => entry.content).join('\n');
    expect(sent).toContain('%%MD');
    expect(sent).not.toContain('https://');
    expect(sent).not.toContain('def hello');
    expect(sent).not.toContain('npm run build');
    expect((await fakeLog()).every((entry) => entry.authorized)).toBe(true);
  });

  it('keeps e-mail addresses as they are, unseen by the model, and refuses one the answer adds', async () => {
    const content = 'Write to info@example.com or <guide@example.com> for our guide.';
    const outcome = await callFunction<{ content: string }>(
      'translateBlog',
      { ...BLOG, content, targetLang: 'sv' },
      { idToken: adminToken },
    );
    expect(outcome.ok).toBe(true);
    if (outcome.ok) {
      expect(outcome.result.content).toContain('info@example.com');
      expect(outcome.result.content).toContain('<guide@example.com>');
    }
    expect((await fakeLog()).map((entry) => entry.content).join('\n')).not.toContain('@example.com');
  });

  it('translates Swedish into English', async () => {
    const outcome = await callFunction(
      'translateBlog',
      {
        title: 'Hej världen',
        excerpt: 'Snabbare resultat',
        content: '## Fördelar\n\n- Tid sparad',
        category: 'Strategi',
        targetLang: 'en',
      },
      { idToken: adminToken },
    );
    expect(outcome).toMatchObject({
      ok: true,
      result: {
        title: '[en] Hello world',
        excerpt: '[en] Faster results',
        content: '## [en] Benefits\n\n- [en] Time saved',
        category: '[en] Strategy',
      },
    });
  });

  it("gives a category the name the other posts already agree on, in either direction, else the machine's", async () => {
    const posts = adminDb().collection('blogs');
    const stored = [
      { category: 'Product Updates', category_sv: 'Produktnyheter' },
      { category: 'Product Updates', category_sv: 'Produktnyheter' },
      { category: 'Product Updates', category_sv: null },
      { category: 'Case Studies', category_sv: 'Kundcase' },
      { category: 'Case Studies', category_sv: 'Kundberättelser' },
    ];
    const refs = await Promise.all(stored.map((post) => posts.add(post)));
    try {
      const translated = async (category: string, targetLang: 'sv' | 'en') => {
        const outcome = await callFunction('translateBlog', { ...BLOG, category, targetLang }, { idToken: adminToken });
        return (outcome as { result?: { category?: string; title?: string } }).result;
      };
      // The name the posts agree on, the other fields translated as ever.
      expect(await translated('Product Updates', 'sv')).toMatchObject({
        category: 'Produktnyheter',
        title: '[sv] Hur AI ökade försäljning',
      });
      expect((await translated('Produktnyheter', 'en'))?.category).toBe('Product Updates');
      // Two names in use, or none yet: the machine's.
      expect((await translated('Case Studies', 'sv'))?.category).toBe('[sv] Case Studies');
      expect((await translated('AI Strategy', 'sv'))?.category).toBe('[sv] AI Strategi');
    } finally {
      await Promise.all(refs.map((ref) => ref.delete()));
    }
  });

  it('names the field of an invalid request', async () => {
    expect(await callFunction('translateBlog', { ...BLOG, targetLang: 'de' }, { idToken: adminToken })).toMatchObject({
      ok: false,
      error: { status: 'INVALID_ARGUMENT', message: "Invalid input: targetLang: must be 'en' or 'sv'" },
    });
    expect(
      await callFunction('translateBlog', { ...BLOG, title: '', targetLang: 'sv' }, { idToken: adminToken }),
    ).toMatchObject({ ok: false, error: { status: 'INVALID_ARGUMENT', message: 'Invalid input: title: is required' } });
    expect(
      await callFunction('translateBlog', { ...BLOG, content: 42, targetLang: 'sv' }, { idToken: adminToken }),
    ).toMatchObject({ ok: false, error: { message: 'Invalid input: content: must be text' } });
  });
});

describe('a request with some of the fields (what Translate All sends)', () => {
  it('translates a title alone, the model sees the title alone, and the other fields answer empty', async () => {
    const before = (await fakeLog()).length;
    const outcome = await callFunction(
      'translateBlog',
      { title: 'How AI increased sales', targetLang: 'sv' },
      { idToken: adminToken },
    );
    expect(outcome).toEqual({
      ok: true,
      httpStatus: 200,
      result: { title: '[sv] Hur AI ökade försäljning', excerpt: '', content: '', category: '', image_alt: '' },
    });
    expect((await fakeLog()).slice(before).map((entry) => entry.content)).toEqual(['How AI increased sales']);
  });

  it('gives a category sent alone the name the other posts agree on', async () => {
    const posts = adminDb().collection('blogs');
    const refs = await Promise.all(
      [1, 2].map(() => posts.add({ category: 'Partial Updates', category_sv: 'Delnyheter' })),
    );
    try {
      const outcome = await callFunction(
        'translateBlog',
        { category: 'Partial Updates', targetLang: 'sv' },
        { idToken: adminToken },
      );
      expect(outcome).toMatchObject({ ok: true, result: { category: 'Delnyheter', title: '' } });
    } finally {
      await Promise.all(refs.map((ref) => ref.delete()));
    }
  });

  /** A post's translation sources as the console saves them: each Swedish field's English source. */
  const sourcesOf = (id: string) =>
    adminDb().collection(TRANSLATION_SOURCES_COLLECTION).doc(translationSourcesId('blogs', id));
  const storeSources = (id: string, fields: Record<string, string>, english: Record<string, string>) =>
    sourcesOf(id).set({ fields, english });

  const categoryOfAs = async (request: Record<string, unknown>, idToken: string) =>
    (
      (await callFunction('translateBlog', request, { idToken })) as {
        result?: { category?: string };
      }
    ).result?.category;
  const categoryOf = (request: Record<string, unknown>) => categoryOfAs(request, adminToken);

  it('leaves the post being translated out of the agreed names when its Swedish category is out of date', async () => {
    const posts = adminDb().collection('blogs');
    // Renamed from another category in English; its Swedish still names the old one, and its
    // sources say so (the Swedish category was set for 'Old Category').
    const renamed = await posts.add({ category: 'Renamed Category', category_sv: 'Gammal kategori' });
    await storeSources(
      renamed.id,
      { category: textFingerprint('Old Category') },
      { category: textFingerprint('Renamed Category') },
    );
    try {
      const translated = (documentId?: string) =>
        categoryOf({ category: 'Renamed Category', targetLang: 'sv', ...(documentId && { documentId }) });
      // With its id or without (its stale name counts for no one): the machine's.
      expect(await translated(renamed.id)).toBe('[sv] Renamed Category');
      expect(await translated()).toBe('[sv] Renamed Category');
      // Another post that names it still counts.
      const other = await posts.add({ category: 'Renamed Category', category_sv: 'Omdöpt kategori' });
      try {
        expect(await translated(renamed.id)).toBe('Omdöpt kategori');
        expect(await translated()).toBe('Omdöpt kategori');
      } finally {
        await other.delete();
      }
      // Into English too: its stale pair does not say what 'Gammal kategori' is in English.
      const english = (documentId?: string) =>
        categoryOf({ category: 'Gammal kategori', targetLang: 'en', ...(documentId && { documentId }) });
      expect(await english(renamed.id)).toBe('[en] Gammal kategori');
      expect(await english()).toBe('[en] Gammal kategori');
      // Its sources are what leave it out: with none recorded (saved before they were kept) the
      // same post counts, its name agreed on, with its id as without.
      await sourcesOf(renamed.id).delete();
      expect(await translated(renamed.id)).toBe('Gammal kategori');
      expect(await translated()).toBe('Gammal kategori');
      expect(await english()).toBe('Renamed Category');
    } finally {
      await Promise.all([renamed.delete(), sourcesOf(renamed.id).delete()]);
    }
  });

  it("counts the post's own Swedish category while it is current: Translate gives back a name staff chose", async () => {
    const posts = adminDb().collection('blogs');
    // Named by hand for the English category it still has (alone in it).
    const chosen = await posts.add({ category: 'Chosen Category', category_sv: 'Vald kategori' });
    const translated = () => categoryOf({ category: 'Chosen Category', targetLang: 'sv', documentId: chosen.id });
    try {
      // No sources recorded (saved before they were kept): current, as the editor and lists count it.
      expect(await translated()).toBe('Vald kategori');
      await storeSources(
        chosen.id,
        { category: textFingerprint('Chosen Category') },
        { category: textFingerprint('Chosen Category') },
      );
      expect(await translated()).toBe('Vald kategori');
      // Into English, the same pair answers.
      expect(await categoryOf({ category: 'Vald kategori', targetLang: 'en', documentId: chosen.id })).toBe(
        'Chosen Category',
      );
      // Another post naming the category otherwise: two names, the machine's (as for any category).
      const other = await posts.add({ category: 'Chosen Category', category_sv: 'Annan kategori' });
      try {
        expect(await translated()).toBe('[sv] Chosen Category');
      } finally {
        await other.delete();
      }
    } finally {
      await Promise.all([chosen.delete(), sourcesOf(chosen.id).delete()]);
    }
  });

  it("leaves out the post's own Swedish category when the editor holds it empty (staff emptied it to have it named afresh)", async () => {
    const posts = adminDb().collection('blogs');
    // A caller of its own: the file's admin has the hour's translations of the tests above to count.
    const idToken = await signedInToken({ admin: true });
    const categoryOf = (request: Record<string, unknown>) => categoryOfAs(request, idToken);
    // Named by hand for the English category it still has, current: Translate would give it back.
    const emptied = await posts.add({ category: 'Emptied Category', category_sv: 'Tömd kategori' });
    await storeSources(
      emptied.id,
      { category: textFingerprint('Emptied Category') },
      { category: textFingerprint('Emptied Category') },
    );
    const request = { category: 'Emptied Category', targetLang: 'sv', documentId: emptied.id };
    try {
      expect(await categoryOf(request)).toBe('Tömd kategori');
      // Emptied in the editor: translated afresh, the machine's when no other post names it …
      expect(await categoryOf({ ...request, unnamed: ['category'] })).toBe('[sv] Emptied Category');
      // … the name the other posts agree on when they do.
      const other = await posts.add({ category: 'Emptied Category', category_sv: 'Annan tömd kategori' });
      try {
        expect(await categoryOf({ ...request, unnamed: ['category'] })).toBe('Annan tömd kategori');
      } finally {
        await other.delete();
      }
      // Into English too: the English category emptied, its own English name is not given back.
      const english = { category: 'Tömd kategori', targetLang: 'en', documentId: emptied.id };
      expect(await categoryOf(english)).toBe('Emptied Category');
      expect(await categoryOf({ ...english, unnamed: ['category'] })).toBe('[en] Tömd kategori');
    } finally {
      await Promise.all([emptied.delete(), sourcesOf(emptied.id).delete()]);
    }
  });

  it('does not let another post renamed into the category spoil the name the others agree on with its old Swedish one', async () => {
    const posts = adminDb().collection('blogs');
    // A caller of its own: the file's admin has the hour's translations of the tests above to count.
    const idToken = await signedInToken({ admin: true });
    const categoryOf = (request: Record<string, unknown>) => categoryOfAs(request, idToken);
    // One post named 'Logistik' for 'Logistics' (current); one without sources (saved before they
    // were kept: counts); one renamed from 'Transport' into 'Logistics' that still holds its old
    // Swedish 'Transport' (its sources say it was set for 'Transport').
    const [named, unrecorded, renamed] = await Promise.all([
      posts.add({ category: 'Logistics', category_sv: 'Logistik' }),
      posts.add({ category: 'Logistics', category_sv: 'Logistik' }),
      posts.add({ category: 'Logistics', category_sv: 'Transport' }),
    ]);
    await Promise.all([
      storeSources(named.id, { category: textFingerprint('Logistics') }, { category: textFingerprint('Logistics') }),
      storeSources(renamed.id, { category: textFingerprint('Transport') }, { category: textFingerprint('Logistics') }),
    ]);
    const third = await posts.add({ category: 'Logistics', category_sv: null });
    try {
      // A third post in 'Logistics' (with its id, or a new one without): the agreed 'Logistik'.
      expect(await categoryOf({ category: 'Logistics', targetLang: 'sv', documentId: third.id })).toBe('Logistik');
      expect(await categoryOf({ category: 'Logistics', targetLang: 'sv' })).toBe('Logistik');
      expect(await categoryOf({ category: 'Logistik', targetLang: 'en' })).toBe('Logistics');
      // The renamed post's old pair does not say what 'Transport' is in English.
      expect(await categoryOf({ category: 'Transport', targetLang: 'en' })).toBe('[en] Transport');
      // Once its Swedish is set for 'Logistics' (current), its name counts: two names, the machine's.
      await storeSources(
        renamed.id,
        { category: textFingerprint('Logistics') },
        { category: textFingerprint('Logistics') },
      );
      expect(await categoryOf({ category: 'Logistics', targetLang: 'sv', documentId: third.id })).toBe(
        '[sv] Logistics',
      );
    } finally {
      await Promise.all(
        [named, unrecorded, renamed, third].flatMap((ref) => [ref.delete(), sourcesOf(ref.id).delete()]),
      );
    }
  });

  it("refuses an emptied field that is not the type's category", async () => {
    expect(
      await callFunction(
        'translateBlog',
        { category: 'AI Strategy', targetLang: 'sv', unnamed: ['title'] },
        { idToken: adminToken },
      ),
    ).toMatchObject({
      ok: false,
      error: { status: 'INVALID_ARGUMENT', message: expect.stringMatching(/^Invalid input: unnamed/) },
    });
  });

  it("translates a case study's metrics sent alone, each name still paired with its value", async () => {
    const outcome = await callFunction(
      'translateCaseStudy',
      { metrics: [{ metric: 'Time saved', value: '3 weeks' }], targetLang: 'sv' },
      { idToken: adminToken },
    );
    expect(outcome).toMatchObject({
      ok: true,
      result: { metrics: [{ metric: '[sv] Tid sparad', value: '[sv] 3 veckor' }], title: '', challenge: '' },
    });
  });

  it('refuses a request with no field to translate', async () => {
    expect(await callFunction('translateBlog', { targetLang: 'sv' }, { idToken: adminToken })).toMatchObject({
      ok: false,
      error: { status: 'INVALID_ARGUMENT', message: 'Invalid input: request: has no field to translate' },
    });
  });
});

describe('translateBlog refuses', () => {
  // (Writers translate too: tests/functions/staff.test.ts.)
  it('a signed-in account that is not on the staff', async () => {
    expect(await callFunction('translateBlog', { ...BLOG, targetLang: 'sv' }, { idToken: userToken })).toEqual({
      ok: false,
      httpStatus: 403,
      error: {
        status: 'PERMISSION_DENIED',
        message: 'Only staff can translate content; this account has no access.',
        details: { reason: 'no-access' },
      },
    });
  });

  it('an anonymous caller', async () => {
    expect(await callFunction('translateBlog', { ...BLOG, targetLang: 'sv' })).toEqual({
      ok: false,
      httpStatus: 401,
      error: { status: 'UNAUTHENTICATED', message: 'Sign in with a staff account to translate content.' },
    });
  });
});

describe('translateBlog when the provider misbehaves', () => {
  it('gives a clear error when the provider fails', async () => {
    const outcome = await callFunction(
      'translateBlog',
      { ...BLOG, content: 'Hello [[fake-llm:fail]]', targetLang: 'sv' },
      { idToken: adminToken },
    );
    expect(outcome).toEqual({
      ok: false,
      httpStatus: 503,
      error: {
        status: 'UNAVAILABLE',
        message:
          'Translation failed: the translation provider answered HTTP 503: ' +
          'The fake model is overloaded (requested by [[fake-llm:fail]]).',
      },
    });
  });

  it('refuses an answer that lost code or links instead of returning a broken post', async () => {
    const outcome = await callFunction(
      'translateBlog',
      { ...BLOG, content: `${CONTENT}\n\n[[fake-llm:drop-code]]`, targetLang: 'sv' },
      { idToken: adminToken },
    );
    expect(outcome).toMatchObject({
      ok: false,
      error: {
        status: 'ABORTED',
        message: expect.stringMatching(
          /^Translation failed: the translation did not keep the code and link addresses intact .*Nothing was changed; please try again\.$/,
        ),
      },
    });
  });
});

describe('an answer that adds links, images or HTML', () => {
  it('is refused with the reason, as a model obeying a hidden instruction would answer', async () => {
    const outcome = await callFunction(
      'translateBlog',
      { ...BLOG, content: `${CONTENT}\n\nHello [[fake-llm:inject-link]]`, targetLang: 'sv' },
      { idToken: adminToken },
    );
    expect(outcome).toMatchObject({
      ok: false,
      httpStatus: 409,
      error: {
        status: 'ABORTED',
        message:
          'Translation failed: the translation added an image (https://evil.example/pixel.gif) and a link to ' +
          'https://evil.example/login that the original does not have. Nothing was changed; please try again.',
      },
    });
  });
});

describe('a limit per person', () => {
  it('refuses a member of staff over the hourly number of translations, with the wait, and serves the others', async () => {
    const limit = Number(demoParameter('TRANSLATION_RATE_LIMIT_PER_HOUR'));
    const [writer, other] = await Promise.all([signedInStaff('writer'), signedInStaff('writer')]);
    const short = { title: 'Hi', excerpt: 'Short', content: 'Text', category: 'AI', targetLang: 'sv' };
    // A request refused as invalid is not counted.
    expect(
      await callFunction('translateBlog', { ...short, targetLang: 'de' }, { idToken: writer.token }),
    ).toMatchObject({
      ok: false,
      error: { status: 'INVALID_ARGUMENT' },
    });
    for (let call = 0; call < limit; call++) {
      expect(await callFunction('translateBlog', short, { idToken: writer.token }), `call ${call + 1}`).toMatchObject({
        ok: true,
      });
    }
    const refused = { ...short, content: 'One translation too many' };
    expect(await callFunction('translateBlog', refused, { idToken: writer.token })).toEqual({
      ok: false,
      httpStatus: 429,
      error: {
        status: 'RESOURCE_EXHAUSTED',
        message: `Translation limit reached: at most ${limit} translations an hour per person. Try again in 60 minutes.`,
        details: { reason: 'rate-limited', retryAfterSeconds: expect.any(Number) },
      },
    });
    // The model was not asked.
    expect((await fakeLog()).some((entry) => entry.content.includes('One translation too many'))).toBe(false);
    // Another person is not held back.
    expect(await callFunction('translateBlog', short, { idToken: other.token })).toMatchObject({ ok: true });
  });
});

describe('a limit of text per person', () => {
  it('refuses a member of staff whose text of the hour would pass the characters allowed, and does not ask the model', async () => {
    const characters = Number(demoParameter('TRANSLATION_CHARACTERS_PER_HOUR'));
    const writer = await signedInStaff('writer');
    const paragraphs = (word: string, length: number) =>
      Array.from({ length: Math.ceil(length / 40) }, (_, index) => `${word} paragraph ${index}.`.padEnd(38, '.'))
        .join('\n\n')
        .slice(0, length);
    const post = (word: string, length: number) => ({
      title: 'Long',
      excerpt: 'Long',
      content: paragraphs(word, length),
      category: 'AI',
      targetLang: 'sv',
    });
    // Two posts of 100,000 characters go; a third of 60,000 would pass 250,000.
    for (const word of ['First', 'Second']) {
      expect(await callFunction('translateBlog', post(word, 100_000), { idToken: writer.token }), word).toMatchObject({
        ok: true,
      });
    }
    expect(await callFunction('translateBlog', post('Third', 60_000), { idToken: writer.token })).toEqual({
      ok: false,
      httpStatus: 429,
      error: {
        status: 'RESOURCE_EXHAUSTED',
        message:
          `Translation limit reached: at most ${characters.toLocaleString('en-US')} characters of text an hour per ` +
          'person, and this text needs more than is left. Try again in 60 minutes.',
        details: { reason: 'character-limit', retryAfterSeconds: expect.any(Number) },
      },
    });
    expect((await fakeLog()).some((entry) => entry.content.includes('Third paragraph'))).toBe(false);
    // What is left still goes.
    expect(await callFunction('translateBlog', post('Fourth', 40_000), { idToken: writer.token })).toMatchObject({
      ok: true,
    });
  });
});

/** A case study's required English fields, short. */
const SHORT_CASE_STUDY = {
  title: 'Faster invoicing',
  industry: 'Finance',
  challenge: 'Manual invoicing.',
  solution: 'Automation',
  results: 'Time saved',
};

describe('translateCaseStudy', () => {
  it('translates the six client-facing fields for an admin (testimonial optional)', async () => {
    const outcome = await callFunction(
      'translateCaseStudy',
      {
        title: 'Faster invoicing',
        industry: 'Finance',
        challenge: '## Challenge\n\nManual invoicing.',
        solution: '- Automation with [our tools](https://example.com/tools)',
        results: '| Name | Value |\n|---|---|\n| Time saved | 70% |',
        targetLang: 'sv',
      },
      { idToken: adminToken },
    );
    expect(outcome).toEqual({
      ok: true,
      httpStatus: 200,
      result: {
        title: '[sv] Snabbare fakturering',
        industry: '[sv] Finans',
        challenge: '## [sv] Utmaning\n\n[sv] Manuellt fakturering.',
        solution: '- [sv] Automatisering med [vår verktyg](https://example.com/tools)',
        results: '| [sv] Namn | [sv] Värde |\n|---|---|\n| [sv] Tid sparad | 70% |',
        metrics: [],
        testimonial: '',
        testimonial_role: '',
        image_alt: '',
      } satisfies TranslatedFields<typeof CASE_STUDY_TYPE>,
    });
  });

  it("translates the testimonial and its author's role", async () => {
    const outcome = await callFunction(
      'translateCaseStudy',
      {
        ...SHORT_CASE_STUDY,
        testimonial: 'Hello world',
        testimonial_role: 'Head of Finance',
        targetLang: 'sv',
      },
      { idToken: adminToken },
    );
    expect(outcome).toMatchObject({
      ok: true,
      result: { testimonial: '[sv] Hej världen', testimonial_role: '[sv] Head of Finans' },
    });
  });

  it("translates the cover's alt text, and refuses one over its limit", async () => {
    const outcome = await callFunction(
      'translateCaseStudy',
      { ...SHORT_CASE_STUDY, image_alt: 'Hello world', targetLang: 'sv' },
      { idToken: adminToken },
    );
    expect(outcome).toMatchObject({ ok: true, result: { image_alt: '[sv] Hej världen' } });
    const tooLong = await callFunction(
      'translateCaseStudy',
      { ...SHORT_CASE_STUDY, image_alt: 'x'.repeat(301), targetLang: 'sv' },
      { idToken: adminToken },
    );
    expect(tooLong).toMatchObject({
      ok: false,
      error: { status: 'INVALID_ARGUMENT', message: 'Invalid input: image_alt: must be at most 300 characters' },
    });
  });

  it('translates the metric names and values, each name still paired with its value', async () => {
    const outcome = await callFunction(
      'translateCaseStudy',
      {
        ...SHORT_CASE_STUDY,
        metrics: [
          { metric: 'Shorter sales cycle', value: '40%' },
          { metric: 'Time saved', value: '3 weeks' },
        ],
        targetLang: 'sv',
      },
      { idToken: adminToken },
    );
    expect(outcome).toMatchObject({
      ok: true,
      result: {
        metrics: [
          { metric: '[sv] Kortare försäljning cykel', value: '40%' },
          { metric: '[sv] Tid sparad', value: '[sv] 3 veckor' },
        ],
      },
    });
  });

  it('names the entry of invalid metrics', async () => {
    const request = { title: 't', industry: 'i', challenge: 'c', solution: 's', results: 'r', targetLang: 'sv' };
    expect(
      await callFunction('translateCaseStudy', { ...request, metrics: [{ metric: 'ROI' }] }, { idToken: adminToken }),
    ).toMatchObject({
      ok: false,
      error: { status: 'INVALID_ARGUMENT', message: 'Invalid input: metrics.0.value: is required' },
    });
    expect(
      await callFunction(
        'translateCaseStudy',
        { ...request, metrics: Array.from({ length: 9 }, () => ({ metric: 'a', value: 'b' })) },
        { idToken: adminToken },
      ),
    ).toMatchObject({ ok: false, error: { message: 'Invalid input: metrics: must have at most 8 entries' } });
  });

  it('is refused to non-admins', async () => {
    expect(
      await callFunction(
        'translateCaseStudy',
        { title: 't', industry: 'i', challenge: 'c', solution: 's', results: 'r', targetLang: 'sv' },
        { idToken: userToken },
      ),
    ).toMatchObject({ ok: false, error: { status: 'PERMISSION_DENIED' } });
  });
});

describe("a case study's industry (the agreed names, as a post's category)", () => {
  // A caller of its own: the file's admin has used most of the hour's translations above.
  let idToken: string;
  beforeAll(async () => {
    idToken = await signedInToken({ admin: true });
  });
  const studies = () => adminDb().collection('case_studies');
  const sourcesOf = (id: string) =>
    adminDb().collection(TRANSLATION_SOURCES_COLLECTION).doc(translationSourcesId('case_studies', id));
  const storeSources = (id: string, industry: string, englishIndustry: string) =>
    sourcesOf(id).set({
      fields: { industry: textFingerprint(industry) },
      english: { industry: textFingerprint(englishIndustry) },
    });
  /** The industry translateCaseStudy answers for the whole short case study with `request`'s fields. */
  const industryOf = async (request: Record<string, unknown>) => {
    const outcome = await callFunction<{ industry: string; title: string }>(
      'translateCaseStudy',
      { ...SHORT_CASE_STUDY, ...request },
      { idToken },
    );
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    return outcome.ok ? outcome.result.industry : undefined;
  };

  it("reuses the Swedish industry the other case studies agree on, in either direction, else the machine's", async () => {
    const stored = [
      { industry: 'Retail Trade', industry_sv: 'Detaljhandel' },
      { industry: 'Retail Trade', industry_sv: 'Detaljhandel' },
      { industry: 'Retail Trade', industry_sv: null },
      { industry: 'Health Care', industry_sv: 'Vård' },
      { industry: 'Health Care', industry_sv: 'Sjukvård' },
    ];
    const refs = await Promise.all(stored.map((study) => studies().add(study)));
    try {
      expect(await industryOf({ industry: 'Retail Trade', targetLang: 'sv' })).toBe('Detaljhandel');
      expect(await industryOf({ industry: 'Detaljhandel', targetLang: 'en' })).toBe('Retail Trade');
      // The other fields translated as ever.
      const outcome = await callFunction(
        'translateCaseStudy',
        { ...SHORT_CASE_STUDY, industry: 'Retail Trade', targetLang: 'sv' },
        { idToken },
      );
      expect(outcome).toMatchObject({ ok: true, result: { title: '[sv] Snabbare fakturering' } });
      // Two names in use, or none yet: the machine's.
      expect(await industryOf({ industry: 'Health Care', targetLang: 'sv' })).toBe('[sv] Health Care');
      expect(await industryOf({ industry: 'Finance', targetLang: 'sv' })).toBe('[sv] Finans');
      // Sent alone (what Translate All sends when only the industry's Swedish is missing).
      expect(
        await callFunction('translateCaseStudy', { industry: 'Retail Trade', targetLang: 'sv' }, { idToken }),
      ).toMatchObject({ ok: true, result: { industry: 'Detaljhandel', title: '' } });
    } finally {
      await Promise.all(refs.map((ref) => ref.delete()));
    }
  });

  it('gives a case study whose industry was renamed the agreed name of its new industry, never its old Swedish one', async () => {
    // Renamed from 'Old Industry' into 'Renamed Industry'; its Swedish still names the old one.
    const renamed = await studies().add({ industry: 'Renamed Industry', industry_sv: 'Gammal bransch' });
    await storeSources(renamed.id, 'Old Industry', 'Renamed Industry');
    try {
      const translated = (documentId?: string) =>
        industryOf({ industry: 'Renamed Industry', targetLang: 'sv', ...(documentId && { documentId }) });
      // With its id or without (its stale name counts for no one): the machine's (no other names it).
      expect(await translated(renamed.id)).toBe('[sv] Renamed Bransch');
      expect(await translated()).toBe('[sv] Renamed Bransch');
      // Another case study naming the industry: its name.
      const other = await studies().add({ industry: 'Renamed Industry', industry_sv: 'Omdöpt bransch' });
      try {
        expect(await translated(renamed.id)).toBe('Omdöpt bransch');
        expect(await translated()).toBe('Omdöpt bransch');
      } finally {
        await other.delete();
      }
      // Into English: the stale pair does not say what 'Gammal bransch' is in English.
      expect(await industryOf({ industry: 'Gammal bransch', targetLang: 'en', documentId: renamed.id })).toBe(
        '[en] Gammal industry',
      );
      expect(await industryOf({ industry: 'Gammal bransch', targetLang: 'en' })).toBe('[en] Gammal industry');
      // Its sources are what leave it out: with none recorded, the same case study counts.
      await sourcesOf(renamed.id).delete();
      expect(await translated()).toBe('Gammal bransch');
    } finally {
      await Promise.all([renamed.delete(), sourcesOf(renamed.id).delete()]);
    }
  });

  it('does not let another case study renamed into the industry spoil the name the others agree on with its old Swedish one', async () => {
    // 'Logistik' for 'Logistics' (current); one renamed from 'Transport' into 'Logistics' that
    // still holds its old Swedish 'Transport' (its sources say it was set for 'Transport').
    const [named, renamed, third] = await Promise.all([
      studies().add({ industry: 'Logistics', industry_sv: 'Logistik' }),
      studies().add({ industry: 'Logistics', industry_sv: 'Transport' }),
      studies().add({ industry: 'Logistics', industry_sv: null }),
    ]);
    await Promise.all([
      storeSources(named.id, 'Logistics', 'Logistics'),
      storeSources(renamed.id, 'Transport', 'Logistics'),
    ]);
    try {
      // A third case study in 'Logistics' (with its id, or a new one without): the agreed 'Logistik'.
      expect(await industryOf({ industry: 'Logistics', targetLang: 'sv', documentId: third.id })).toBe('Logistik');
      expect(await industryOf({ industry: 'Logistics', targetLang: 'sv' })).toBe('Logistik');
      expect(await industryOf({ industry: 'Logistik', targetLang: 'en' })).toBe('Logistics');
      expect(await industryOf({ industry: 'Transport', targetLang: 'en' })).toBe('[en] Transport');
      // Its Swedish set for 'Logistics' since (current): two names, the machine's.
      await storeSources(renamed.id, 'Logistics', 'Logistics');
      expect(await industryOf({ industry: 'Logistics', targetLang: 'sv', documentId: third.id })).toBe(
        '[sv] Logistics',
      );
    } finally {
      await Promise.all([named, renamed, third].flatMap((ref) => [ref.delete(), sourcesOf(ref.id).delete()]));
    }
  });

  it('keeps a Swedish industry staff chose by hand for the industry it still has; emptied in the editor, named afresh', async () => {
    const chosen = await studies().add({ industry: 'Chosen Industry', industry_sv: 'Vald bransch' });
    const request = { industry: 'Chosen Industry', targetLang: 'sv', documentId: chosen.id };
    try {
      // No sources recorded (saved before they were kept), then current sources: the name stays.
      expect(await industryOf(request)).toBe('Vald bransch');
      await storeSources(chosen.id, 'Chosen Industry', 'Chosen Industry');
      expect(await industryOf(request)).toBe('Vald bransch');
      expect(await industryOf({ industry: 'Vald bransch', targetLang: 'en', documentId: chosen.id })).toBe(
        'Chosen Industry',
      );
      // Staff emptied "Industry (Swedish)" in the editor: the machine's, as no other case study names it.
      expect(await industryOf({ ...request, unnamed: ['industry'] })).toBe('[sv] Chosen Bransch');
      // Another case study naming it otherwise: two names, the machine's.
      const other = await studies().add({ industry: 'Chosen Industry', industry_sv: 'Annan bransch' });
      try {
        expect(await industryOf(request)).toBe('[sv] Chosen Bransch');
        // Emptied: the other's name is the only one left, agreed on.
        expect(await industryOf({ ...request, unnamed: ['industry'] })).toBe('Annan bransch');
      } finally {
        await other.delete();
      }
    } finally {
      await Promise.all([chosen.delete(), sourcesOf(chosen.id).delete()]);
    }
  });
});
