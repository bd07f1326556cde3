import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentMethod } from '@church/contracts';
import { useSession } from '@church/auth';
import { getSavedCards } from '../api/get-saved-cards';

/** The member's saved cards as a wizard needs them: the list, whether it is loading, what failed. */
export interface SavedCards {
  cards: PaymentMethod[];
  loading: boolean;
  /** The failure's message; the shared client has already toasted the API's own message. */
  error: string | null;
  /** Asks again, e.g. after a card was saved; resolves when the answer is in. */
  refresh: () => Promise<void>;
}

/** What the last answer was for: whose cards, which attempt. */
interface Answer {
  key: string;
  cards: PaymentMethod[];
  error: string | null;
}

const signedOut: SavedCards = { cards: [], loading: false, error: null, refresh: async () => undefined };

/**
 * GET /api/payment-methods/current for the signed-in member, through the shared client (bearer
 * token, refresh). Signed out there are no saved cards and nothing is asked. While a refresh
 * runs the previous list stays, with `loading` set.
 */
export function useSavedCards(): SavedCards {
  const userId = useSession((state) => state.session?.userId ?? null);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>({ key: '', cards: [], error: null });
  const waiting = useRef<(() => void)[]>([]);
  const key = `${userId}:${attempt}`;

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    const settle = (cards: PaymentMethod[], error: string | null) => {
      if (!current) return;
      setAnswer({ key, cards, error });
      for (const resolve of waiting.current.splice(0)) resolve();
    };
    getSavedCards().then(
      (cards) => settle(cards, null),
      (failure: unknown) => settle([], failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [userId, key]);

  const refresh = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setAttempt((value) => value + 1);
      }),
    [],
  );

  if (userId === null) return signedOut;
  return { cards: answer.cards, loading: answer.key !== key, error: answer.error, refresh };
}
