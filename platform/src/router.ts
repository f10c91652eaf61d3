// The router the shell and both remotes use: one shared singleton module that re-exports just
// the parts of React Router the apps need, so visitors do not download the rest of it.
// Lint forbids importing react-router or react-router-dom anywhere else.
import { createElement, forwardRef } from 'react';
import { type LinkProps, Link as RouterLink } from 'react-router';

export type { NavigateFunction } from 'react-router';
export {
  BrowserRouter,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';

/**
 * React Router's Link without its `data-discover` attribute, which marks links for the lazy route
 * discovery of React Router's framework mode; these apps use its library mode, where nothing reads
 * it (it was 1.4 KB of the home page's HTML).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return createElement(RouterLink, { discover: 'none', ...props, ref });
});
