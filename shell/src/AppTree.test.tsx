import { act, StrictMode, useId } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withHintsHead } from './AppTree';

/** The ids the fields rendered in the browser were given. */
const browserIds: string[] = [];

/** A field's id, as a label and its input share it. */
function Field() {
  const id = useId();
  if (typeof window !== 'undefined') browserIds.push(id);
  return <input id={id} />;
}

const tree = (server: boolean) => <StrictMode>{withHintsHead(<Field />, server)}</StrictMode>;

describe('withHintsHead', () => {
  it("gives the server's render an empty <head> first, for React's hints, and the browser nothing", () => {
    expect(renderToString(tree(true))).toMatch(/^<head><\/head><input id="[^"]+"\/>$/);
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(tree(false)));
    expect(container.innerHTML).toMatch(/^<input id="[^"]+">$/);
    act(() => root.unmount());
  });

  it("keeps the content's ids (useId) in the server's HTML as the browser's hydration makes them", () => {
    const html = renderToString(tree(true));
    const serverId = /<input id="([^"]+)"/.exec(html)?.[1];
    const container = document.createElement('div');
    // The server's render puts the head's content in the page's head, the rest in #root.
    container.innerHTML = html.replace(/^<head><\/head>/, '');
    browserIds.length = 0;
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, tree(false), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(serverId).toBeDefined();
    expect(new Set(browserIds)).toEqual(new Set([serverId]));
    expect(errors).toEqual([]);
    act(() => root?.unmount());
  });
});
