import type { PaymentsConfig } from '@church/contracts';

let pending: Promise<PaymentsConfig> | undefined;
let loaded: PaymentsConfig | undefined;

/**
 * GET /api/payments/config, once per page: every card form opened later reuses the answer. A
 * public read, so plain fetch (decision 0008); a failure is forgotten so a retry asks again.
 */
export function getPaymentsConfig(): Promise<PaymentsConfig> {
  pending ??= fetch('/api/payments/config', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/payments/config answered ${response.status}`);
      loaded = (await response.json()) as PaymentsConfig;
      return loaded;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** The config if it has arrived already, so a card form opened again shows no loading state. */
export function loadedPaymentsConfig(): PaymentsConfig | undefined {
  return loaded;
}

/** Tests start each case as a fresh page. */
export function forgetPaymentsConfig(): void {
  pending = undefined;
  loaded = undefined;
}
