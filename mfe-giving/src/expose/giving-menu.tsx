import { lazy, Suspense, useEffect, useState } from 'react';
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

/** The Giving dialog, rendered by the shell's modal manager for the 'giving-menu' id. */
export default function GivingMenuModal({ onClose }: { onClose: () => void }) {
  const [Wizard] = useState(() => LazyGivingWizard);

  // The flow outlives the dialog: it goes back to its first step 200 ms after the dialog closes,
  // unless the dialog is opened again first (whether or not its wizard is loaded yet).
  useEffect(() => {
    cancelWizardReset();
    return scheduleWizardReset;
  }, []);

  return (
    <GivingMenu
      onClose={onClose}
      renderFlow={(flow, backToOptions) => (
        <Suspense fallback={<Spinner />}>
          <Wizard flow={flow} onBackToOptions={backToOptions} onClose={onClose} />
        </Suspense>
      )}
    />
  );
}
