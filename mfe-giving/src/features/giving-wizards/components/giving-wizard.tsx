import { useLayoutEffect } from 'react';
import { startFlow, useWizardStore, type GivingFlow } from '../stores/wizard-store';
import { AnonymousWizard } from './anonymous-wizard';
import { GivingDataGate } from './giving-data-gate';
import { OneTimeWizard } from './one-time-wizard';
import { RecurringWizard } from './recurring-wizard';
import type { WizardProps } from './wizard-props';

const wizards = { 'one-time': OneTimeWizard, anonymous: AnonymousWizard, recurring: RecurringWizard };

/**
 * The gift wizards, a chunk of their own loaded when the Giving dialog shows a flow. The flow's
 * state outlives the dialog (a module-level store): the flow in progress is shown where it was
 * left, another one from its first step.
 */
export default function GivingWizard({ flow, ...props }: WizardProps & { flow: GivingFlow }) {
  const current = useWizardStore((state) => state.flow);

  useLayoutEffect(() => {
    startFlow(flow);
  }, [flow]);

  if (current !== flow) return null;
  const Wizard = wizards[flow];
  return (
    <GivingDataGate needsPlans={flow === 'recurring'} onBackToOptions={props.onBackToOptions}>
      <Wizard {...props} />
    </GivingDataGate>
  );
}
