// What the host provides as the `react-router` and `react-router-dom`
// singletons: React Router 7's declarative mode, the part a remote can use
// inside the host's router (docs/shared-contract.md). A shared module keeps
// every export its package has, and the whole package (data routers, server
// rendering, sessions, cookies, RSC) is ~66 KB gzip on every first view; this
// list is ~17 KB. `react-router-source` is the package itself (resolve.alias
// in shared-modules.cjs), named apart so it is not taken for the shared module.
export {
  BrowserRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  HashRouter,
  href,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  parsePath,
  renderMatches,
  resolvePath,
  Route,
  Router,
  Routes,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-source'
