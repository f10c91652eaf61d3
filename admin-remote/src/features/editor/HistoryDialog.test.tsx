import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render';
import { HistoryDialog } from './HistoryDialog';

describe('HistoryDialog', () => {
  it('says in a status region that the versions are loading, as the lists and the editor do', async () => {
    await renderAdmin(
      <HistoryDialog
        open
        onClose={() => undefined}
        load={() => new Promise<never>(() => undefined)}
        label={(field) => field}
        unsaved={false}
        onRestore={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Version history' });
    const status = within(dialog).getByRole('status');
    expect(within(status).getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
  });
});

describe('HistoryDialog versions', () => {
  it('lists each saved version as an item of the Saved versions list, holding its button (axe: a list holds items only)', async () => {
    const saved = (number: number, minute: number) => ({
      number,
      fields: { title: `Title ${number}` },
      savedAt: new Date(`2026-12-07T00:${String(minute).padStart(2, '0')}:00Z`),
      savedBy: 'admin@example.com',
      restoredFrom: null,
    });
    await renderAdmin(
      <HistoryDialog
        open
        onClose={() => undefined}
        load={() => Promise.resolve([saved(3, 10), saved(2, 5), saved(1, 1)])}
        label={(field) => field}
        unsaved={false}
        onRestore={() => undefined}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Saved versions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    expect(within(items[0] as HTMLElement).getByRole('button', { name: /^Version 3\b/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

describe('HistoryDialog changes', () => {
  it("lists the author's changes only: the content's last-changed time, which every text save moves, is the save's own time, not a change", async () => {
    const version = (number: number, excerpt: string, updatedAt: Date | null) => ({
      number,
      fields: { excerpt, updated_at: updatedAt },
      savedAt: new Date(`2026-12-07T14:0${number}:00Z`),
      savedBy: 'admin@example.com',
      restoredFrom: null,
    });
    await renderAdmin(
      <HistoryDialog
        open
        onClose={() => undefined}
        load={() =>
          Promise.resolve([
            version(2, 'Second excerpt', new Date('2026-12-07T14:02:00Z')),
            version(1, 'Original excerpt', null),
          ])
        }
        label={(field) => `label of ${field}`}
        unsaved={false}
        onRestore={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Version history' });
    await within(dialog).findByRole('heading', { name: 'What version 2 changed' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['label of excerpt']);
  });
});
