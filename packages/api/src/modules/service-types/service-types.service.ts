import {
  servicePlanMessages,
  servicePlanRules,
  type CreatePlanItem,
  type PlanItem,
  type PlanNote,
  type SavePlanItem,
  type ServicePlan,
  type ServiceTypeList,
  type ServiceTypeSummary,
  type ServiceTypesPageQuery,
} from '@church/contracts';
import type { RunInTransaction } from '../../db/transaction';
import { HttpError } from '../../lib/http-error';
import { deleteStoredFile, type FileStorage } from '../files';
import type { ServiceTypesRepository } from './service-types.repository';

export type ServiceTypesService = ReturnType<typeof createServiceTypesService>;

const notFound = (message: string) => new HttpError(404, [message]);

function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw notFound(message);
  return value;
}

/**
 * Service types and their plans. Every change to an item or a note runs in one transaction that
 * first touches the plan (its updated_at, and a row lock), so the items' positions stay 1..n
 * without gaps however edits of one plan interleave.
 */
export function createServiceTypesService(
  repository: ServiceTypesRepository,
  transaction: RunInTransaction,
  storage: FileStorage,
) {
  const { serviceTypeNotFound, planItemNotFound, noteNotFound } = servicePlanMessages;

  const summary = async (id: number) => found(await repository.summary(id), serviceTypeNotFound);

  return {
    page: (query: ServiceTypesPageQuery): Promise<ServiceTypeList> => repository.page(query),
    search: (search: string, take: number): Promise<ServiceTypeSummary[]> => repository.search(search, take),
    plan: async (id: number): Promise<ServicePlan> => found(await repository.plan(id), serviceTypeNotFound),

    create: async (name: string): Promise<ServiceTypeSummary> => summary(await repository.insert(name)),

    async rename(id: number, name: string): Promise<ServiceTypeSummary> {
      if (!(await repository.rename(id, name))) throw notFound(serviceTypeNotFound);
      return summary(id);
    },

    /** The plan with everything in it; its uploaded files leave storage after the commit. */
    async delete(id: number): Promise<void> {
      const deleted = found(await transaction((tx) => repository.delete(id, tx)), serviceTypeNotFound);
      for (const url of new Set(deleted.uploadedUrls)) {
        if (!(await repository.isFileUsed(url))) await deleteStoredFile(storage, url);
      }
    },

    getItem: async (id: number): Promise<PlanItem> => found(await repository.findItem(id), planItemNotFound),

    /** A new item goes at `position` (the ones from there move down a place), or last. */
    createItem: ({ serviceTypeId, position, ...fields }: CreatePlanItem): Promise<PlanItem> =>
      transaction(async (tx) => {
        if (!(await repository.touch(serviceTypeId, tx))) throw notFound(serviceTypeNotFound);
        // Read under the plan's lock: two insertions into one plan take their turns.
        const items = await repository.items(serviceTypeId, tx);
        if (items.length >= servicePlanRules.itemsMax) throw new HttpError(400, [servicePlanMessages.itemsMax]);
        const at = Math.min(position ?? Infinity, items.length + 1);
        const created = await repository.insertItem({ ...fields, serviceTypeId, position: at }, tx);
        await repository.renumber([...items.slice(0, at - 1), created, ...items.slice(at - 1)], tx);
        return created;
      }),

    updateItem: (id: number, fields: SavePlanItem): Promise<PlanItem> =>
      transaction(async (tx) => {
        const item = found(await repository.findItem(id, tx), planItemNotFound);
        await repository.touch(item.serviceTypeId, tx);
        return found(await repository.updateItem(id, fields, tx), planItemNotFound);
      }),

    /** Removes the item; the ones after it move up a place. */
    deleteItem: (id: number): Promise<void> =>
      transaction(async (tx) => {
        const item = found(await repository.findItem(id, tx), planItemNotFound);
        await repository.touch(item.serviceTypeId, tx);
        if (!(await repository.deleteItem(id, tx))) throw notFound(planItemNotFound);
        await repository.renumber(await repository.items(item.serviceTypeId, tx), tx);
      }),

    /** Puts the item at `position` (past the end: last); answers the plan's items in their new order. */
    moveItem: (id: number, position: number): Promise<PlanItem[]> =>
      transaction(async (tx) => {
        const { serviceTypeId } = found(await repository.findItem(id, tx), planItemNotFound);
        await repository.touch(serviceTypeId, tx);
        // Read under the plan's lock: the list and the item are as they are now.
        const items = await repository.items(serviceTypeId, tx);
        const from = items.findIndex((item) => item.id === id);
        if (from === -1) throw notFound(planItemNotFound);
        const [moved] = items.splice(from, 1);
        items.splice(Math.min(position, items.length + 1) - 1, 0, moved as PlanItem);
        return repository.renumber(items, tx);
      }),

    createNote: (serviceTypeId: number, text: string): Promise<PlanNote> =>
      transaction(async (tx) => {
        if (!(await repository.touch(serviceTypeId, tx))) throw notFound(serviceTypeNotFound);
        return repository.insertNote(serviceTypeId, text, tx);
      }),

    updateNote: (id: number, text: string): Promise<PlanNote> =>
      transaction(async (tx) => {
        const note = found(await repository.findNote(id, tx), noteNotFound);
        await repository.touch(note.serviceTypeId, tx);
        return found(await repository.updateNote(id, text, tx), noteNotFound);
      }),

    deleteNote: (id: number): Promise<void> =>
      transaction(async (tx) => {
        const note = found(await repository.findNote(id, tx), noteNotFound);
        await repository.touch(note.serviceTypeId, tx);
        if (!(await repository.deleteNote(id, tx))) throw notFound(noteNotFound);
      }),
  };
}
