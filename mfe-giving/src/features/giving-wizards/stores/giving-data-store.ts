import { create } from 'zustand';
import type { GivingPlan, GivingType } from '@church/contracts';
import { getGivingPlans } from '../api/get-giving-plans';
import { getGivingTypes } from '../api/get-giving-types';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** Spec section 3 'Giving state': the giving types and monthly plans every giving flow uses. */
interface GivingDataState {
  givingTypes: GivingType[];
  givingTypesStatus: LoadStatus;
  givingPlans: GivingPlan[];
  givingPlansStatus: LoadStatus;
}

const initialState: GivingDataState = {
  givingTypes: [],
  givingTypesStatus: 'idle',
  givingPlans: [],
  givingPlansStatus: 'idle',
};

export const useGivingData = create<GivingDataState>(() => initialState);

/**
 * Fetches the types and plans once per page load: a list already loaded or on its way is not
 * asked for again; a failed one is, so this is also the retry.
 */
export function loadGivingData(): void {
  const state = useGivingData.getState();
  if (state.givingTypesStatus === 'idle' || state.givingTypesStatus === 'error') {
    useGivingData.setState({ givingTypesStatus: 'loading' });
    getGivingTypes().then(
      (givingTypes) => useGivingData.setState({ givingTypes, givingTypesStatus: 'loaded' }),
      () => useGivingData.setState({ givingTypesStatus: 'error' }),
    );
  }
  if (state.givingPlansStatus === 'idle' || state.givingPlansStatus === 'error') {
    useGivingData.setState({ givingPlansStatus: 'loading' });
    getGivingPlans().then(
      (givingPlans) => useGivingData.setState({ givingPlans, givingPlansStatus: 'loaded' }),
      () => useGivingData.setState({ givingPlansStatus: 'error' }),
    );
  }
}

/** For tests: forget what was loaded, as a new page load would. */
export function resetGivingData(): void {
  useGivingData.setState(initialState);
}
