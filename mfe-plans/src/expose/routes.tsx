import { Route, Routes } from '@church/router';
import { NotFound } from '@church/ui';

/**
 * No plans page works yet, so the page table (@church/areas) lists none and nothing loads this
 * module. Each page arrives exposed on its own and gets its row in that table.
 */
export default function PlansRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
