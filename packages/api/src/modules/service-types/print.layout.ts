import { formatPlanLength, planItemStarts } from '@church/contracts';
import type { Locale } from '../../lib/i18n';
import type { PlanToPrint } from './print.repository';

/** One plan as both printouts show it: the same words in the PDF and in the HTML. */
export interface PrintedPlan {
  /** The reader's language: the printouts' words and dates. */
  locale: Locale;
  title: string;
  /** When the plan was made and when it was printed, on the church's clock. */
  dateLine: string;
  /** Whether the plan is dated: its items then have a start time, the column after the number. */
  dated: boolean;
  columns: readonly string[];
  /** Items in their order: number, [start,] kind, title (with its description), key, length. */
  rows: { cells: readonly string[]; description: string | null }[];
  totalLength: string;
  notes: readonly string[];
}

/** The printouts' headings, in the reader's language. */
export const printLabels = (locale: Locale) => ({
  items: locale.t('api.print.items'),
  noItems: locale.t('api.print.noItems'),
  total: locale.t('api.print.total'),
  notes: locale.t('api.print.notes'),
  noNotes: locale.t('api.print.noNotes'),
});

/** `locale` reads the dates on the church's clock. */
export function printedPlan(plan: PlanToPrint, locale: Locale, now: Date): PrintedPlan {
  const total = plan.items.reduce((sum, item) => sum + item.lengthMinutes, 0);
  const { t } = locale;
  const length = (minutes: number) =>
    formatPlanLength(minutes, (form, values) => t(`api.print.lengths.${form}`, values));
  const starts = planItemStarts(plan.startsAt, plan.items);
  const dated = plan.startsAt !== null;
  const made = { created: locale.date(plan.createdAt), printed: locale.date(now), time: locale.time(now) };
  return {
    locale,
    title: plan.name,
    dateLine: plan.startsAt
      ? t('api.print.dateLineDated', {
          ...made,
          service: locale.date(plan.startsAt),
          start: locale.time(plan.startsAt),
        })
      : t('api.print.dateLine', made),
    dated,
    columns: [
      '#',
      ...(dated ? [t('api.print.starts')] : []),
      t('api.print.kind'),
      t('api.print.title'),
      t('api.print.key'),
      t('api.print.length'),
    ],
    rows: plan.items.map((item, index) => ({
      cells: [
        String(index + 1),
        ...(dated ? [locale.time(starts[index] as Date)] : []),
        t(`api.print.kinds.${item.kind}`),
        item.title,
        item.kind === 'song' ? (item.songKey ?? '') : '',
        length(item.lengthMinutes),
      ],
      description: item.description?.trim() || null,
    })),
    totalLength: length(total),
    notes: plan.notes,
  };
}
