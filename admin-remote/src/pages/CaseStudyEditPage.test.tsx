import {
  type CaseStudy,
  type CaseStudyDraft,
  caseStudyFieldsSchema,
  caseStudyToFirestore,
  draftToCaseStudyFields,
  fieldIssues,
  METRIC_PART_MAX_LENGTH,
  METRICS_MAX_COUNT,
  textFingerprint,
} from '@app/domain';
import { caseStudy } from '@app/domain/testing';
import { useToasts } from '@app/platform';
import { useLocation } from '@app/platform/router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  caseStudyRevision,
  caseStudyRevisions,
  caseStudyTranslationSources,
  getCaseStudy,
  listCaseStudies,
  updateCaseStudy,
} from '../data/caseStudies';
import { type ContentRow, InvalidFieldsError } from '../data/collection';
import { matchAdminRoute } from '../routes';
import { mockHistory } from '../test/dataMocks';
import PlainMarkdownEditor from '../test/plainMarkdownEditor';
import { currentPath, renderAdmin } from '../test/render';
import ContentEditPage from './ContentEditPage';
import ContentListPage from './ContentListPage';

vi.mock('../data/caseStudies', () => ({
  listCaseStudies: vi.fn(),
  getCaseStudy: vi.fn(),
  createCaseStudy: vi.fn(),
  updateCaseStudy: vi.fn(),
  deleteCaseStudy: vi.fn(),
  caseStudyRevisions: vi.fn(),
  caseStudyRevision: vi.fn(),
  caseStudyTranslationSources: vi.fn(async () => ({})),
  caseStudySuggestions: vi.fn(async () => ({ values: {}, paired: {} })),
  caseStudyServerTime: vi.fn(async () => new Date()),
}));

vi.mock('../data/previewLinks', async () => (await import('../test/dataMocks')).previewLinksMock());

// Loaded with the test file, so the lazy editor resolves at once.
vi.mock('../features/editor/MarkdownEditor', () => ({ default: PlainMarkdownEditor }));

const STORED: CaseStudy = {
  id: 'cs-1',
  ...caseStudy({
    title: 'Routing assistant',
    slug: 'routing-assistant',
    client_name: 'Client AB',
    industry: 'Logistics',
    challenge: 'Manual routing.',
    solution: 'An assistant.',
    results: 'Minutes, not hours.',
    metrics: [
      { metric: 'Cost reduction', value: '40%' },
      { metric: 'Time saved', value: '12 h: per week' },
    ],
    metrics_sv: [{ metric: 'Minskade kostnader', value: '40 %' }],
    title_sv: 'Ruttassistent',
  }),
};

const savedAsTyped = async (loaded: CaseStudy, draft: CaseStudyDraft) => ({
  id: loaded.id,
  ...draftToCaseStudyFields(draft, { createdAt: loaded.created_at }),
});

const toasts = () => useToasts.getState().toasts.map((toast) => `${toast.title}: ${toast.description}`);

beforeEach(() => {
  vi.mocked(getCaseStudy).mockReset();
  vi.mocked(updateCaseStudy).mockReset();
  vi.mocked(caseStudyTranslationSources).mockReset().mockResolvedValue({});
  useToasts.setState({ toasts: [] });
});

async function openStored(stored: CaseStudy = STORED) {
  vi.mocked(getCaseStudy).mockResolvedValue(stored);
  await renderAdmin(<ContentEditPage typeId="caseStudies" id={stored.id} />, {
    url: `/admin/case-studies/${stored.id}/edit`,
  });
  await screen.findByRole('heading', { level: 1, name: 'Edit Case Study' });
}

/** The console's list and editor at their addresses (App.tsx without its lazy pages). */
function Console() {
  const route = matchAdminRoute(useLocation().pathname);
  if (route.page === 'list') return <ContentListPage typeId={route.typeId} />;
  if (route.page === 'edit') return <ContentEditPage typeId={route.typeId} id={route.id} />;
  return null;
}

