import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render';
import { HistoryDialog } from './HistoryDialog';

describe('HistoryDialog', () => {
  it('says in a status region that the versions are loading, as the lists and the editor do', async () => {
    await renderAdmin(
      <HistoryDialog
        open
        onClose={() => undefined}
        load={() => new Promise<never>(() => undefined)}
        loadVersion={() => new Promise<never>(() => undefined)}
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
        loadVersion={(number) => Promise.resolve(saved(number, number))}
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

describe('HistoryDialog reads', () => {
  it('lists the versions from their summaries and reads the bodies of only the version chosen and the one before it', async () => {
    const summary = (number: number) => ({
      number,
      savedAt: new Date(`2026-12-07T00:0${number}:00Z`),
      savedBy: 'admin@example.com',
      restoredFrom: null,
    });
    const body = (number: number) => ({ ...summary(number), fields: { title: `Title ${number}` } });
    const loadVersion = vi.fn(async (number: number) => body(number));
    await renderAdmin(
      <HistoryDialog
        open
        onClose={() => undefined}
        load={() => Promise.resolve([summary(4), summary(3), summary(2), summary(1)])}
        loadVersion={loadVersion}
        label={(field) => field}
        unsaved={false}
        onRestore={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Version history' });
    // The newest is chosen: its body and the one it changed, to show what changed.
    expect(await within(dialog).findByText('Title 3')).toBeTruthy();
    expect(within(dialog).getByText('Title 4')).toBeTruthy();
    expect(loadVersion.mock.calls.map(([number]) => number).sort()).toEqual([3, 4]);

    fireEvent.click(within(dialog).getByRole('button', { name: /^Version 2\b/ }));
    expect(await within(dialog).findByText('Title 2')).toBeTruthy();
    // Version 3 read already: only version 1 more.
    expect(loadVersion.mock.calls.map(([number]) => number).sort()).toEqual([1, 2, 3, 4]);
    expect(within(dialog).getByRole('button', { name: 'Restore version 2' })).toBeEnabled();
  });

  it('says so when the version chosen cannot be read, and offers no restore of it', async () => {
    await renderAdmin(
      <HistoryDialog
        open
        onClose={() => undefined}
        load={() =>
          Promise.resolve([3, 2, 1].map((number) => ({ number, savedAt: null, savedBy: null, restoredFrom: null })))
        }
        loadVersion={() => Promise.reject(new Error('offline'))}
        label={(field) => field}
        unsaved={false}
        onRestore={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Version history' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Version 2\b/ }));
    expect(await within(dialog).findByText('This version could not be loaded. Choose it again to retry.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Restore version 2' })).toBeDisabled();
  });
});

describe('HistoryDialog changes', () => {
  it('names no change of when the content last changed, which every save of a change dates anew', async () => {
    const version = (number: number) => ({
      number,
      savedAt: null,
      savedBy: null,
      restoredFrom: null,
      fields: { title: 'Same', updated_at: new Date(`2026-12-07T00:0${number}:00Z`) },
    });
    await renderAdmin(
      <HistoryDialog
        open
        onClose={() => undefined}
        load={() => Promise.resolve([version(2), version(1)].map(({ fields: _fields, ...summary }) => summary))}
        loadVersion={(number) => Promise.resolve(version(number))}
        label={(field) => field}
        unsaved={false}
        onRestore={() => undefined}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Version history' });
    expect(await within(dialog).findByText('This save changed no field.')).toBeTruthy();
    expect(within(dialog).queryByText('updated_at')).toBeNull();
  });
});
