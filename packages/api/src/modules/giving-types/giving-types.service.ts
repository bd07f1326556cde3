import {
  givingMessages,
  type GivingType,
  type GivingTypeList,
  type PageQuery,
  type SaveGivingType,
} from '@church/contracts';
import { isForeignKeyViolation, isUniqueViolation, violatedForeignKey } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import type { AuditLog } from '../audit';
import type { GivingTypesRepository } from './giving-types.repository';

export type GivingTypesService = ReturnType<typeof createGivingTypesService>;

export function createGivingTypesService(repository: GivingTypesRepository, audit: AuditLog) {
  const duplicate = (error: unknown): never => {
    if (isUniqueViolation(error)) throw new HttpError(409, [givingMessages.givingTypeExists]);
    throw error;
  };
  const notFound = () => new HttpError(404, [givingMessages.givingTypeNotFound]);

  return {
    list: () => repository.list(),
    plans: () => repository.plans(),

    page: (query: PageQuery): Promise<GivingTypeList> => repository.page(query),

    async create(input: SaveGivingType): Promise<GivingType> {
      const created = await repository.insert(input.name).catch(duplicate);
      const subject = { type: 'giving-type', id: created.id };
      await audit.record({ action: 'giving-type.create', subject, details: { name: created.name } });
      return created;
    },

    async update(id: number, input: SaveGivingType): Promise<GivingType> {
      const before = await repository.findById(id);
      const updated = await repository.rename(id, input.name).catch(duplicate);
      if (!updated) throw notFound();
      const details = { from: before?.name ?? null, to: updated.name };
      await audit.record({ action: 'giving-type.rename', subject: { type: 'giving-type', id }, details });
      return updated;
    },

    async delete(id: number): Promise<void> {
      const before = await repository.findById(id);
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
      await audit.record({
        action: 'giving-type.delete',
        subject: { type: 'giving-type', id },
        details: { name: before?.name ?? null },
      });
    },
  };
}
