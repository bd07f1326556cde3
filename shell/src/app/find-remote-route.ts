import { matchPath } from '@church/router';
import { remoteRoutes, type RemoteRoute } from '../config/remote-routes';

export function findRemoteRoute(pathname: string): RemoteRoute | undefined {
  return remoteRoutes.find((route) => route.paths.some((pattern) => matchPath({ path: pattern, end: true }, pathname)));
}
