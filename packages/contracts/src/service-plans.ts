import * as v from 'valibot';
import { pageSizes } from './page-sizes';
import { countedPageSchema, pageQuerySchema, queryNumber } from './paging';
import { PlanAttachmentSchema, PlanServiceTypeIdSchema } from './plan-attachments';

// Service types and their plans (spec sections 3 and 7): a service type is one plan, with its
// order of service (plan items), notes and attachments (plan-attachments.ts).

/** What a line of the order of service is. */
export const planItemKinds = ['song', 'reading', 'prayer', 'sermon', 'announcement', 'header'] as const;
export type PlanItemKind = (typeof planItemKinds)[number];

/** Spec section 5 names no rules for plans: these are ours, shared by the forms and the API. */
export const servicePlanRules = {
  nameMax: 100,
  titleMax: 200,
  descriptionMax: 2000,
  /** Minutes of one item: a whole afternoon at most. */
  lengthMax: 240,
  songIdMax: 100,
  noteMax: 2000,
  /** Items in one plan. */
  itemsMax: 100,
} as const;

/** Keys a song can be in: a note, a sharp or flat, minor with m (G, Bb, F#m). */
export const songKeyPattern = /^[A-G][#b]?m?$/;
const majorKeys = [
  'C',
  'C#',
  'Db',
  'D',
  'D#',
  'Eb',
  'E',
  'F',
  'F#',
  'Gb',
  'G',
  'G#',
  'Ab',
  'A',
  'A#',
  'Bb',
  'B',
] as const;
/** The keys offered in the item form, majors then minors. */
export const songKeys: readonly string[] = [...majorKeys, ...majorKeys.map((key) => `${key}m`)];

export const servicePlanMessages = {
  nameRequired: 'Please, enter the name',
  nameMax: `Name max length is ${servicePlanRules.nameMax} characters`,
  kindInvalid: 'Please, choose what kind of item this is',
  titleRequired: 'Please, enter the title',
  titleMax: `Title max length is ${servicePlanRules.titleMax} characters`,
  descriptionMax: `Description max length is ${servicePlanRules.descriptionMax} characters`,
  lengthRequired: 'Please, enter the length in minutes',
  lengthWhole: 'Length must be a whole number of minutes',
  lengthMin: 'Length cannot be negative',
  lengthMax: `Length is at most ${servicePlanRules.lengthMax} minutes`,
  songKeyInvalid: 'Key must be a note such as G, Bb or F#m',
  songKeyOnlyForSongs: 'Only songs have a key',
  songIdInvalid: 'Song id is invalid',
  songIdOnlyForSongs: 'Only songs come from the song search',
  positionInvalid: 'Position must be a whole number from 1',
  noteRequired: 'Please, type the note',
  noteMax: `Note max length is ${servicePlanRules.noteMax} characters`,
  itemsMax: `A plan has at most ${servicePlanRules.itemsMax} items`,
  serviceTypeNotFound: 'Service type not found',
  planItemNotFound: 'Plan item not found',
  noteNotFound: 'Note not found',
  /** Spec section 8, verbatim ('Error while creating/updating/deleting service plan item'). */
  createItemFailed: 'Error while creating service plan item',
  updateItemFailed: 'Error while updating service plan item',
  deleteItemFailed: 'Error while deleting service plan item',
  /** Spec section 8, 'Failed to get ...' for each list. */
  getServiceTypesFailed: 'Failed to get service types',
  getPlanFailed: 'Failed to get service plan',
  createServiceTypeFailed: 'Failed to create service type',
  updateServiceTypeFailed: 'Failed to update service type',
  deleteServiceTypeFailed: 'Failed to delete service type',
  saveNoteFailed: 'Failed to save note',
  deleteNoteFailed: 'Failed to delete note',
} as const;

/** A service type as lists show it, with the size of its plan. */
export const ServiceTypeSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  /** ISO 8601. */
  createdAt: v.string(),
  /** ISO 8601: the last change to the type, its items or its notes. */
  updatedAt: v.string(),
  itemsCount: v.number(),
  totalMinutes: v.number(),
});
export type ServiceTypeSummary = v.InferOutput<typeof ServiceTypeSummarySchema>;

export const ServiceTypeListSchema = countedPageSchema(ServiceTypeSummarySchema);
export type ServiceTypeList = v.InferOutput<typeof ServiceTypeListSchema>;

