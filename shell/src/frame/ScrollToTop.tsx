import { useLocation } from '@app/platform/router';
import { useEffect } from 'react';

/** Every route change scrolls the page to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll is the reaction to a new pathname
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
