import { useLocation, useParams } from 'react-router-dom';

/**
 * The URL the area is mounted on (`/profile` in the shell), read from the splat of the mounting route.
 * Relative links are not enough: under a splat route react-router 7 resolves them from the full URL
 * (at /profile/sales, `to="articles"` would give /profile/sales/articles).
 */
export function useAreaBase(): string {
  const { pathname } = useLocation();
  const { '*': splat = '' } = useParams();
  const splatSegments = splat.split('/').filter(Boolean).length;
  const segments = pathname.split('/').filter(Boolean);
  return `/${segments.slice(0, segments.length - splatSegments).join('/')}`;
}
