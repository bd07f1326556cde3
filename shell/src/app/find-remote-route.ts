import { remoteRoutes, type RemoteRoute } from '../config/remote-routes';

/**
 * '/videos/*' matches /videos and anything below it; other patterns match exactly. Plain
 * string work, not the router's matcher, so the entry chunk can use it before shared modules
 * (the router among them) are available.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  return path === pattern;
}

export function findRemoteRoute(pathname: string): RemoteRoute | undefined {
  return remoteRoutes.find((route) => route.paths.some((pattern) => matchesPattern(pattern, pathname)));
}
