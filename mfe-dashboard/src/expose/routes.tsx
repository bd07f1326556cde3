import { AreaRoutes } from '@church/areas';

/** /dashboard/*: the dashboard's layout around each page of the page table (@church/areas). */
export default function DashboardRoutes() {
  return <AreaRoutes area="dashboard" />;
}
