import { caseStudyForLanguage } from '@app/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { caseStudy } from '../test/fixtures';
import { currentLocation, expectOpensBooking, renderPage } from '../test/render';
import CaseStudiesPage from './CaseStudiesPage';

const listPublishedCaseStudies = vi.fn();
// The list as the data layer reads it, paged as readCaseStudiesPage pages it (its reads are
// caseStudies.test.ts's); in the browser the server's answer of that page (fetchCaseStudiesPage).
vi.mock('../data/caseStudies', async (importOriginal) => {
  const { CASE_STUDIES_PAGE_SIZE, listPage } = await import('@app/domain');
  const readCaseStudiesPage = async (page: number) =>
    listPage(await listPublishedCaseStudies(), page, CASE_STUDIES_PAGE_SIZE);
  return {
    ...(await importOriginal<typeof import('../data/caseStudies')>()),
    readCaseStudiesPage,
    fetchCaseStudiesPage: ({ page }: { page: number }) => readCaseStudiesPage(page),
  };
});

const STUDIES = [
  caseStudy({
    id: 'c1',
    title: 'Faster orders at Acme',
    title_sv: 'Snabbare order hos Acme',
    industry_sv: 'Handel',
    challenge_sv: 'Manuell orderhantering.',
    results_sv: 'Ordrar hanteras **dubbelt så snabbt**.',
    testimonial_sv: 'Det förändrade hur vi arbetar.',
    metrics_sv: [
      { metric: 'Sparad tid', value: '50 %' },
      { metric: 'Avkastning', value: '3x' },
    ],
  }),
  caseStudy({
    id: 'c2',
    title: 'Smarter invoicing',
    client_name: 'Beta AB',
    image_url: null,
    metrics: null,
    testimonial: null,
  }),
  caseStudy({
    id: 'c3',
    title: 'Fewer errors',
    title_sv: 'Färre fel',
    client_name: 'Gamma AB',
    image_url: null,
    metrics: [{ metric: 'Shorter sales cycle', value: '3 weeks' }],
    metrics_sv: null,
  }),
];

async function renderStudies(language: 'en' | 'sv' = 'en', url = '/case-studies') {
  const rendered = await renderPage(<CaseStudiesPage />, { url, path: '/case-studies', language });
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  return rendered;
}

/** `count` stories, newest (1) first. */
const manyStudies = (count: number) =>
  Array.from({ length: count }, (_, n) =>
    caseStudy({ id: `s${n + 1}`, title: `Story ${n + 1}`, title_sv: `Berättelse ${n + 1}`, image_url: null }),
  );
const storyTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
/** The named page navigation's parts: its links as [text, address], its position as text. */
const pageLinks = (name: string) =>
  [...screen.getByRole('navigation', { name }).children].map((part) =>
    part.tagName === 'A' ? [part.textContent, part.getAttribute('href')] : part.textContent,
  );
const headLink = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');

