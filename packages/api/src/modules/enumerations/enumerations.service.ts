import type { StatesResponse } from '@church/contracts';
import type { EnumerationsRepository } from './enumerations.repository';

export type EnumerationsService = ReturnType<typeof createEnumerationsService>;

export function createEnumerationsService(repository: EnumerationsRepository) {
  return {
    listStates(): Promise<StatesResponse> {
      return repository.listStates();
    },
  };
}
