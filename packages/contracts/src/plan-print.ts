import * as v from 'valibot';
import { PlanServiceTypeIdSchema } from './plan-attachments';

/** POST /api/service-types/print-pdf and /print-html: which plan to print. */
export const PrintPlanSchema = v.object({ serviceTypeId: PlanServiceTypeIdSchema });
export type PrintPlan = v.InferOutput<typeof PrintPlanSchema>;

export const planPrintMessages = {
  /** Spec section 8. */
  failed: 'Failed to print service plan',
} as const;

/** '5 min', '1 h', '1 h 25 min': the lengths of items and of the whole service. */
export function formatPlanLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
