import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { planItems, planNotes, serviceTypes } from './service-types.table';

/** What a printout shows of one plan: read in one transaction so items and notes agree. */
export interface PlanToPrint {
  name: string;
  /** When the service starts; null until a planner dates it. */
  startsAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  items: {
    kind: string;
    title: string;
    lengthMinutes: number;
    description: string | null;
    songKey: string | null;
  }[];
  notes: string[];
}

export type PrintRepository = ReturnType<typeof createPrintRepository>;

export function createPrintRepository(db: DbOrTx) {
  return {
    async plan(serviceTypeId: number, tx: DbOrTx = db): Promise<PlanToPrint | undefined> {
      const [serviceType] = await tx.select().from(serviceTypes).where(eq(serviceTypes.id, serviceTypeId));
      if (!serviceType) return undefined;
      const items = await tx
        .select({
          kind: planItems.kind,
          title: planItems.title,
          lengthMinutes: planItems.lengthMinutes,
          description: planItems.description,
          songKey: planItems.songKey,
        })
        .from(planItems)
        .where(eq(planItems.serviceTypeId, serviceTypeId))
        .orderBy(asc(planItems.position), asc(planItems.id));
      const notes = await tx
        .select({ text: planNotes.text })
        .from(planNotes)
        .where(eq(planNotes.serviceTypeId, serviceTypeId))
        .orderBy(asc(planNotes.createdAt), asc(planNotes.id));
      return {
        name: serviceType.name,
        startsAt: serviceType.startsAt,
        createdAt: serviceType.createdAt,
        updatedAt: serviceType.updatedAt,
        items,
        notes: notes.map((note) => note.text),
      };
    },
  };
}
