import * as v from 'valibot';
import { PlanServiceTypeIdSchema } from './plan-attachments';

/** POST /api/service-types/print-pdf and /print-html: which plan to print. */
export const PrintPlanSchema = v.object({ serviceTypeId: PlanServiceTypeIdSchema });
export type PrintPlan = v.InferOutput<typeof PrintPlanSchema>;

export const planPrintMessages = {
  /** Spec section 8. */
  failed: 'Failed to print service plan',
} as const;

/** The three forms a length takes; each reader's catalogue words them ('{hours} h {minutes} min'). */
export type PlanLengthForm = 'minutes' | 'hours' | 'hoursMinutes';
export type PlanLengthWords = (form: PlanLengthForm, values: { hours: number; minutes: number }) => string;

/**
 * '5 min', '1 h', '1 h 25 min': the lengths of items and of the whole service, worded by the
 * reader's catalogue (the browser's `plans.length.*`, the printouts' `api.print.lengths.*`).
 */
export function formatPlanLength(total: number, words: PlanLengthWords): string {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return words(hours === 0 ? 'minutes' : minutes === 0 ? 'hours' : 'hoursMinutes', { hours, minutes });
}
