import { useCallback, useEffect, useState } from 'react';
import type { State } from '@church/contracts';
import { getStates } from '../api/get-states';

type StatesLoad = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; states: State[] };

/** The states list for the address form, with a retry for when it fails (or comes back empty). */
export function useStates(): StatesLoad & { retry: () => void } {
  const [load, setLoad] = useState<StatesLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getStates().then(
      (states) => current && setLoad({ status: 'loaded', states }),
      () => current && setLoad({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { ...load, retry };
}
