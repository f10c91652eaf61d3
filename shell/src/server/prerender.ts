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