describe('CaseStudyEditPage', () => {
  it('returns to the list with the focus on the saved case study’s Edit link', async () => {
    const other: CaseStudy = { id: 'cs-0', ...caseStudy({ title: 'Invoice robot', slug: 'invoice-robot' }) };
    const rows: ContentRow[] = [other, STORED].map((item) => ({ ...item, staleSwedish: [] }));
    vi.mocked(listCaseStudies).mockResolvedValue(rows);
    vi.mocked(getCaseStudy).mockResolvedValue(STORED);
    vi.mocked(updateCaseStudy).mockImplementation(savedAsTyped);
    await renderAdmin(<Console />, { url: '/admin/case-studies/cs-1/edit', language: 'sv' });
    fireEvent.change(await screen.findByLabelText(/^Kundens namn/), { target: { value: 'Client AB (Sverige)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara kundcase' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/case-studies'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Redigera Routing assistant' })).toHaveFocus());
  });

  it('says nothing of a redirect when a published case study’s slug changes: it has no public page to keep', async () => {
    await openStored();
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    fireEvent.change(slug, { target: { value: 'another-address' } });
    expect(slug).toHaveAccessibleDescription('Leave empty to make it from the title.');
  });

  it('shows stored metrics one per line as "Metric Name: Value" and saves them back unchanged', async () => {
    vi.mocked(getCaseStudy).mockResolvedValue(STORED);
    vi.mocked(updateCaseStudy).mockImplementation(async (loaded, draft: CaseStudyDraft) => ({
      id: loaded.id,
      ...draftToCaseStudyFields(draft, { createdAt: loaded.created_at }),
    }));
    await renderAdmin(<ContentEditPage typeId="caseStudies" id="cs-1" />, { url: '/admin/case-studies/cs-1/edit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Case Study' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Metrics' })).toHaveValue(
      'Cost reduction: 40%\nTime saved: 12 h: per week',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Case Study' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/case-studies'));
    const [, draft] = vi.mocked(updateCaseStudy).mock.lastCall ?? [];
    expect(draft && draftToCaseStudyFields(draft, {}).metrics).toEqual(STORED.metrics);
    expect(useToasts.getState().toasts.map((toast) => toast.description)).toContain('Case study updated successfully');
  });

  it("describes a cover without alt text by the client's name, as the case-study card does", async () => {
    vi.mocked(getCaseStudy).mockResolvedValue({ ...STORED, image_url: 'https://example.com/cover.png' });
    await renderAdmin(<ContentEditPage typeId="caseStudies" id={STORED.id} />, {
      url: `/admin/case-studies/${STORED.id}/edit`,
    });
    expect(await screen.findByRole('textbox', { name: 'Image alt text' })).toHaveAccessibleDescription(
      'What the image shows, for visitors who cannot see it. Left empty, the client name is used.',
    );
  });

  it('a new case study is published by default and refuses to save while required fields are empty', async () => {
    await renderAdmin(<ContentEditPage typeId="caseStudies" />, { url: '/admin/case-studies/new' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Case Study' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save Case Study' }));
    expect(useToasts.getState().toasts.map((toast) => `${toast.title}: ${toast.description}`)).toContain(
      'Missing fields: Please fill in all required fields',
    );
    // Each empty required field says so (the markdown parts too); the first has the focus.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Client Name/ })).toHaveAccessibleDescription(
      'Required: fill this in.',
    );
    for (const part of [/^Challenge/, /^Solution/, /^Results/]) {
      expect(screen.getByRole('group', { name: part })).toHaveAccessibleDescription('Required: fill this in.');
    }
    expect(screen.getByRole('textbox', { name: /^Testimonial$/ })).toHaveAttribute('aria-invalid', 'false');
  });

  it('the Swedish side edits the _sv fields; shared fields stay as they are', async () => {
    vi.mocked(getCaseStudy).mockResolvedValue(STORED);
    await renderAdmin(<ContentEditPage typeId="caseStudies" id="cs-1" />, { url: '/admin/case-studies/cs-1/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit Case Study' });
    fireEvent.click(screen.getByRole('button', { name: 'Swedish' }));
    expect(screen.getByRole('textbox', { name: 'Title (Swedish)' })).toHaveValue('Ruttassistent');
    expect(screen.getByRole('textbox', { name: 'Client Name' })).toHaveValue('Client AB');
    expect(await screen.findByRole('textbox', { name: 'Challenge (Swedish)' })).toHaveValue('');
  });

  it('says which metrics lines have no colon (saved as a metric without a value), in place of the hint', async () => {
    await openStored();
    const metrics = screen.getByRole('textbox', { name: 'Metrics' });
    fireEvent.change(metrics, { target: { value: 'ROI: 3x\nFaster onboarding' } });
    expect(metrics).toHaveAccessibleDescription(
      "Line 2 has no colon, so it is saved as a metric without a value. Write it as 'Metric Name: Value'.",
    );
    fireEvent.change(metrics, { target: { value: 'Faster\nROI: 3x\nCheaper' } });
    expect(metrics).toHaveAccessibleDescription(
      "Lines 1, 3 have no colon, so they are saved as metrics without a value. Write them as 'Metric Name: Value'.",
    );
    fireEvent.change(metrics, { target: { value: 'ROI: 3x' } });
    expect(metrics).toHaveAccessibleDescription("One per line as 'Metric Name: Value'");
  });

  it('the Swedish view has its own metrics box, saved as metrics_sv; the English metrics stay', async () => {
    vi.mocked(updateCaseStudy).mockImplementation(savedAsTyped);
    await openStored();
    fireEvent.click(screen.getByRole('button', { name: 'Swedish' }));
    const swedish = screen.getByRole('textbox', { name: 'Metrics (Swedish)' });
    expect(swedish).toHaveValue('Minskade kostnader: 40 %');
    expect(swedish).toHaveAccessibleDescription(
      "In Swedish, one per line as 'Metric Name: Value'. Left empty, Swedish visitors see the English metrics.",
    );
    expect(screen.queryByRole('textbox', { name: 'Metrics' })).not.toBeInTheDocument();
    fireEvent.change(swedish, { target: { value: 'Minskade kostnader: 40 %\n\nSparad tid: 12 h: i veckan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Case Study' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/case-studies'));
    const [, draft] = vi.mocked(updateCaseStudy).mock.lastCall ?? [];
    const saved = draft && draftToCaseStudyFields(draft, {});
    expect(saved?.metrics_sv).toEqual([
      { metric: 'Minskade kostnader', value: '40 %' },
      { metric: 'Sparad tid', value: '12 h: i veckan' },
    ]);
    expect(saved?.metrics).toEqual(STORED.metrics);
  });

  it('side by side, each column has its metrics box', async () => {
    await openStored();
    fireEvent.click(screen.getByRole('button', { name: 'Side by side' }));
    const english = screen.getByRole('region', { name: 'English' });
    const swedish = screen.getByRole('region', { name: 'Swedish' });
    expect(within(english).getByRole('textbox', { name: 'Metrics' })).toHaveValue(
      'Cost reduction: 40%\nTime saved: 12 h: per week',
    );
    expect(within(swedish).getByRole('textbox', { name: 'Metrics (Swedish)' })).toHaveValue('Minskade kostnader: 40 %');
    expect(within(swedish).queryByRole('textbox', { name: 'Metrics' })).not.toBeInTheDocument();
  });

  it('marks refused Swedish metrics at their box, by entry count and by part length, keeping what was typed', async () => {
    const tooMany = Array.from({ length: METRICS_MAX_COUNT + 1 }, (_, i) => ({ metric: `m${i}`, value: 'v' }));
    const tooLong = [{ metric: 'Sparad tid', value: 'å'.repeat(METRIC_PART_MAX_LENGTH + 1) }];
    const refuse = (metrics_sv: CaseStudy['metrics_sv']) =>
      new InvalidFieldsError(fieldIssues(caseStudyFieldsSchema, caseStudyToFirestore({ ...STORED, metrics_sv })));
    vi.mocked(updateCaseStudy).mockRejectedValueOnce(refuse(tooMany)).mockRejectedValueOnce(refuse(tooLong));
    await openStored();
    fireEvent.click(screen.getByRole('button', { name: 'Swedish' }));
    const typed = tooMany.map(({ metric, value }) => `${metric}: ${value}`).join('\n');
    fireEvent.change(screen.getByRole('textbox', { name: 'Metrics (Swedish)' }), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Case Study' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        `Some fields need changes: Metrics (Swedish): Too many: at most ${METRICS_MAX_COUNT} entries.`,
      ),
    );
    const box = screen.getByRole('textbox', { name: 'Metrics (Swedish)' });
    expect(box).toHaveValue(typed);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(`Too many: at most ${METRICS_MAX_COUNT} entries.`);
    expect(screen.getByRole('button', { name: 'Save Case Study' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Save Case Study' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        `Some fields need changes: Metrics (Swedish): Too long: at most ${METRIC_PART_MAX_LENGTH} characters.`,
      ),
    );
    // Typing in the box clears its mark.
    fireEvent.change(screen.getByRole('textbox', { name: 'Metrics (Swedish)' }), {
      target: { value: 'Sparad tid: 3' },
    });
    expect(screen.getByRole('textbox', { name: 'Metrics (Swedish)' })).toHaveAttribute('aria-invalid', 'false');
    expect(currentPath()).toBe('/admin/case-studies/cs-1/edit');
  });

  it('marks the Swedish metrics out of date when the English ones changed since, and current again when edited', async () => {
    // The Swedish metrics were written against English metrics the case study no longer has.
    vi.mocked(caseStudyTranslationSources).mockResolvedValue({ metrics: textFingerprint('Cost reduction: 30%') });
    await openStored();
    expect(await screen.findByText(/^Out of date: Metrics \(Swedish\)\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Swedish' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Metrics (Swedish)' }), {
      target: { value: 'Minskade kostnader: 40 %\nSparad tid: 12 h: i veckan' },
    });
    expect(screen.queryByText(/^Out of date/)).not.toBeInTheDocument();
  });

  it('an edit of the English metrics marks Swedish metrics written against the stored ones out of date', async () => {
    vi.mocked(caseStudyTranslationSources).mockResolvedValue({
      metrics: textFingerprint('Cost reduction: 40%\nTime saved: 12 h: per week'),
    });
    await openStored();
    expect(screen.queryByText(/^Out of date/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Metrics' }), { target: { value: 'Cost reduction: 45%' } });
    expect(screen.getByText(/^Out of date: Metrics \(Swedish\)\./)).toBeInTheDocument();
  });

  it("the history shows a version's change of the Swedish metrics and restores them", async () => {
    const version = (number: number, changes: Partial<CaseStudy>) => ({
      number,
      fields: { ...STORED, ...changes },
      savedAt: new Date(Date.UTC(2026, 10, 20, 8 + number, 5)),
      savedBy: 'anna@example.com',
      restoredFrom: null,
    });
    mockHistory(caseStudyRevisions, caseStudyRevision, [
      version(2, {}),
      version(1, { metrics_sv: [{ metric: 'Sparad tid', value: '3 veckor' }] }),
    ]);
    vi.mocked(updateCaseStudy).mockImplementation(savedAsTyped);
    await openStored();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version history' });
    const change = (await within(dialog).findByRole('heading', { name: 'Metrics (Swedish)' })).closest('section');
    expect(change?.querySelector('del')?.textContent).toBe('Removed: Sparad tid: 3 veckor\n');
    expect(change?.querySelector('ins')?.textContent).toBe('Added: Minskade kostnader: 40 %\n');

    const versions = within(dialog).getByRole('list', { name: 'Saved versions' });
    fireEvent.click(within(versions).getByRole('button', { name: /^Version 1/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(updateCaseStudy).toHaveBeenCalledTimes(1));
    const [, draft, options] = vi.mocked(updateCaseStudy).mock.lastCall ?? [];
    expect(options).toEqual({ restoredFrom: 1 });
    expect(draft && draftToCaseStudyFields(draft, {}).metrics_sv).toEqual([
      { metric: 'Sparad tid', value: '3 veckor' },
    ]);
  });
});
