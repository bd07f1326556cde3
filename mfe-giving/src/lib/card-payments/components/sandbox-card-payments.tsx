import { useMemo, useState, type ReactNode } from 'react';
import { CardPaymentsContext, type CardPaymentsBinding } from '../hooks/use-card-payments';
import { createSandboxCardStore, SandboxCardStoreContext } from '../stores/sandbox-card-store';
import { createSandboxCardPayments } from '../utils/create-sandbox-card-payments';
import { SandboxAuthenticationDialog } from './sandbox-authentication-dialog';
import { SandboxCardField } from './sandbox-card-field';

/** The sandbox adapter of CardPaymentsProvider: its own field, store and authentication dialog. */
export function SandboxCardPayments({ children }: { children: ReactNode }) {
  const [store] = useState(createSandboxCardStore);
  const [answer, setAnswer] = useState<((approve: boolean) => void) | null>(null);
  const binding = useMemo<CardPaymentsBinding>(() => {
    const askToAuthenticate = () => new Promise<boolean>((resolve) => setAnswer(() => resolve));
    return { payments: createSandboxCardPayments(store, askToAuthenticate), Field: SandboxCardField };
  }, [store]);

  return (
    <CardPaymentsContext value={binding}>
      <SandboxCardStoreContext value={store}>{children}</SandboxCardStoreContext>
      {answer ? (
        <SandboxAuthenticationDialog
          onAnswer={(approve) => {
            setAnswer(null);
            answer(approve);
          }}
        />
      ) : null}
    </CardPaymentsContext>
  );
}