const SearchTextSchema = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(servicePlanRules.nameMax, 'Search max length is 100 characters')),
  '',
);

/** GET /api/service-types/paginated: 10 a page, newest first, optionally by name. */
export const ServiceTypesPageQuerySchema = v.object({
  ...pageQuerySchema(pageSizes.dashboardServiceTypes).entries,
  search: SearchTextSchema,
});
export type ServiceTypesPageQuery = v.InferOutput<typeof ServiceTypesPageQuerySchema>;

/** GET /api/service-types?search: the first matches by name, for search boxes (5). */
export const ServiceTypesSearchQuerySchema = v.object({
  search: SearchTextSchema,
  take: queryNumber('take', pageSizes.serviceTypeSearchLimit, 50),
});
export type ServiceTypesSearchQuery = v.InferOutput<typeof ServiceTypesSearchQuerySchema>;

export const ServiceTypeNameSchema = v.pipe(
  v.string(servicePlanMessages.nameRequired),
  v.trim(),
  v.nonEmpty(servicePlanMessages.nameRequired),
  v.maxLength(servicePlanRules.nameMax, servicePlanMessages.nameMax),
);

/** POST /api/service-types and PUT /api/service-types/{id}. */
export const SaveServiceTypeSchema = v.object({ name: ServiceTypeNameSchema });
export type SaveServiceType = v.InferOutput<typeof SaveServiceTypeSchema>;

export const PlanItemSchema = v.object({
  id: v.number(),
  serviceTypeId: v.number(),
  /** 1..n without gaps within the plan. */
  position: v.number(),
  kind: v.picklist(planItemKinds),
  title: v.string(),
  lengthMinutes: v.number(),
  description: v.nullable(v.string()),
  songKey: v.nullable(v.string()),
  /** The song provider's track_id, for a song found by search. */
  songId: v.nullable(v.string()),
});
export type PlanItem = v.InferOutput<typeof PlanItemSchema>;

export const PlanNoteSchema = v.object({
  id: v.number(),
  serviceTypeId: v.number(),
  text: v.string(),
  /** ISO 8601. */
  createdAt: v.string(),
  /** ISO 8601. */
  updatedAt: v.string(),
});
export type PlanNote = v.InferOutput<typeof PlanNoteSchema>;

/** GET /api/service-types/{id}: the plan page (spec section 3's 'Service plan'). */
export const ServicePlanSchema = v.object({
  id: v.number(),
  name: v.string(),
  /** ISO 8601. */
  createdAt: v.string(),
  /** ISO 8601. */
  updatedAt: v.string(),
  servicePlan: v.object({
    /** In order of service. */
    servicePlanItems: v.array(PlanItemSchema),
    /** Oldest first. */
    notes: v.array(PlanNoteSchema),
    /** Oldest first. */
    attachments: v.array(PlanAttachmentSchema),
  }),
});
export type ServicePlan = v.InferOutput<typeof ServicePlanSchema>;

const optionalText = (max: number, message: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max, message),
        v.transform((text) => (text === '' ? null : text)),
      ),
    ),
    null,
  );

/** An item's own fields, without its plan or position: what the item form edits. */
const planItemFields = {
  kind: v.picklist(planItemKinds, servicePlanMessages.kindInvalid),
  title: v.pipe(
    v.string(servicePlanMessages.titleRequired),
    v.trim(),
    v.nonEmpty(servicePlanMessages.titleRequired),
    v.maxLength(servicePlanRules.titleMax, servicePlanMessages.titleMax),
  ),
  lengthMinutes: v.pipe(
    v.number(servicePlanMessages.lengthRequired),
    v.integer(servicePlanMessages.lengthWhole),
    v.minValue(0, servicePlanMessages.lengthMin),
    v.maxValue(servicePlanRules.lengthMax, servicePlanMessages.lengthMax),
  ),
  description: optionalText(servicePlanRules.descriptionMax, servicePlanMessages.descriptionMax),
  songKey: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((key) => (key === '' ? null : key)),
        v.nullable(v.pipe(v.string(), v.regex(songKeyPattern, servicePlanMessages.songKeyInvalid))),
      ),
    ),
    null,
  ),
  songId: v.optional(
    v.nullable(
      v.pipe(
        v.string(servicePlanMessages.songIdInvalid),
        v.trim(),
        v.nonEmpty(servicePlanMessages.songIdInvalid),
        v.maxLength(servicePlanRules.songIdMax, servicePlanMessages.songIdInvalid),
      ),
    ),
    null,
  ),
};

