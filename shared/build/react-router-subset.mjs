// What the apps import from react-router / react-router-dom, and nothing else.
// A shared module is bundled whole (the share scope cannot know which exports another build will use), and
// react-router 7's entry also carries framework mode, server rendering and RSC: ~60 KB gzip in every first
// render. The webpack factory aliases `react-router` and `react-router-dom` to this file, so the shared copy is
// tree-shaken down to these exports. Importing a name missing here fails the build (exportsPresence: 'error'):
// add it below.
//
// Declarative routing only (<BrowserRouter> + useRoutes): the data router (createBrowserRouter, RouterProvider,
// ScrollRestoration) would add 17 KB gzip to every page for loaders and actions the site does not use.
// This list is a contract with the deployed remotes: removing a name breaks a remote build that still imports
// it, so a name is removed only once no released remote uses it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from '@immo237/react-router-full';
