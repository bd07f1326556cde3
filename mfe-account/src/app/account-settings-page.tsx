import { lazy, Suspense, useDeferredValue } from 'react';
import type { AreaPageProps } from '@church/areas';
import AccountSettings from '../features/settings/components/account-settings';

// Below the profile and the password, and not what a member comes for most: their own chunks.
// Asked for as soon as this page's code is (at idle, before the click): a lazy part still
// loading when the navigation draws would hold the whole page back inside its transition.
const deviceSessions = import('../features/sessions/components/device-sessions');
const twoStepSection = import('../features/two-step/components/two-step-section');
const DeviceSessions = lazy(() => deviceSessions.then((module) => ({ default: module.DeviceSessions })));
const TwoStepSection = lazy(() => twoStepSection.then((module) => ({ default: module.TwoStepSection })));

/** /account/settings and /dashboard/account-settings: one page in both areas. */
export default function AccountSettingsPage(_props: AreaPageProps) {
  // The page a click opens is drawn first (heading, photo, profile, password), the two sections
  // below it, their requests and their code's first drawing in a render of their own right after:
  // the click's frame has less to draw on a busy phone (decision 0103).
  const belowDrawn = useDeferredValue(true, false);
  return (
    <AccountSettings>
      {belowDrawn ? (
        <Suspense fallback={null}>
          <TwoStepSection />
          <DeviceSessions />
        </Suspense>
      ) : null}
    </AccountSettings>
  );
}
