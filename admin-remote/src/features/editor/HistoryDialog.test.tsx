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
