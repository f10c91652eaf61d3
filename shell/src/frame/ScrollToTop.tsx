import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Route changes scroll the page to the top (specification §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll is the reaction to a new pathname
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
