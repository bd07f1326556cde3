import type { State } from '@church/contracts';
import { api } from '@church/http';

/** The US states for address forms. An empty list is a failure too (spec section 5). */
export async function getStates(): Promise<State[]> {
  const states = await api.get('enumerations/states').json<State[]>();
  if (states.length === 0) throw new Error('Failed to get states');
  return states;
}
