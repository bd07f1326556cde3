import type {
  PlanAttachment,
  PlanItem,
  PlanItemKind,
  PlanNote,
  SavePlanItem,
  ServicePlan,
  ServiceTypeList,
  ServiceTypeSummary,
  ServiceTypesPageQuery,
} from '@church/contracts';
import { and, asc, eq, ilike, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { countedLists, countFiltered } from '../../db/list-counts';
import { orderOf, paginateByKeys, type OrderKey } from '../../db/paginate';
import type { DbOrTx } from '../../db/types';
import { containsPattern } from '../../lib/params';
import { planAttachments, planItems, planNotes, serviceTypes } from './service-types.table';

export type ServiceTypesRepository = ReturnType<typeof createServiceTypesRepository>;

type ItemRow = typeof planItems.$inferSelect;
type NoteRow = typeof planNotes.$inferSelect;

const toItem = (row: ItemRow): PlanItem => ({
  id: row.id,
  serviceTypeId: row.serviceTypeId,
  position: row.position,
  kind: row.kind as PlanItemKind,
  title: row.title,
  lengthMinutes: row.lengthMinutes,
  description: row.description,
  songKey: row.songKey,
  songId: row.songId,
});

const toNote = (row: NoteRow): PlanNote => ({
  id: row.id,
  serviceTypeId: row.serviceTypeId,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// A type with the size of its plan: correlated subqueries, spelled out in full because drizzle
// leaves the columns of a one-table select unqualified ("id" would be the item's own id).
const outerId = sql.raw('"service_types"."id"');
const summaryColumns = {
  id: serviceTypes.id,
  name: serviceTypes.name,
  createdAt: serviceTypes.createdAt,
  updatedAt: serviceTypes.updatedAt,
  itemsCount: sql<number>`(select count(*) from "plan_items" p where p."service_type_id" = ${outerId})`
    .mapWith(Number)
    .as('items_count'),
  totalMinutes:
    sql<number>`(select coalesce(sum(p."length_minutes"), 0) from "plan_items" p where p."service_type_id" = ${outerId})`
      .mapWith(Number)
      .as('total_minutes'),
};

type SummaryRow = {
  id: number;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  itemsCount: number;
  totalMinutes: number;
};
const toSummary = (row: SummaryRow): ServiceTypeSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// Newest first, the id breaking ties: the order of service_types_created_at_id_idx.
const newestFirstOrder: OrderKey[] = [
  [serviceTypes.createdAt, 'desc'],
  [serviceTypes.id, 'desc'],
];
const newestFirst = orderOf(newestFirstOrder);
const byName = (search: string) => (search ? ilike(serviceTypes.name, containsPattern(search)) : undefined);

/**
 * The ids of a page of service types (searched or not), walked in their index: the plan sizes
 * are then summed for that page's rows only, not for every row skipped.
 */
export function serviceTypePageKeys(tx: DbOrTx, search: string, reversed = false) {
  return tx
    .select({ id: serviceTypes.id })
    .from(serviceTypes)
    .where(byName(search))
    .orderBy(...orderOf(newestFirstOrder, reversed))
    .$dynamic();
}
const inOrder = [asc(planItems.position), asc(planItems.id)];

export type NewPlanItem = SavePlanItem & { serviceTypeId: number; position: number };

export function createServiceTypesRepository(db: DbOrTx) {
  return {
    page(query: ServiceTypesPageQuery, tx: DbOrTx = db): Promise<ServiceTypeList> {
      const rowsOf = (ids: SQLWrapper) =>
        tx
          .select(summaryColumns)
          .from(serviceTypes)
          .where(inArray(serviceTypes.id, ids))
          .orderBy(...newestFirst)
          .$dynamic();
      const total = countFiltered(tx, countedLists.serviceTypes, serviceTypes, byName(query.search));
      return paginateByKeys(
        (reversed) => serviceTypePageKeys(tx, query.search, reversed),
        rowsOf,
        total,
        query,
        toSummary,
      );
    },

    async search(search: string, take: number, tx: DbOrTx = db): Promise<ServiceTypeSummary[]> {
      const rows = await tx
        .select(summaryColumns)
        .from(serviceTypes)
        .where(byName(search))
        .orderBy(...newestFirst)
        .limit(take);
      return rows.map(toSummary);
    },

    async summary(id: number, tx: DbOrTx = db): Promise<ServiceTypeSummary | undefined> {
      const [row] = await tx.select(summaryColumns).from(serviceTypes).where(eq(serviceTypes.id, id));
      return row && toSummary(row);
    },

    /** The plan page: the type, its items in order, notes and attachments oldest first. */
    async plan(id: number, tx: DbOrTx = db): Promise<ServicePlan | undefined> {
      const [type] = await tx.select().from(serviceTypes).where(eq(serviceTypes.id, id));
      if (!type) return undefined;
      const [items, notes, attachments] = [
        await this.items(id, tx),
        await tx.select().from(planNotes).where(eq(planNotes.serviceTypeId, id)).orderBy(asc(planNotes.id)),
        await tx
          .select()
          .from(planAttachments)
          .where(eq(planAttachments.serviceTypeId, id))
          .orderBy(asc(planAttachments.id)),
      ];
      return {
        id: type.id,
        name: type.name,
        createdAt: type.createdAt.toISOString(),
        updatedAt: type.updatedAt.toISOString(),
        servicePlan: {
          servicePlanItems: items,
          notes: notes.map(toNote),
          attachments: attachments.map((row): PlanAttachment => ({
            id: row.id,
            serviceTypeId: row.serviceTypeId,
            name: row.name,
            url: row.url,
            isUploadedFile: row.isUploadedFile,
          })),
        },
      };
    },

    async insert(name: string, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.insert(serviceTypes).values({ name }).returning({ id: serviceTypes.id });
      if (!row) throw new Error('insert returned no service type');
      return row.id;
    },

    async rename(id: number, name: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(serviceTypes)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(serviceTypes.id, id))
        .returning({ id: serviceTypes.id });
      return rows.length > 0;
    },

    /**
     * Marks the plan changed and locks its row until the transaction ends, so two edits of one
     * plan's order take turns. False when there is no such plan.
     */
    async touch(id: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(serviceTypes)
        .set({ updatedAt: sql`now()` })
        .where(eq(serviceTypes.id, id))
        .returning({ id: serviceTypes.id });
      return rows.length > 0;
    },

    /** Deletes the type (its items, notes and attachments go with it); the uploaded files it showed. */
    async delete(id: number, tx: DbOrTx = db): Promise<{ uploadedUrls: string[] } | undefined> {
      const files = await tx
        .select({ url: planAttachments.url })
        .from(planAttachments)
        .where(and(eq(planAttachments.serviceTypeId, id), eq(planAttachments.isUploadedFile, true)));
      const rows = await tx.delete(serviceTypes).where(eq(serviceTypes.id, id)).returning({ id: serviceTypes.id });
      return rows.length > 0 ? { uploadedUrls: files.map((file) => file.url) } : undefined;
    },

    /** Whether any plan's uploaded attachment still shows this file. */
    async isFileUsed(url: string, tx: DbOrTx = db): Promise<boolean> {
      const used = and(eq(planAttachments.url, url), eq(planAttachments.isUploadedFile, true));
      return (await tx.$count(planAttachments, used)) > 0;
    },

    async items(serviceTypeId: number, tx: DbOrTx = db): Promise<PlanItem[]> {
      const rows = await tx
        .select()
        .from(planItems)
        .where(eq(planItems.serviceTypeId, serviceTypeId))
        .orderBy(...inOrder);
      return rows.map(toItem);
    },

    async findItem(id: number, tx: DbOrTx = db): Promise<PlanItem | undefined> {
      const [row] = await tx.select().from(planItems).where(eq(planItems.id, id));
      return row && toItem(row);
    },

    async insertItem(item: NewPlanItem, tx: DbOrTx = db): Promise<PlanItem> {
      const [row] = await tx.insert(planItems).values(item).returning();
      if (!row) throw new Error('insert returned no plan item');
      return toItem(row);
    },

    async updateItem(id: number, item: SavePlanItem, tx: DbOrTx = db): Promise<PlanItem | undefined> {
      const [row] = await tx.update(planItems).set(item).where(eq(planItems.id, id)).returning();
      return row && toItem(row);
    },

    async deleteItem(id: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.delete(planItems).where(eq(planItems.id, id)).returning({ id: planItems.id });
      return rows.length > 0;
    },

    /** Gives `items` positions 1..n in the order given, writing only those that change. */
    async renumber(items: readonly PlanItem[], tx: DbOrTx = db): Promise<PlanItem[]> {
      const numbered = items.map((item, index) => ({ ...item, position: index + 1 }));
      for (const [index, item] of numbered.entries()) {
        if (items[index]?.position !== item.position) {
          await tx.update(planItems).set({ position: item.position }).where(eq(planItems.id, item.id));
        }
      }
      return numbered;
    },

    async findNote(id: number, tx: DbOrTx = db): Promise<PlanNote | undefined> {
      const [row] = await tx.select().from(planNotes).where(eq(planNotes.id, id));
      return row && toNote(row);
    },

    async insertNote(serviceTypeId: number, text: string, tx: DbOrTx = db): Promise<PlanNote> {
      const [row] = await tx.insert(planNotes).values({ serviceTypeId, text }).returning();
      if (!row) throw new Error('insert returned no note');
      return toNote(row);
    },

    async updateNote(id: number, text: string, tx: DbOrTx = db): Promise<PlanNote | undefined> {
      const [row] = await tx
        .update(planNotes)
        .set({ text, updatedAt: sql`now()` })
        .where(eq(planNotes.id, id))
        .returning();
      return row && toNote(row);
    },

    async deleteNote(id: number, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx.delete(planNotes).where(eq(planNotes.id, id)).returning({ id: planNotes.id });
      return rows.length > 0;
    },
  };
}
