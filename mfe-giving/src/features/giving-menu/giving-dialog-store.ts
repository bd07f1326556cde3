import { create } from 'zustand';
import { timings, type MyPledges } from '@church/contracts';

/** An open campaign the member has not pledged to, as GET /api/pledges/current lists it. */
export type OpenCampaign = MyPledges['openCampaigns'][number];

/**
 * What the Giving dialog shows: the options, one of the gift flows in their place, or a pledge
 * to one open campaign (`pledgeTo`, kept as it was offered: once pledged it is no longer listed).
 */
export type GivingFlow = 'one-time' | 'anonymous' | 'recurring';
type GivingDialogView = 'options' | GivingFlow | 'pledge';

export const useGivingDialog = create<{ view: GivingDialogView; pledgeTo: OpenCampaign | null }>(() => ({
  view: 'options',
  pledgeTo: null,
}));

let resetTimer: ReturnType<typeof setTimeout> | undefined;

export function showFlow(flow: GivingFlow): void {
  useGivingDialog.setState({ view: flow });
}

export function showPledge(campaign: OpenCampaign): void {
  useGivingDialog.setState({ view: 'pledge', pledgeTo: campaign });
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
