// The router the shell and both remotes use: one shared singleton module that re-exports just
// the parts of React Router the apps need, so visitors do not download the rest of it.
// Lint forbids importing react-router or react-router-dom anywhere else.
export type { NavigateFunction } from 'react-router';
export {
  BrowserRouter,
  Link,
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
  useParams,
  useSearchParams,
} from 'react-router';