/** PUT /api/service-types/plan-items/{id}: the item's fields (its place changes by moving it). */
export const SavePlanItemSchema = v.pipe(
  v.object(planItemFields),
  // Keys and song ids belong to songs only.
  v.forward(
    v.check((item) => item.kind === 'song' || item.songKey === null, servicePlanMessages.songKeyOnlyForSongs),
    ['songKey'],
  ),
  v.forward(
    v.check((item) => item.kind === 'song' || item.songId === null, servicePlanMessages.songIdOnlyForSongs),
    ['songId'],
  ),
);
export type SavePlanItem = v.InferOutput<typeof SavePlanItemSchema>;
export type SavePlanItemInput = v.InferInput<typeof SavePlanItemSchema>;

/** Where an item goes: 1 is first; past the end is last. */
const planItemPositionSchema = v.pipe(
  v.number(servicePlanMessages.positionInvalid),
  v.integer(servicePlanMessages.positionInvalid),
  v.minValue(1, servicePlanMessages.positionInvalid),
  v.maxValue(999_999, servicePlanMessages.positionInvalid),
);

/**
 * POST /api/service-types/plan-items: a new item, at `position` when given (the items from there
 * on move down a place; a song found by search goes where the planner chose), else at the end.
 */
export const CreatePlanItemSchema = v.pipe(
  v.object({ serviceTypeId: PlanServiceTypeIdSchema, ...planItemFields, position: v.optional(planItemPositionSchema) }),
  // Keys and song ids belong to songs only.
  v.forward(
    v.check((item) => item.kind === 'song' || item.songKey === null, servicePlanMessages.songKeyOnlyForSongs),
    ['songKey'],
  ),
  v.forward(
    v.check((item) => item.kind === 'song' || item.songId === null, servicePlanMessages.songIdOnlyForSongs),
    ['songId'],
  ),
);
export type CreatePlanItem = v.InferOutput<typeof CreatePlanItemSchema>;
export type CreatePlanItemInput = v.InferInput<typeof CreatePlanItemSchema>;

/**
 * PUT /api/service-types/plan-items/{id}/position: where the item goes (1 is first; past the
 * end is last). The answer is the plan's items in their new order.
 */
export const MovePlanItemSchema = v.object({ position: planItemPositionSchema });
export type MovePlanItem = v.InferOutput<typeof MovePlanItemSchema>;

export const PlanNoteTextSchema = v.pipe(
  v.string(servicePlanMessages.noteRequired),
  v.trim(),
  v.nonEmpty(servicePlanMessages.noteRequired),
  v.maxLength(servicePlanRules.noteMax, servicePlanMessages.noteMax),
);

/** POST /api/service-types/notes. */
export const CreatePlanNoteSchema = v.object({ serviceTypeId: PlanServiceTypeIdSchema, text: PlanNoteTextSchema });
export type CreatePlanNote = v.InferOutput<typeof CreatePlanNoteSchema>;

/** PUT /api/service-types/notes/{id}. */
export const SavePlanNoteSchema = v.object({ text: PlanNoteTextSchema });
export type SavePlanNote = v.InferOutput<typeof SavePlanNoteSchema>;

/** The plan's length: every item's minutes added up. */
export const totalPlanMinutes = (items: readonly { lengthMinutes: number }[]) =>
  items.reduce((total, item) => total + item.lengthMinutes, 0);

/**
 * When each item starts: the plan's start plus the lengths of the items before it (elapsed
 * minutes, so a clock change during the service cannot move them). None while the plan has no start.
 */
export function planItemStarts(startsAt: string | Date | null, items: readonly { lengthMinutes: number }[]): Date[] {
  const start = startsAt === null ? Number.NaN : new Date(startsAt).getTime();
  if (Number.isNaN(start)) return [];
  let elapsed = 0;
  return items.map((item) => {
    const at = new Date(start + elapsed * 60_000);
    elapsed += item.lengthMinutes;
    return at;
  });
}
