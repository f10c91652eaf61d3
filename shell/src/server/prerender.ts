import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** `element` rendered to HTML in one piece, once every boundary has resolved; errors land in `errors`. */
export async function renderToText(element: ReactElement, errors: unknown[]): Promise<string> {
  // Node's stream, its chunks joined once: `prerender`'s Web stream read through a Response costs a
  // promise and a job per chunk.
  const { prelude } = await prerenderToNodeStream(element, {
    // One piece: no boundary is sent separately with a script that moves it into place (inline
    // scripts the CSP refuses), as React does with large ones by default.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A component that throws leaves its boundary to the browser; the answer says it failed.
    onError: (error) => {
      errors.push(error);
    },
  });
  const chunks: Uint8Array[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const HEAD_START = '<head>';
const HEAD_END = '</head>';

/**
 * `element` rendered as `renderToText` does, with the resource hints React wrote for it apart:
 * `head` holds them (a priority image's `<link rel="preload" as="image">`, from `preload()` or an
 * `<img>` that is not lazy, one per image, deduplicated by React), `body` the content.
 *
 * React writes its hints into the `<head>` it renders, and, when it renders none (a fragment, as
 * here: the content of #root), at the start of the content, where they land in the page's body.
 * So `element` renders an empty `<head>` first (appTree's `withHintsHead`): React writes it whole,
 * hints inside, before the content, and escapes every text and attribute in it, so its first
 * `</head>` is its end.
 */
export async function renderWithHead(
  element: ReactElement,
  errors: unknown[],
): Promise<{ head: string; body: string }> {
  const html = await renderToText(element, errors);
  const end = html.indexOf(HEAD_END);
  if (!html.startsWith(HEAD_START) || end === -1) throw new Error('React rendered no <head> before the content');
  return { head: html.slice(HEAD_START.length, end), body: html.slice(end + HEAD_END.length) };
}
