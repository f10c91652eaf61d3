import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContentRestoreError, type RestoreMode, type RestoreReport } from '../../data/contentRestore';
import { renderAdmin } from '../../test/render';
import { ContentRestore } from './ContentRestore';

const listed = (paths: string[]) => ({ count: paths.length, paths });

function report(mode: RestoreMode, written: boolean): RestoreReport {
  return {
    mode,
    written,
    changes: 4,
    documents: {
      create: listed(['blogs/a', 'blog_slugs/a']),
      replace: listed(['case_studies/story']),
      remove: listed(['blog_slugs/old']),
      unchanged: 7,
    },
    images: { upload: 1, replace: 0, addTokens: 0, unchanged: 0 },
  };
}

const archive = () => new File([new Uint8Array([31, 139, 8])], 'site-backup.tar.gz', { type: 'application/gzip' });

describe('ContentRestore', () => {
  it('checks the chosen archive, shows the dry run, and restores it once the admin confirms', async () => {
    const send = vi.fn(async (_file: Blob, mode: RestoreMode) => report(mode, mode === 'apply'));
    await renderAdmin(<ContentRestore send={send} />, { url: '/admin/audit' });
    expect(screen.getByRole('heading', { name: 'Restore from a backup' })).toBeInTheDocument();
    await userEvent.upload(screen.getByTestId('content-restore-file'), archive());
    const plan = await screen.findByTestId('content-restore-plan');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[1]).toBe('dry-run');
    expect(plan).toHaveTextContent('Restoring site-backup.tar.gz would:');
    expect(plan).toHaveTextContent('create 2 documents');
    expect(plan).toHaveTextContent('replace 1 document that differs');
    expect(plan).toHaveTextContent('delete 1 document that contradicts the archive');
    expect(plan).toHaveTextContent('leave 7 documents as they are');
    expect(plan).toHaveTextContent('~ case_studies/story');
    expect(plan).toHaveTextContent('− blog_slugs/old');

    // Cancel changes nothing; Restore in the dialog applies it.
    await userEvent.click(within(plan).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this backup?' });
    expect(dialog).toHaveTextContent('creates 2, replaces 1 and deletes 1 documents');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(send).toHaveBeenCalledTimes(1);
    await userEvent.click(within(plan).getByRole('button', { name: 'Restore' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    const result = await screen.findByTestId('content-restore-result');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[1]).toBe('apply');
    expect(result).toHaveTextContent('The backup is restored:');
    expect(result).toHaveTextContent('2 documents created');
    expect(result).toHaveTextContent('1 document replaced');
  });

  it('lists in Swedish what is wrong with a refused file, and offers no restore', async () => {
    const send = vi.fn(async () => {
      throw new ContentRestoreError('invalidArchive', 'refused', ['firestore/blogs.jsonl line 3 is not valid JSON']);
    });
    await renderAdmin(<ContentRestore send={send} />, { url: '/sv/admin/audit', language: 'sv' });
    await userEvent.upload(screen.getByTestId('content-restore-file'), archive());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Filen är inte en hel säkerhetskopia av webbplatsen, så inget skrevs.');
    expect(alert).toHaveTextContent('firestore/blogs.jsonl line 3 is not valid JSON');
    expect(screen.queryByRole('button', { name: 'Återställ' })).not.toBeInTheDocument();
  });

  it('words each problem of a refused archive in Swedish, by file, line and field', async () => {
    const send = vi.fn(async () => {
      throw new ContentRestoreError('invalidArchive', 'The export holds 2 documents…', ['(English lines)'], {
        refusals: [
          {
            file: 'firestore/blogs.jsonl',
            line: 3,
            path: 'blogs/a',
            problems: [
              { code: 'required', field: 'excerpt', params: {} },
              { code: 'tooLong', field: 'title', params: { max: 160, message: 'must be at most 160 characters' } },
            ],
          },
          {
            file: 'firestore/blog_slugs.jsonl',
            line: 1,
            path: 'blog_slugs/a',
            problems: [{ code: 'someCodeOfANewerServer', field: 'id', params: {} }],
          },
        ],
      });
    });
    await renderAdmin(<ContentRestore send={send} />, { url: '/sv/admin/audit', language: 'sv' });
    await userEvent.upload(screen.getByTestId('content-restore-file'), archive());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Filen är inte en hel säkerhetskopia av webbplatsen, så inget skrevs.');
    expect(alert).toHaveTextContent('firestore/blogs.jsonl rad 3, blogs/a');
    expect(alert).toHaveTextContent('excerpt: måste fyllas i');
    expect(alert).toHaveTextContent('title: är för lång: högst 160 tecken');
    expect(alert).toHaveTextContent('firestore/blog_slugs.jsonl rad 1, blog_slugs/a');
    expect(alert).toHaveTextContent('id: ett problem som konsolen inte kan beskriva ännu');
    // The server's English is not shown beside problems the console words itself.
    expect(alert).not.toHaveTextContent(/English|must be|is required|someCodeOfANewerServer/);
  });

  it('says how many more documents are refused than the server listed, in both languages', async () => {
    const refusals = Array.from({ length: 200 }, (_, index) => ({
      file: 'firestore/blogs.jsonl',
      line: index + 1,
      path: `blogs/p${index}`,
      problems: [{ code: 'required', field: 'excerpt', params: {} }],
    }));
    const send = vi.fn(async () => {
      throw new ContentRestoreError('invalidArchive', 'The export holds 1200 documents…', ['(English lines)'], {
        refusals,
        refused: 1_200,
      });
    });
    await renderAdmin(<ContentRestore send={send} />, { url: '/sv/admin/audit', language: 'sv' });
    await userEvent.upload(screen.getByTestId('content-restore-file'), archive());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('firestore/blogs.jsonl rad 200, blogs/p199');
    // Swedish groups with a no-break space, which toHaveTextContent reads as a space.
    expect(alert).toHaveTextContent(
      '… och 1 000 dokument till som innehållsreglerna inte godtar (de första 200 visas). pnpm content:import --dry-run listar alla.',
    );
    cleanup();
    await renderAdmin(<ContentRestore send={send} />, { url: '/admin/audit', language: 'en' });
    await userEvent.upload(screen.getByTestId('content-restore-file'), archive());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '… and 1,000 more documents the content rules refuse (the first 200 are listed). pnpm content:import --dry-run lists them all.',
    );
  });

  it('adds no count when the server listed every refused document', async () => {
    const send = vi.fn(async () => {
      throw new ContentRestoreError('invalidArchive', 'The export holds a document…', ['(English line)'], {
        refusals: [
          {
            file: 'firestore/blogs.jsonl',
            line: 1,
            path: 'blogs/a',
            problems: [{ code: 'required', field: 'excerpt', params: {} }],
          },
        ],
        refused: 1,
      });
    });
    await renderAdmin(<ContentRestore send={send} />, { url: '/admin/audit', language: 'en' });
    await userEvent.upload(screen.getByTestId('content-restore-file'), archive());
    expect(await screen.findByRole('alert')).not.toHaveTextContent(/more document/);
  });

  it('says in Swedish which slug the site already uses, and why a file cannot be read', async () => {
    const taken = new ContentRestoreError('slugTaken', 'blogs/p: slug "x" is carried…', ['blogs/p: slug…'], {
      taken: [
        {
          path: 'blogs/p',
          problem: { code: 'slugTaken', params: { item: 'blogs/p', slug: 'x', carrier: 'blogs/live' } },
        },
      ],
    });
    const tooBig = new ContentRestoreError('invalidArchive', 'the archive unpacks to more than 512 MB…', [], {
      archive: { code: 'unpacksTooLarge', params: { megabytes: 512 } },
    });
    const send = vi.fn().mockRejectedValueOnce(taken).mockRejectedValueOnce(tooBig);
    await renderAdmin(<ContentRestore send={send} />, { url: '/sv/admin/audit', language: 'sv' });
    await userEvent.upload(screen.getByTestId('content-restore-file'), archive());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Ett inlägg eller kundcase i arkivet har en adress som ett annat på webbplatsen använder nu.',
    );
    expect(alert).toHaveTextContent('blogs/p: sluggen ”x” används av blogs/live på webbplatsen');
    expect(alert).not.toHaveTextContent('carried');
    await userEvent.upload(screen.getByTestId('content-restore-file'), archive());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('packas upp till mer än 512 MB'));
    expect(screen.getByRole('alert')).not.toHaveTextContent('unpacks');
  });

  it('says when the site already holds everything in the archive', async () => {
    const send = vi.fn(async (_file: Blob, mode: RestoreMode) => ({ ...report(mode, false), changes: 0 }));
    await renderAdmin(<ContentRestore send={send} />, { url: '/admin/audit' });
    await userEvent.upload(screen.getByTestId('content-restore-file'), archive());
    await waitFor(() =>
      expect(screen.getByTestId('content-restore-plan')).toHaveTextContent(
        'The site already holds everything in this archive',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });
});
