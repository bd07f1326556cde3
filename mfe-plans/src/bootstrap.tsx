import type { ComponentType } from 'react';
import { pagesOf, type AreaPageProps } from '@church/areas';
import { QueryProvider } from '@church/query';
import { Route, Routes } from '@church/router';
import { mountStandalone } from '@church/ui';
import EventPlans from './expose/event-plans';
import Events from './expose/events';
import EventsMasterCalendar from './expose/events-master-calendar';
import PlanPage from './expose/plan-page';
import SchedulingGrid from './expose/scheduling-grid';

const pages: Record<string, ComponentType<AreaPageProps>> = {
  events: Events,
  'event-plans': EventPlans,
  'plan-page': PlanPage,
  'events-master-calendar': EventsMasterCalendar,
  'scheduling-grid': SchedulingGrid,
};

// The plans pages alone on their own dev server, at their dashboard paths from the site table
// (sign in on the site first: they are staff pages).
mountStandalone(
  <QueryProvider>
    <Routes>
      {pagesOf('dashboard')
        .filter(({ page }) => page.remote === 'mfe_plans')
        .map(({ page, placement }) => {
          const Page = pages[page.exposed]!;
          return (
            <Route key={placement.path} path={`/dashboard/${placement.path}`} element={<Page area="dashboard" />} />
          );
        })}
    </Routes>
  </QueryProvider>,
);
