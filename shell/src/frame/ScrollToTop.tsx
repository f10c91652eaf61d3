import { useLocation, useNavigationType } from '@app/platform/router';
import { useEffect, useRef } from 'react';

/** The page's content (the shell's `<main id="main" tabIndex={-1}>`, the skip link's target). */
const CONTENT_ID = 'main';

/**
 * Every route change scrolls the page to the top and puts the focus at the start of its content
 * (`<main>`, as the skip link does): a new page, and a link followed to another address of the
 * same page (the blog list's next page, `?page=2`), which the browser would show from its top
 * too. Without it the focus stayed on the link followed in the header (a screen reader heard
 * nothing of the new page) or, a link in the old page's content being gone, fell back to the
 * document, and the next Tab started from the top of the header again. Not the first render, when
 * the apps take over a page the visitor may already have scrolled and be typing in (the browser
 * placed a loaded page itself), nor an address the page rewrites in place (`replace`: the blog's
 * search as it is typed, a category chosen), nor a query the browser's back and forward buttons
 * return to.
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
    if (!newPage && !linkedQuery) return;
    window.scrollTo(0, 0);
    document.getElementById(CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname, search, navigationType]);
  return null;
}