describe('CaseStudiesPage', () => {
  beforeEach(() => {
    listPublishedCaseStudies.mockReset();
    listPublishedCaseStudies.mockResolvedValue(STUDIES);
  });

  it('shows one card per published case study with image, industry, title, challenge, solution and metrics', async () => {
    await renderPage(<CaseStudiesPage />, { url: '/case-studies', path: '/case-studies' });
    expect(screen.getByRole('progressbar', { name: 'Loading case studies' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('heading', { level: 1, name: 'Success Stories' })).toBeInTheDocument();
    const [first] = screen.getAllByRole('article');
    const card = within(first as HTMLElement);
    expect(card.getByRole('img', { name: 'Acme AB' })).toHaveAttribute('loading', 'lazy');
    expect(card.getByText('Retail')).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 2, name: 'Faster orders at Acme' })).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 3, name: 'Challenge' })).toBeInTheDocument();
    expect(card.getByRole('heading', { level: 3, name: 'Solution' })).toBeInTheDocument();
    expect(card.getByText('Manual order handling.')).toBeInTheDocument();
    const metrics = card.getByLabelText('Key results');
    expect(within(metrics).getByText('50%')).toBeInTheDocument();
    expect(within(metrics).getByText('Time saved')).toBeInTheDocument();
    expect(within(metrics).queryByText('Sparad tid')).not.toBeInTheDocument();
  });

  it.each(['en', 'sv'] as const)(
    "shows in %s the same cards from stories with only that language's text (what /api/case-studies answers)",
    async (language) => {
      const studies = [
        ...STUDIES,
        caseStudy({ id: 'c4', title: 'Alt text', image_alt: 'A chart', image_alt_sv: ' ', testimonial_sv: '  ' }),
      ];
      // React's useId differs between two renders of one tree; the rest must not.
      const cards = () =>
        screen.getAllByRole('article').map((card) => card.outerHTML.replace(/([«_:])r[0-9a-z]+\1|«r[0-9a-z]+»/g, 'ID'));
      listPublishedCaseStudies.mockResolvedValue(studies);
      await renderStudies(language);
      const whole = cards();
      cleanup();
      listPublishedCaseStudies.mockResolvedValue(studies.map((story) => caseStudyForLanguage(story, language)));
      await renderStudies(language);
      expect(cards()).toEqual(whole);
    },
  );

  it('shows the Swedish metric names and values in Swedish, and the English ones marked lang="en" where there are none', async () => {
    await renderStudies('sv');
    const translated = screen.getByRole('heading', { level: 2, name: 'Snabbare order hos Acme' }).closest('article');
    if (!translated) throw new Error('no card');
    const swedish = within(translated).getByLabelText('Nyckelresultat');
    expect([...swedish.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Sparad tid', 'Avkastning']);
    expect([...swedish.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['50 %', '3x']);
    expect(within(swedish).queryByText('Time saved')).not.toBeInTheDocument();
    expect(within(swedish).getByText('Sparad tid').closest('[lang]')).toBeNull();

    const untranslated = screen.getByRole('heading', { level: 2, name: 'Färre fel' }).closest('article');
    if (!untranslated) throw new Error('no card');
    const english = within(untranslated).getByLabelText('Nyckelresultat');
    // The figures are English; the list's own name stays Swedish.
    expect(english).not.toHaveAttribute('lang');
    expect(within(english).getByText('Shorter sales cycle').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(within(english).getByText('3 weeks').closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('"Read Full Case Study" is a native disclosure under the story holding the results and testimonial', async () => {
    await renderStudies();
    const [first] = screen.getAllByRole('article');
    const details = (first as HTMLElement).querySelector('details');
    const summary = details?.querySelector('summary');
    expect(details?.open).toBe(false);
    // Both labels are there; CSS shows "Read Full Case Study" closed and "Show Less" open.
    expect(summary?.textContent).toBe('Read Full Case Study – Faster orders at AcmeShow Less – Faster orders at Acme');
    const card = within(details as HTMLElement);
    expect(card.getByRole('heading', { level: 3, name: 'Results', hidden: true })).toBeInTheDocument();
    expect(card.getByText('twice as fast').tagName).toBe('STRONG');
    expect(card.getByText('It changed how we work.', { exact: false })).toBeInTheDocument();
    expect(card.getByText('Eva Ek', { exact: false })).toBeInTheDocument();
  });

  it.each([
    ['en', ['Faster orders at Acme', 'Smarter invoicing', 'Fewer errors'], ['en', 'en', 'en']],
    ['sv', ['Snabbare order hos Acme', 'Smarter invoicing', 'Färre fel'], ['sv', 'en', 'sv']],
  ] as const)(
    '(%s) each "Read Full Case Study" names its story, so the three are told apart out of context',
    async (language, titles, langs) => {
      await renderStudies(language);
      const summaries = screen.getAllByRole('article').map((card) => card.querySelector('summary') as HTMLElement);
      const read = language === 'sv' ? 'Läs hela kundcaset' : 'Read Full Case Study';
      const less = language === 'sv' ? 'Visa mindre' : 'Show Less';
      summaries.forEach((summary, index) => {
        const title = titles[index] as string;
        // The visible label first (label in name), then the story's title, hidden, in its own language.
        expect(summary.textContent).toBe(`${read} – ${title}${less} – ${title}`);
        for (const named of within(summary).getAllByText(title)) {
          expect(named.closest('[lang]')?.getAttribute('lang') ?? language).toBe(langs[index]);
        }
      });
    },
  );

  it('follows the language: Swedish text where it exists, English otherwise', async () => {
    await renderStudies('sv');
    expect(screen.getByRole('heading', { level: 1, name: 'Framgångsberättelser' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Snabbare order hos Acme' })).toBeInTheDocument();
    expect(screen.getByText('Handel')).toBeInTheDocument();
    expect(screen.getByText('Manuell orderhantering.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Smarter invoicing' })).toBeInTheDocument();
    expect(document.querySelector('summary')?.textContent).toContain('Läs hela kundcaset');
    expect(screen.getByText('dubbelt så snabbt')).toBeInTheDocument();
    expect(screen.getByText('Det förändrade hur vi arbetar.', { exact: false })).toBeInTheDocument();
  });

  it('marks the English a Swedish reader is shown where a story has no Swedish as English (lang="en")', async () => {
    await renderStudies('sv');
    const translated = screen.getByRole('heading', { level: 2, name: 'Snabbare order hos Acme' });
    expect(translated).not.toHaveAttribute('lang');
    expect(screen.getByText('Handel').closest('[lang]')).toBeNull();
    expect(screen.getByText('Manuell orderhantering.').closest('[lang]')).toBeNull();
    // Its solution has no Swedish: that part alone is English.
    expect(screen.getAllByText('An AI order assistant.')[0]?.closest('[lang]')).toHaveAttribute('lang', 'en');
    const english = screen.getByRole('heading', { level: 2, name: 'Smarter invoicing' });
    expect(english).toHaveAttribute('lang', 'en');
    const card = english.closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Retail').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(within(card).getByText('Manual order handling.').closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it("shows a cover's alt text in the page's language, the English one marked as English where there is no Swedish", async () => {
    const cover = 'https://cdn.example/acme.jpg';
    listPublishedCaseStudies.mockResolvedValue([
      caseStudy({
        id: 'a',
        title: 'A',
        client_name: 'Acme AB',
        image_url: cover,
        image_alt: 'A warehouse',
        image_alt_sv: 'Ett lager',
      }),
      caseStudy({
        id: 'b',
        title: 'B',
        client_name: 'Beta AB',
        image_url: cover,
        image_alt: 'An office',
        image_alt_sv: null,
      }),
      caseStudy({ id: 'c', title: 'C', client_name: 'Gamma AB', image_url: cover, image_alt: null }),
    ]);
    await renderStudies('sv');
    expect(screen.getByRole('img', { name: 'Ett lager' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('img', { name: 'An office' })).toHaveAttribute('lang', 'en');
    // Without alt text, the client's name: a name, in no language of its own.
    expect(screen.getByRole('img', { name: 'Gamma AB' })).not.toHaveAttribute('lang');
    cleanup();
    await renderStudies('en');
    expect(screen.getByRole('img', { name: 'A warehouse' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('img', { name: 'An office' })).not.toHaveAttribute('lang');
  });

  it('marks nothing on the English page', async () => {
    await renderStudies('en');
    expect(document.querySelectorAll('main [lang], article [lang], article[lang]')).toHaveLength(0);
  });

  it('shows the empty state when there are none or loading fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    listPublishedCaseStudies.mockRejectedValue(new Error('offline'));
    await renderStudies();
    expect(screen.getByText('No case studies available yet.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it("shows ten stories a page, newest first, with the blog's previous and next links and rel links", async () => {
    listPublishedCaseStudies.mockResolvedValue(manyStudies(23));
    const { unmount } = await renderStudies();
    expect(storyTitles()).toEqual(Array.from({ length: 10 }, (_, n) => `Story ${n + 1}`));
    expect(pageLinks('Pages of case studies')).toEqual(['Page 1 of 3', ['Next page', '/case-studies?page=2']]);
    expect([headLink('prev'), headLink('canonical'), headLink('next')]).toEqual([
      undefined,
      expect.stringMatching(/[^v]\/case-studies$/),
      expect.stringMatching(/\/case-studies\?page=2$/),
    ]);
    expect(document.title).toMatch(/^Success Stories/);
    // The closing call to action is on every page.
    expect(screen.getByRole('button', { name: 'Schedule a Consultation' })).toBeInTheDocument();
    unmount();

    await renderStudies('sv', '/case-studies?page=3');
    expect(storyTitles()).toEqual(['Berättelse 21', 'Berättelse 22', 'Berättelse 23']);
    expect(pageLinks('Sidor med kundcase')).toEqual([['Föregående sida', '/case-studies?page=2'], 'Sida 3 av 3']);
    expect([headLink('prev'), headLink('canonical'), headLink('next')]).toEqual([
      expect.stringMatching(/\/sv\/case-studies\?page=2$/),
      expect.stringMatching(/\/sv\/case-studies\?page=3$/),
      undefined,
    ]);
    expect(document.head.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute('href')).toMatch(
      /[^v]\/case-studies\?page=3$/,
    );
    expect(document.title).toContain('Sida 3 av 3');
    expect(screen.getByRole('button', { name: 'Boka en konsultation' })).toBeInTheDocument();
  });

  it('shows no page links when every story fits on one page', async () => {
    listPublishedCaseStudies.mockResolvedValue(manyStudies(10));
    await renderStudies();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Pages of case studies' })).toBeNull();
    expect(headLink('next')).toBeUndefined();
  });

  it('moves a junk page number to the first page, and answers a page beyond the last with a way back', async () => {
    listPublishedCaseStudies.mockResolvedValue(manyStudies(23));
    for (const junk of ['0', '-1', 'x']) {
      const { unmount } = await renderPage(<CaseStudiesPage />, {
        url: `/case-studies?page=${junk}`,
        path: '/case-studies',
      });
      await waitFor(() => expect(currentLocation()).toBe('/case-studies'));
      unmount();
    }
    await renderStudies('en', '/case-studies?page=4');
    expect(screen.getByText('There is no page 4 of case studies.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/case-studies');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('"Schedule a Consultation" opens the booking dialog', async () => {
    await renderStudies();
    expectOpensBooking(screen.getByRole('button', { name: 'Schedule a Consultation' }));
  });
});
