import {
  givingMessages,
  type GivingType,
  type GivingTypeList,
  type PageQuery,
  type SaveGivingType,
} from '@church/contracts';
import { isForeignKeyViolation, isUniqueViolation, violatedForeignKey } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import type { GivingTypesRepository } from './giving-types.repository';

export type GivingTypesService = ReturnType<typeof createGivingTypesService>;

export function createGivingTypesService(repository: GivingTypesRepository) {
  const duplicate = (error: unknown): never => {
    if (isUniqueViolation(error)) throw new HttpError(409, [givingMessages.givingTypeExists]);
    throw error;
  };
  const notFound = () => new HttpError(404, [givingMessages.givingTypeNotFound]);

  return {
    list: () => repository.list(),
    plans: () => repository.plans(),

    page: (query: PageQuery): Promise<GivingTypeList> => repository.page(query),

    create: (input: SaveGivingType): Promise<GivingType> => repository.insert(input.name).catch(duplicate),

    async update(id: number, input: SaveGivingType): Promise<GivingType> {
      const updated = await repository.rename(id, input.name).catch(duplicate);
      if (!updated) throw notFound();
      return updated;
    },

    async delete(id: number): Promise<void> {
      const deleted = await repository.delete(id).catch((error: unknown) => {
        // Gifts keep their designations and monthly gifts their type: a type in use stays.
        if (isForeignKeyViolation(error)) {
          const monthly = violatedForeignKey(error)?.startsWith('recurring_givings') ?? false;
          throw new HttpError(409, [
            monthly ? givingMessages.givingTypeInRecurringUse : givingMessages.givingTypeInUse,
          ]);
        }
        throw error;
      });
      if (!deleted) throw notFound();
    },
  };
}
