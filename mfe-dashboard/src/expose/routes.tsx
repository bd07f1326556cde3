import { AreaRoutes } from '@church/areas';
import { QueryProvider } from '@church/query';

/** /dashboard/*: the dashboard's layout around each page of the page table. */
export default function DashboardRoutes() {
  return (
    <QueryProvider>
      <AreaRoutes area="dashboard" />
    </QueryProvider>
  );
}
