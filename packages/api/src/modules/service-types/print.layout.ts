import { formatDate, formatPlanLength, formatTime } from '@church/contracts';
import type { PlanToPrint } from './print.repository';

/** One plan as both printouts show it: the same words in the PDF and in the HTML. */
export interface PrintedPlan {
  title: string;
  /** When the plan was made and when it was printed, on the church's clock. */
  dateLine: string;
  columns: readonly string[];
  /** Items in their order: number, kind, title (with its description), key, length. */
  rows: { cells: readonly string[]; description: string | null }[];
  totalLength: string;
  notes: readonly string[];
}

export const printLabels = {
  items: 'Order of service',
  noItems: 'No items yet.',
  total: 'Total length',
  notes: 'Notes',
  noNotes: 'No notes.',
} as const;

const kindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

export function printedPlan(plan: PlanToPrint, timeZone: string, now: Date): PrintedPlan {
  const total = plan.items.reduce((sum, item) => sum + item.lengthMinutes, 0);
  return {
    title: plan.name,
    dateLine: `Created ${formatDate(plan.createdAt, timeZone)} · Printed ${formatDate(now, timeZone)} at ${formatTime(now, timeZone)}`,
    columns: ['#', 'Kind', 'Title', 'Key', 'Length'],
    rows: plan.items.map((item, index) => ({
      cells: [
        String(index + 1),
        kindLabel(item.kind),
        item.title,
        item.kind === 'song' ? (item.songKey ?? '') : '',
        formatPlanLength(item.lengthMinutes),
      ],
      description: item.description?.trim() || null,
    })),
    totalLength: formatPlanLength(total),
    notes: plan.notes,
  };
}
