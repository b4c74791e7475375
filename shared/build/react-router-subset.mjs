// What the apps import from react-router / react-router-dom, and nothing else.
// A shared module is bundled whole (the share scope cannot know which exports another build will use), and
// react-router 7's entry also carries framework mode, server rendering and RSC: ~60 KB gzip in every first
// render. The webpack factory aliases `react-router` and `react-router-dom` to this file, so the shared copy is
// tree-shaken down to these exports. Importing a name missing here fails the build (exportsPresence: 'error'):
// add it below.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  createMemoryRouter,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from '@immo237/react-router-full';
export { RouterProvider } from '@immo237/react-router-dom-full';
