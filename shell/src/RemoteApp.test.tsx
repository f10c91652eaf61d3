import { renderInApp, startTestI18n } from '@app/shared-ui/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellStrings } from './i18n';
import { RemoteApp, RemoteLoaderContext } from './RemoteApp';
import { reloadForNewCode, shouldReloadForNewCode } from './staleCode';

// Whether a missing chunk reloads the page (staleCode.test.ts); here: not due, unless a test says so.
vi.mock('./staleCode', () => ({ shouldReloadForNewCode: vi.fn(() => false), reloadForNewCode: vi.fn() }));

function Crashing(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'title')");
}

/** A page whose own code (a chunk) could not be fetched, as the bundler's runtime reports it. */
function PageWithoutItsChunk(): never {
  throw Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
}

/** A page whose stylesheet chunk could not be fetched, as the bundler's CSS runtime reports it. */
function PageWithoutItsStylesheet(): never {
  throw Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' });
}

/** Renders the site remote as `load` gives it, in `language`. */
async function renderRemote(load: () => Promise<ComponentType>, language: 'en' | 'sv') {
  await startTestI18n('shell', shellStrings);
  return renderInApp(
    <RemoteLoaderContext value={load}>
      <RemoteApp name="site" />
    </RemoteLoaderContext>,
    { language },
  );
}

describe('RemoteApp', () => {
  beforeEach(() => {
    // React and the boundary log what they caught.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(shouldReloadForNewCode).mockReset().mockReturnValue(false);
    vi.mocked(reloadForNewCode).mockReset();
  });

  // The specification's generic fallback: heading 'Unexpected Application Error!'.
  it.each([
    ['en', 'Unexpected Application Error!', 'Try again'],
    ['sv', 'Ett oväntat fel uppstod!', 'Försök igen'],
  ] as const)(
    'says an unexpected application error when a page breaks while it renders (%s)',
    async (language, heading, retry) => {
      await renderRemote(() => Promise.resolve(Crashing), language);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('alert')).not.toHaveTextContent(/could not be loaded|kunde inte laddas/);
      expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
    },
  );

  it.each([
    ['en', 'This part of the site could not be loaded'],
    ['sv', 'Den här delen av webbplatsen kunde inte laddas'],
  ] as const)('says the part could not be loaded when its code cannot be fetched (%s)', async (language, heading) => {
    await renderRemote(() => Promise.reject(new Error('RUNTIME-003: Failed to get manifest')), language);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['script', PageWithoutItsChunk],
    ['stylesheet', PageWithoutItsStylesheet],
  ])(
    "says the part could not be loaded when a page's own %s cannot be fetched, and it reloaded already",
    async (_kind, Page) => {
      await renderRemote(() => Promise.resolve(Page), 'en');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This part of the site could not be loaded' }),
      ).toBeInTheDocument();
      expect(reloadForNewCode).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['script', PageWithoutItsChunk],
    ['stylesheet', PageWithoutItsStylesheet],
  ])(
    "reloads the page, showing it loads, when a page's own %s is gone (a deploy replaced its build)",
    async (_kind, Page) => {
      vi.mocked(shouldReloadForNewCode).mockReturnValue(true);
      await renderRemote(() => Promise.resolve(Page), 'sv');
      await vi.waitFor(() => expect(reloadForNewCode).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('never reloads for a page that breaks while it renders, nor for a remote that cannot be reached', async () => {
    vi.mocked(shouldReloadForNewCode).mockReturnValue(true);
    await renderRemote(() => Promise.resolve(Crashing), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await renderRemote(() => Promise.reject(new Error('RUNTIME-003: Failed to get manifest')), 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This part of the site could not be loaded' }),
    ).toBeInTheDocument();
    expect(reloadForNewCode).not.toHaveBeenCalled();
  });
});
