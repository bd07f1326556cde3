import { createContext, use } from 'react';
import type { SandboxCardInput, SandboxCardValues } from '../utils/sandbox-card-check';

interface SandboxCardSnapshot {
  values: SandboxCardValues;
  /** A payment method was asked for since the last edit: the field shows every problem. */
  submitted: boolean;
  /** Whether a sandbox field is on the page to read from. */
  attached: boolean;
}

const emptyValues: SandboxCardValues = { number: '', expiry: '', cvc: '' };

/**
 * What the sandbox card field holds, kept by its provider so createPaymentMethod can read it,
 * as Stripe.js reads its own iframe. It lives and dies with the provider and is sent nowhere
 * but the sandbox's tokenising endpoint.
 */
export function createSandboxCardStore() {
  let snapshot: SandboxCardSnapshot = { values: emptyValues, submitted: false, attached: false };
  const listeners = new Set<() => void>();
  const update = (change: Partial<SandboxCardSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): SandboxCardSnapshot => snapshot,
    setValue(input: SandboxCardInput, value: string): void {
      update({ values: { ...snapshot.values, [input]: value }, submitted: false });
    },
    markSubmitted(): void {
      update({ submitted: true });
    },
    /** Called by the field when it mounts; what it answers forgets the card when it unmounts. */
    attach(): () => void {
      update({ attached: true });
      return () => update({ values: emptyValues, submitted: false, attached: false });
    },
  };
}

/** The store of one CardPaymentsProvider in sandbox mode. */
export type SandboxCardStore = ReturnType<typeof createSandboxCardStore>;

/** How the sandbox field finds its provider's store. */
export const SandboxCardStoreContext = createContext<SandboxCardStore | null>(null);

/** The sandbox field's store; only the sandbox provider renders that field. */
export function useSandboxCardStore(): SandboxCardStore {
  const store = use(SandboxCardStoreContext);
  if (!store) throw new Error('The sandbox card field must be inside <CardPaymentsProvider>');
  return store;
}
