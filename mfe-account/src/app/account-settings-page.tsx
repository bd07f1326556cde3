import { lazy, Suspense, useEffect, useState } from 'react';
import type { AreaPageProps } from '@church/areas';
import AccountSettings from '../features/settings/components/account-settings';

// Below the profile and the password, and not what a member comes for most: their code is asked
// for once the page is on screen, so opening Account Settings costs what it did before them.
const DeviceSessions = lazy(() =>
  import('../features/sessions/components/device-sessions').then((module) => ({ default: module.DeviceSessions })),
);
const TwoStepSection = lazy(() =>
  import('../features/two-step/components/two-step-section').then((module) => ({ default: module.TwoStepSection })),
);

/** /account/settings and /dashboard/account-settings: one page in both areas. */
export default function AccountSettingsPage(_props: AreaPageProps) {
  // Drawn inside the navigation's transition, a lazy section would hold the whole page back
  // until its chunk arrived; mounted from an effect, it only fills in below the profile.
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => setOnScreen(true), []);
  return (
    <AccountSettings>
      {onScreen ? (
        <Suspense fallback={null}>
          <TwoStepSection />
          <DeviceSessions />
        </Suspense>
      ) : null}
    </AccountSettings>
  );
}
