import { useLocation } from '@app/platform/router';
import { useEffect, useRef } from 'react';

/**
 * Every route change scrolls the page to the top; not the first render, when the apps take over a
 * page the visitor may already have scrolled (the browser placed a loaded page itself).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== pathname) window.scrollTo(0, 0);
    shown.current = pathname;
  }, [pathname]);
  return null;
}
