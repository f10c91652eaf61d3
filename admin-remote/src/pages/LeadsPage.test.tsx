import type { LeadInboxRow, ResendLeadResult } from '@app/domain';
import { useToasts } from '@app/platform';
import { currentLocation } from '@app/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadFilters } from '../data/leads';
import { renderAdmin } from '../test/render';
import LeadsPage from './LeadsPage';

const listLeads = vi.fn<(filters: LeadFilters) => Promise<LeadInboxRow[]>>();
const resendLead = vi.fn<(id: string) => Promise<ResendLeadResult>>();
vi.mock('../data/leads', () => ({
  LEADS_INBOX_LIMIT: 200,
  listLeads: (filters: LeadFilters) => listLeads(filters),
  resendLead: (id: string) => resendLead(id),
  resendErrorMessage: (error: unknown) => (error instanceof Error ? error.message : undefined),
}));

function row(overrides: Partial<LeadInboxRow>): LeadInboxRow {
  return {
    id: 'lead-1',
    type: 'newsletter',
    email: 'anna@example.se',
    // 12:05 UTC: 13:05 in Stockholm.
    createdAt: new Date('2026-03-01T12:05:00Z'),
    state: 'delivered',
    attempts: 1,
    lastAttemptAt: new Date('2026-03-01T12:05:01Z'),
    lastError: null,
    expiresAt: new Date('2029-03-01T12:05:00Z'),
    ...overrides,
  };
}

const ROWS = [
  row({
    id: 'new',
    type: 'contact',
    email: 'eva@example.se',
    state: 'failed',
    attempts: 4,
    lastError: 'webhook answered HTTP 500',
  }),
  row({
    id: 'mid',
    type: 'quiz',
    email: 'olle@example.se',
    state: 'retrying',
    attempts: 2,
    lastError: 'webhook unreachable',
  }),
  row({ id: 'old', email: 'anna@example.se', createdAt: new Date('2026-02-01T08:00:00Z') }),
];

const toasts = () => useToasts.getState().toasts.map(({ kind, title, description }) => ({ kind, title, description }));
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Leads' }))
    .getAllByRole('row')
    .slice(1);
const cells = (tableRow: HTMLElement) =>
  within(tableRow)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  listLeads.mockReset();
  resendLead.mockReset();
  useToasts.setState({ toasts: [] });
});

describe('LeadsPage', () => {
  it('lists the leads in the order given (newest first) with kind, e-mail, Stockholm time, state and attempts', async () => {
    listLeads.mockResolvedValue(ROWS);
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });

    expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Leads', selected: true })).toHaveAttribute('href', '/admin/leads');
    expect(screen.getByRole('tab', { name: 'Blogs' })).toHaveAttribute('href', '/admin/blog');
    await screen.findByRole('table', { name: 'Leads' });
    expect(listLeads).toHaveBeenCalledWith({ type: undefined, state: undefined });
    expect(bodyRows().map(cells)).toEqual([
      [
        'Contact',
        'eva@example.se',
        'Mar 1, 2026, 1:05 PM',
        'FailedLast error: webhook answered HTTP 500',
        '4',
        'Resend',
      ],
      ['Quiz', 'olle@example.se', 'Mar 1, 2026, 1:05 PM', 'RetryingLast error: webhook unreachable', '2', ''],
      ['Newsletter', 'anna@example.se', 'Feb 1, 2026, 9:00 AM', 'Delivered', '1', ''],
    ]);
    // Only the failed lead can be resent.
    expect(screen.getAllByRole('button', { name: /^Resend the lead from/ })).toHaveLength(1);
  });

  it('filters by kind and state, kept in the address', async () => {
    listLeads.mockResolvedValue([]);
    await renderAdmin(<LeadsPage />, { url: '/admin/leads?state=failed' });
    await screen.findByText('No leads match these filters.');
    expect(listLeads).toHaveBeenLastCalledWith({ type: undefined, state: 'failed' });
    const states = screen.getByRole('group', { name: 'Filter by delivery state' });
    expect(within(states).getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Filter by kind' })).getByRole('button', { name: 'Contact' }),
    );
    await waitFor(() => expect(listLeads).toHaveBeenLastCalledWith({ type: 'contact', state: 'failed' }));
    expect(currentLocation()).toBe('/admin/leads?state=failed&kind=contact');

    await userEvent.click(within(states).getByRole('button', { name: 'All states' }));
    await waitFor(() => expect(listLeads).toHaveBeenLastCalledWith({ type: 'contact', state: undefined }));
    expect(currentLocation()).toBe('/admin/leads?kind=contact');
  });

  it('ignores filter values it does not know', async () => {
    listLeads.mockResolvedValue([]);
    await renderAdmin(<LeadsPage />, { url: '/admin/leads?kind=spam&state=lost' });
    await screen.findByText('No leads match these filters.');
    expect(listLeads).toHaveBeenLastCalledWith({ type: undefined, state: undefined });
  });

  it('resends a failed lead: the row shows delivered and a toast says so', async () => {
    listLeads.mockResolvedValue(ROWS);
    resendLead.mockResolvedValue({ state: 'delivered', attempts: 5, lastError: null });
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the lead from eva@example.se' }));

    expect(resendLead).toHaveBeenCalledWith('new');
    await waitFor(() => expect(cells(bodyRows()[0] as HTMLElement).slice(3)).toEqual(['Delivered', '5', '']));
    expect(toasts()).toContainEqual({
      kind: 'success',
      title: 'Lead delivered',
      description: 'The lead from eva@example.se reached the automation.',
    });
  });

  it('says why when the resend fails again or is refused', async () => {
    listLeads.mockResolvedValue(ROWS);
    resendLead.mockResolvedValueOnce({ state: 'failed', attempts: 5, lastError: 'webhook answered HTTP 503' });
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    const button = await screen.findByRole('button', { name: 'Resend the lead from eva@example.se' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'error',
        title: 'Resend failed',
        description: 'The lead from eva@example.se could not be delivered: webhook answered HTTP 503',
      }),
    );
    expect(cells(bodyRows()[0] as HTMLElement).slice(3)).toEqual([
      'FailedLast error: webhook answered HTTP 503',
      '5',
      'Resend',
    ]);

    resendLead.mockRejectedValueOnce(new Error('Only a failed lead can be resent; this one is delivered.'));
    await userEvent.click(button);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        kind: 'error',
        title: 'Resend failed',
        description: 'Only a failed lead can be resent; this one is delivered.',
      }),
    );
  });

  it('speaks Swedish', async () => {
    listLeads.mockResolvedValue([ROWS[0] as LeadInboxRow]);
    await renderAdmin(<LeadsPage />, { url: '/admin/leads', language: 'sv' });
    await screen.findByRole('table', { name: 'Leads' });
    expect(cells(bodyRows()[0] as HTMLElement)).toEqual([
      'Kontakt',
      'eva@example.se',
      '1 mars 2026 13:05',
      'MisslyckadSenaste fel: webhook answered HTTP 500',
      '4',
      'Skicka igen',
    ]);
    expect(screen.getByRole('group', { name: 'Filtrera på leveransstatus' })).toBeInTheDocument();
  });

  it('shows a toast when the leads cannot be read', async () => {
    listLeads.mockRejectedValue(new Error('permission-denied'));
    await renderAdmin(<LeadsPage />, { url: '/admin/leads' });
    await screen.findByText('No leads match these filters.');
    expect(toasts()).toContainEqual({ kind: 'error', title: 'Error', description: 'Failed to load leads' });
  });
});
