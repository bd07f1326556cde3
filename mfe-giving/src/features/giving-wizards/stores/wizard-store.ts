import { create } from 'zustand';
import {
  timings,
  type CreatedGiving,
  type Designation,
  type RecurringSchedule,
  type SubscriptionData,
} from '@church/contracts';

export type GivingFlow = 'one-time' | 'anonymous' | 'recurring';
export type WizardStep = 'designations' | 'recurring-plan' | 'confirmation' | 'payment' | 'payment-success';
/** The two payment steps of the spec: a saved card, or a card typed into the card field. */
export type PaymentView = 'payment-method' | 'card';

export interface Donor {
  donorName: string;
  donorEmail: string;
}

/** A giving plan's amount, or one of the member's own; a schedule and the first charge's day. */
export interface RecurringChoice {
  givingPlanId?: number;
  /** Dollars, when no plan was chosen. */
  amount?: number;
  givingTypeId: number;
  schedule: RecurringSchedule;
  /** YYYY-MM-DD on the church's calendar, today or later. */
  startDate: string;
}

/** A subscription's first invoice whose payment needs another card: the next Pay retries it. */
export interface OpenInvoice {
  invoiceId: string;
  status: string;
}

interface WizardState {
  flow: GivingFlow | null;
  /** Bumped by every reset, so an answer that arrives after a reset changes nothing. */
  run: number;
  step: WizardStep;
  /** What the designations step validated; empty until then. */
  designations: Designation[];
  donor: Donor;
  recurring: RecurringChoice | null;
  /** The pending gift once confirmed (one-time and anonymous). */
  giving: CreatedGiving | null;
  /** Its payment intent, asked for once. */
  clientSecret: string | null;
  subscriptionData: SubscriptionData | null;
  openInvoice: OpenInvoice | null;
  /** Chosen with 'Use another card' / 'Use an existing method'; null lets saved cards decide. */
  paymentView: PaymentView | null;
}

function freshState(flow: GivingFlow | null, run: number): WizardState {
  return {
    flow,
    run,
    step: flow === 'recurring' ? 'recurring-plan' : 'designations',
    designations: [],
    donor: { donorName: '', donorEmail: '' },
    recurring: null,
    giving: null,
    clientSecret: null,
    subscriptionData: null,
    openInvoice: null,
    paymentView: null,
  };
}

/** Module level, so closing the Giving dialog and opening it again keeps the flow until reset. */
export const useWizardStore = create<WizardState>(() => freshState(null, 0));

const set = useWizardStore.setState;
const get = useWizardStore.getState;

let resetTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows `flow`, where it was left if it is the one in progress, else from its first step. */
export function startFlow(flow: GivingFlow): void {
  if (get().flow !== flow) set(freshState(flow, get().run + 1));
}

/** 'Give again' and 'Set up another recurring gift': the same flow from its first step. */
export function restartFlow(): void {
  set(freshState(get().flow, get().run + 1));
}

export function resetWizard(): void {
  cancelWizardReset();
  set(freshState(null, get().run + 1));
}

/** The Giving dialog closed: back to the first step once it is gone (spec: 200 ms). */
export function scheduleWizardReset(): void {
  cancelWizardReset();
  resetTimer = setTimeout(resetWizard, timings.modalResetMs);
}

export function cancelWizardReset(): void {
  if (resetTimer !== undefined) clearTimeout(resetTimer);
  resetTimer = undefined;
}

/** True while no reset happened since `run` was read: late answers of an old flow are dropped. */
export function isCurrentRun(run: number): boolean {
  return get().run === run;
}

export function goToStep(step: WizardStep): void {
  set({ step });
}

export function designationsChosen(designations: Designation[]): void {
  set({ designations, step: 'confirmation' });
}

export function donorEdited(donor: Donor): void {
  set({ donor });
}

export function recurringChosen(recurring: RecurringChoice): void {
  set({ recurring, step: 'confirmation' });
}

export function givingCreated(giving: CreatedGiving): void {
  set({ giving, clientSecret: null, paymentView: null, step: 'payment' });
}

export function paymentIntentReceived(clientSecret: string): void {
  set({ clientSecret });
}

export function subscriptionDataReceived(subscriptionData: SubscriptionData): void {
  set({ subscriptionData, openInvoice: null, paymentView: null, step: 'payment' });
}

export function invoiceLeftOpen(openInvoice: OpenInvoice): void {
  set({ openInvoice });
}

export function choosePaymentView(paymentView: PaymentView): void {
  set({ paymentView });
}

export function paymentSucceeded(): void {
  set({ openInvoice: null, step: 'payment-success' });
}
