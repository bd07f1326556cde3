import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryProvider } from '@church/query';
import { Spinner } from '@church/ui';
import { GivingMenu } from '../features/giving-menu/giving-menu';
import type GivingWizard from '../features/giving-wizards/components/giving-wizard';
import { cancelWizardReset, scheduleWizardReset } from '../features/giving-wizards/stores/wizard-store';

/**
 * The wizards are a chunk of their own, fetched when a flow is chosen, not with the menu. Once
 * loaded they render at once; React.lazy keeps a failed import, so a failure makes the next
 * opening of the dialog try again.
 */
let LazyGivingWizard = lazy(loadWizard);
function loadWizard(): Promise<{ default: typeof GivingWizard }> {
  return import('../features/giving-wizards/components/giving-wizard').catch((error: unknown) => {
    LazyGivingWizard = lazy(loadWizard);
    throw error;
  });
}

interface GivingMenuModalProps {
  onClose: () => void;
  /**
   * Opens straight on one way to give: `openModal('giving-menu', { flow: 'recurring' })` shows
   * the recurring wizard (to a signed-in member; others get the sign-in notice and the options).
   */
  flow?: 'one-time' | 'recurring';
}

/**
 * The Giving dialog, rendered by the shell's modal manager for the 'giving-menu' id. The
 * manager renders it outside any area, so it brings the shared query cache's provider itself.
 */
export default function GivingMenuModal({ onClose, flow }: GivingMenuModalProps) {
  const [Wizard] = useState(() => LazyGivingWizard);

  // The flow outlives the dialog: it goes back to its first step 200 ms after the dialog closes,
  // unless the dialog is opened again first (whether or not its wizard is loaded yet).
  useEffect(() => {
    cancelWizardReset();
    return scheduleWizardReset;
  }, []);

  return (
    <QueryProvider>
      <GivingMenu
        onClose={onClose}
        flow={flow}
        renderFlow={(chosen, backToOptions) => (
          <Suspense fallback={<Spinner />}>
            <Wizard flow={chosen} onBackToOptions={backToOptions} onClose={onClose} />
          </Suspense>
        )}
      />
    </QueryProvider>
  );
}
