import { useLocation, useNavigationType } from '@app/platform/router';
import { useEffect, useRef } from 'react';

/**
 * Every route change scrolls the page to the top: a new page, and a link followed to another
 * address of the same page (the blog list's next page, `?page=2`), which the browser would show
 * from its top too. Not the first render, when the apps take over a page the visitor may already
 * have scrolled (the browser placed a loaded page itself), nor an address the page rewrites in
 * place (`replace`: the blog's search as it is typed, a category chosen), nor a query the browser's
 * back and forward buttons return to.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ pathname: string; search: string } | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = { pathname, search };
    if (before === null) return;
    const newPage = before.pathname !== pathname;
    const linkedQuery = navigationType === 'PUSH' && before.search !== search;
    if (newPage || linkedQuery) window.scrollTo(0, 0);
  }, [pathname, search, navigationType]);
  return null;
}
