import type { GivingType } from '@church/contracts';
import { api } from '@church/http';

export function getGivingTypes(): Promise<GivingType[]> {
  return api.get('givingTypes').json<GivingType[]>();
}
