import { text } from 'node:stream/consumers';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** `element` rendered to HTML in one piece, once every boundary has resolved; errors land in `errors`. */
export async function renderToText(element: ReactElement, errors: unknown[]): Promise<string> {
  // Node's stream, read by Node's own consumer: `prerender`'s Web stream read through a Response
  // costs a promise and a job per chunk.
  const { prelude } = await prerenderToNodeStream(element, {
    // One piece: no boundary is sent separately with a script that moves it into place (inline
    // scripts the CSP refuses), as React does with large ones by default.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A component that throws leaves its boundary to the browser; the answer says it failed.
    onError: (error) => {
      errors.push(error);
    },
  });
  return text(prelude);
}
