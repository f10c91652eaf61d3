import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** `element` rendered to HTML in one piece, once every boundary has resolved; errors land in `errors`. */
export async function renderToText(element: ReactElement, errors: unknown[]): Promise<string> {
  // Node's stream, not the Web one (`prerender`): reading a Web stream back into a string cost a
  // page a millisecond or two.
  const { prelude } = await prerenderToNodeStream(element, {
    // One piece: no boundary is sent separately with a script that moves it into place (inline
    // scripts the CSP refuses), as React does with large ones by default.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A component that throws leaves its boundary to the browser; the answer says it failed.
    onError: (error) => {
      errors.push(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
