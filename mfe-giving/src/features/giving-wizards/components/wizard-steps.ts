import type { GivingFlow, WizardStep } from '../stores/wizard-store';

/** Each flow's name and its steps' labels, as catalogue ids. */
export const flowTitles: Record<GivingFlow, string> = {
  'one-time': 'giving.menu.oneTimeTitle',
  anonymous: 'giving.menu.oneTimeTitle',
  recurring: 'giving.menu.recurringTitle',
};

/** The steps the progress indicator shows for each flow (spec section 4). */
export const flowSteps: Record<GivingFlow, { step: WizardStep; label: string }[]> = {
  'one-time': [
    { step: 'designations', label: 'giving.wizard.designations' },
    { step: 'confirmation', label: 'giving.wizard.confirmation' },
    { step: 'payment', label: 'giving.wizard.payment' },
    { step: 'payment-success', label: 'giving.common.done' },
  ],
  anonymous: [
    { step: 'designations', label: 'giving.wizard.designations' },
    { step: 'confirmation', label: 'giving.wizard.yourDetails' },
    { step: 'payment', label: 'giving.wizard.card' },
    { step: 'payment-success', label: 'giving.common.done' },
  ],
  recurring: [
    { step: 'recurring-plan', label: 'giving.wizard.plan' },
    { step: 'confirmation', label: 'giving.wizard.confirmation' },
    { step: 'payment', label: 'giving.wizard.payment' },
    { step: 'payment-success', label: 'giving.common.done' },
  ],
};
