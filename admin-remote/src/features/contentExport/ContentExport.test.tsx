import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContentExportError, type ExportedArchive } from '../../data/contentExport';
import { renderAdmin } from '../../test/render';
import { ContentExport } from './ContentExport';

const archive: ExportedArchive = {
  name: 'www.example.com-content-p-20261207T110502Z.tar.gz',
  blob: new Blob([new Uint8Array([1, 2, 3])]),
};

/** A fetch that waits for `finish` (told the bytes received so far through `progress`). */
function pendingFetch() {
  let finish: (outcome: ExportedArchive | Error) => void = () => {};
  let progress: (bytes: number) => void = () => {};
  const fetchArchive = vi.fn(
    (onProgress: (bytes: number) => void) =>
      new Promise<ExportedArchive>((resolve, reject) => {
        progress = onProgress;
        finish = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
      }),
  );
  return {
    fetchArchive,
    finish: (outcome: ExportedArchive | Error) => finish(outcome),
    progress: (b: number) => progress(b),
  };
}

describe('ContentExport', () => {
  it('is busy while the archive is prepared and downloaded, then saves it under its name and says so', async () => {
    const { fetchArchive, finish, progress } = pendingFetch();
    const save = vi.fn();
    await renderAdmin(<ContentExport fetchArchive={fetchArchive} save={save} />, { url: '/admin/audit' });
    expect(screen.getByRole('heading', { name: 'Backup' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export content' }));
    const busy = screen.getByRole('button', { name: 'Exporting…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('content-export-progress')).toHaveTextContent(/^Preparing the archive/);
    progress(2_500_000);
    await waitFor(() =>
      expect(screen.getByTestId('content-export-progress')).toHaveTextContent('Downloading: 2.5 MB received…'),
    );
    finish(archive);
    await waitFor(() => expect(save).toHaveBeenCalledWith(archive));
    expect(screen.getByTestId('content-export-progress')).toHaveTextContent(`Downloaded ${archive.name}.`);
    expect(screen.getByRole('button', { name: 'Export content' })).toBeEnabled();
  });

  it('says in Swedish why an export failed, and lets the admin try again', async () => {
    const { fetchArchive, finish } = pendingFetch();
    const save = vi.fn();
    await renderAdmin(<ContentExport fetchArchive={fetchArchive} save={save} />, {
      url: '/sv/admin/audit',
      language: 'sv',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Exportera innehållet' }));
    finish(new ContentExportError('notAdmin'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bara administratörer kan exportera innehållet, och det här kontot är inte längre administratör.',
    );
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Exportera innehållet' })).toBeEnabled();
  });

  it('words an unexpected error as a failure on the server', async () => {
    const { fetchArchive, finish } = pendingFetch();
    await renderAdmin(<ContentExport fetchArchive={fetchArchive} save={vi.fn()} />, { url: '/admin/audit' });
    await userEvent.click(screen.getByRole('button', { name: 'Export content' }));
    finish(new Error('boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The export failed on the server/);
  });
});
