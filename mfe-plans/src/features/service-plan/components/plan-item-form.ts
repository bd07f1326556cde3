import * as v from 'valibot';
import { SavePlanItemSchema, type PlanItem, type PlanItemKind, type SavePlanItemInput } from '@church/contracts';

/** Each kind's name in the catalogue: `t(kindLabels[kind])`. */
export const kindLabels: Record<PlanItemKind, string> = {
  song: 'plans.kind.song',
  reading: 'plans.kind.reading',
  prayer: 'plans.kind.prayer',
  sermon: 'plans.kind.sermon',
  announcement: 'plans.kind.announcement',
  header: 'plans.kind.header',
};

/**
 * The item form's fields as typed (all text), turned into the API's body and checked by the
 * contract's own schema, so the form shows the messages the API would send. A key is only kept
 * for a song.
 */
export const PlanItemFormSchema = v.pipe(
  v.object({
    kind: v.string(),
    title: v.string(),
    lengthMinutes: v.string(),
    songKey: v.string(),
    description: v.string(),
  }),
  v.transform((form): SavePlanItemInput => ({
    kind: form.kind as PlanItemKind,
    title: form.title,
    // Empty is "not given" (its own message); anything else must be a whole number.
    lengthMinutes: form.lengthMinutes.trim() === '' ? (undefined as unknown as number) : Number(form.lengthMinutes),
    description: form.description,
    songKey: form.kind === 'song' ? form.songKey : null,
  })),
  SavePlanItemSchema,
);
export type PlanItemFormInput = v.InferInput<typeof PlanItemFormSchema>;

export const emptyPlanItemForm: PlanItemFormInput = {
  kind: 'song',
  title: '',
  lengthMinutes: '5',
  songKey: '',
  description: '',
};

export const planItemToForm = (item: PlanItem): PlanItemFormInput => ({
  kind: item.kind,
  title: item.title,
  lengthMinutes: String(item.lengthMinutes),
  songKey: item.songKey ?? '',
  description: item.description ?? '',
});
