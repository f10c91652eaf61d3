import { type CaseStudy, type CaseStudyDraft, draftToCaseStudyFields } from '@app/domain';
import { caseStudy } from '@app/domain/testing';
import { useToasts } from '@app/platform';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCaseStudy, updateCaseStudy } from '../data/caseStudies';
import PlainMarkdownEditor from '../test/plainMarkdownEditor';
import { currentPath, renderAdmin } from '../test/render';
import ContentEditPage from './ContentEditPage';

vi.mock('../data/caseStudies', () => ({
  listCaseStudies: vi.fn(),
  getCaseStudy: vi.fn(),
  createCaseStudy: vi.fn(),
  updateCaseStudy: vi.fn(),
  deleteCaseStudy: vi.fn(),
  caseStudyRevisions: vi.fn(),
  caseStudyTranslationSources: vi.fn(async () => ({})),
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
    title_sv: 'Ruttassistent',
  }),
};

beforeEach(() => {
  vi.mocked(getCaseStudy).mockReset();
  vi.mocked(updateCaseStudy).mockReset();
  useToasts.setState({ toasts: [] });
});

describe('CaseStudyEditPage', () => {
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
});
