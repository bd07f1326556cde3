import { create } from 'zustand';
import { timings } from '@church/contracts';

/** What the Giving dialog shows: the four options, or one of the gift flows in their place. */
export type GivingFlow = 'one-time' | 'anonymous' | 'recurring';
type GivingDialogView = 'options' | GivingFlow;

export const useGivingDialog = create<{ view: GivingDialogView }>(() => ({ view: 'options' }));

let resetTimer: ReturnType<typeof setTimeout> | undefined;

export function showFlow(flow: GivingFlow): void {
  useGivingDialog.setState({ view: flow });
}

export function showOptions(): void {
  useGivingDialog.setState({ view: 'options' });
}

/** The dialog closed: it opens on the options again, once it is gone (200 ms). */
export function scheduleDialogReset(): void {
  cancelDialogReset();
  resetTimer = setTimeout(showOptions, timings.modalResetMs);
}

/** Opened again before the reset: it shows what it showed. */
export function cancelDialogReset(): void {
  if (resetTimer !== undefined) clearTimeout(resetTimer);
  resetTimer = undefined;
}
