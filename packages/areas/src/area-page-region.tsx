import { useEffect } from 'react';
import { useSession } from '@church/auth';
import type { AreaPageProps } from '@church/exposes';
import { RemoteRegion } from '@church/remotes';
import { Navigate, useNavigate } from '@church/router';
import type { Area } from './site-table/area-pages';
import { canOpen, type PageInArea } from './find-area-page';

/**
 * One page of an area, from the remote that owns it, or a move to / for a session that may not
 * open it. It suspends in the area's boundary (see AreaRoutes). `moveTo`, for the area's own
 * path, which draws its first page directly, then replaces the URL with the page's own (after
 * the commit, as <Navigate> does: the router listens from its own effect, which runs after ours).
 */
export function AreaPageRegion({ area, entry, moveTo }: { area: Area; entry: PageInArea; moveTo?: string }) {
  const session = useSession((state) => state.session);
  const navigate = useNavigate();
  useEffect(() => {
    if (moveTo) void navigate(moveTo, { replace: true });
  }, [moveTo, navigate]);

  const { page, placement } = entry;
  if (!canOpen(area, placement, session)) return <Navigate to="/" replace />;
  return (
    <RemoteRegion
      remote={page.remote}
      exposed={page.exposed}
      label={placement.title}
      props={{ area } satisfies AreaPageProps}
      suspendInParent
    />
  );
}
