// Federation cannot tree-shake a shared module, and all of react-router-dom costs ~61 KB gzip
// on the first visit. Sharing this slice instead lets webpack drop what no app uses while
// every app still gets the one router (one context) at runtime. Add an export here when an
// app needs one; apps never import react-router-dom directly (a lint rule enforces it).
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps } from 'react-router-dom';
