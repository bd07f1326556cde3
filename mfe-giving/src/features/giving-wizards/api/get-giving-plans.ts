import type { GivingPlan } from '@church/contracts';
import { api } from '@church/http';

/** The monthly plans, smallest amount first. */
export function getGivingPlans(): Promise<GivingPlan[]> {
  return api.get('giving-plans').json<GivingPlan[]>();
}
