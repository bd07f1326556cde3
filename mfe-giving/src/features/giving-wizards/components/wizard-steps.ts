import type { GivingFlow, WizardStep } from '../stores/wizard-store';

export const flowTitles: Record<GivingFlow, string> = {
  'one-time': 'One-time online gift',
  anonymous: 'One-time online gift',
  recurring: 'Recurring gift',
};

/** The steps the progress indicator shows for each flow (spec section 4). */
export const flowSteps: Record<GivingFlow, { step: WizardStep; label: string }[]> = {
  'one-time': [
    { step: 'designations', label: 'Designations' },
    { step: 'confirmation', label: 'Confirmation' },
    { step: 'payment', label: 'Payment' },
    { step: 'payment-success', label: 'Done' },
  ],
  anonymous: [
    { step: 'designations', label: 'Designations' },
    { step: 'confirmation', label: 'Your details' },
    { step: 'payment', label: 'Card' },
    { step: 'payment-success', label: 'Done' },
  ],
  recurring: [
    { step: 'recurring-plan', label: 'Plan' },
    { step: 'confirmation', label: 'Confirmation' },
    { step: 'payment', label: 'Payment' },
    { step: 'payment-success', label: 'Done' },
  ],
};
