import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';

/** `element` rendered to HTML in one piece, once every boundary has resolved; errors land in `errors`. */
export async function renderToText(element: ReactElement, errors: unknown[]): Promise<string> {
  const { prelude } = await prerender(element, {
    // One piece: no boundary is sent separately with a script that moves it into place (inline
    // scripts the CSP refuses), as React does with large ones by default.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A component that throws leaves its boundary to the browser; the answer says it failed.
    onError: (error) => {
      errors.push(error);
    },
  });
  return new Response(prelude).text();
}
