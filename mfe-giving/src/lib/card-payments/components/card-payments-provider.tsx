import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { PaymentsConfig } from '@church/contracts';
import { ErrorPanel, Spinner } from '@church/ui';
import { getPaymentsConfig, loadedPaymentsConfig } from '../api/get-payments-config';
import { useTranslate } from '../../../i18n/catalogues';
import { SandboxCardPayments } from './sandbox-card-payments';

type StripeAdapter = ComponentType<{ publishableKey: string; children: ReactNode }>;
type Adapter = { mode: 'sandbox' } | { mode: 'stripe'; publishableKey: string; StripeCardPayments: StripeAdapter };
type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; adapter: Adapter };

let loadedStripeAdapter: StripeAdapter | undefined;

/** The adapter without waiting, when the config (and in Stripe mode its chunk) arrived earlier on this page. */
function readyAdapter(config: PaymentsConfig | undefined): Adapter | undefined {
  if (config?.mode === 'sandbox') return { mode: 'sandbox' };
  if (config?.mode === 'stripe' && config.publishableKey && loadedStripeAdapter) {
    return { mode: 'stripe', publishableKey: config.publishableKey, StripeCardPayments: loadedStripeAdapter };
  }
  return undefined;
}

async function loadAdapter(): Promise<Adapter> {
  const config = await getPaymentsConfig();
  if (config.mode === 'sandbox') return { mode: 'sandbox' };
  if (!config.publishableKey) throw new Error('Stripe mode without a publishable key');
  // Its own chunk: Stripe.js and its React bindings are fetched only in Stripe mode.
  const { default: StripeCardPayments } = await import(
    /* webpackChunkName: "stripe-card-payments" */ './stripe-card-payments'
  );
  loadedStripeAdapter = StripeCardPayments;
  return { mode: 'stripe', publishableKey: config.publishableKey, StripeCardPayments };
}

/**
 * Puts the configured card provider under a gift wizard: asks the API which mode it is in (once
 * per page), then mounts the Stripe adapter (lazily loaded, Elements with the publishable key)
 * or the sandbox stand-in. Children see it through useCardPayments and CardField.
 */
export function CardPaymentsProvider({ children }: { children: ReactNode }) {
  const [load, setLoad] = useState<Load>(() => {
    const adapter = readyAdapter(loadedPaymentsConfig());
    return adapter ? { status: 'ready', adapter } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const { t } = useTranslate();
  const ready = load.status === 'ready';

  useEffect(() => {
    if (ready) return;
    let current = true;
    loadAdapter().then(
      (adapter) => current && setLoad({ status: 'ready', adapter }),
      () => current && setLoad({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [ready, attempt]);

  if (load.status === 'loading') return <Spinner label={t('giving.cardForm.loading')} />;
  if (load.status === 'error') {
    return (
      <ErrorPanel
        title={t('giving.cardForm.unavailable')}
        message={t('giving.cardForm.failed')}
        onRetry={() => {
          setLoad({ status: 'loading' });
          setAttempt((value) => value + 1);
        }}
      />
    );
  }
  const { adapter } = load;
  if (adapter.mode === 'sandbox') return <SandboxCardPayments>{children}</SandboxCardPayments>;
  return <adapter.StripeCardPayments publishableKey={adapter.publishableKey}>{children}</adapter.StripeCardPayments>;
}
