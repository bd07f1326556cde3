import type { AreaPageProps } from '@church/areas';
import { DeviceSessions } from '../features/sessions/components/device-sessions';
import AccountSettings from '../features/settings/components/account-settings';
import { TwoStepSection } from '../features/two-step/components/two-step-section';

/** /account/settings and /dashboard/account-settings: one page in both areas. */
export default function AccountSettingsPage(_props: AreaPageProps) {
  return (
    <AccountSettings>
      <DeviceSessions />
      <TwoStepSection />
    </AccountSettings>
  );
}
