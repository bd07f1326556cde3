import { pagesOf, usePageTitle, type AreaPageProps } from '@church/areas';
import { PrayerRequests } from '../features/prayer-requests/components/prayer-requests';

/** /account/prayer-requests (a member's own) and /dashboard/prayer-requests (every member's). */
export default function PrayerRequestsPage({ area }: AreaPageProps) {
  const title = usePageTitle(
    pagesOf(area).find(({ page }) => page.exposed === 'prayer-requests')?.placement.title ?? '',
  );
  return (
    <section className="ui-page">
      <h1>{title}</h1>
      <PrayerRequests area={area} />
    </section>
  );
}
