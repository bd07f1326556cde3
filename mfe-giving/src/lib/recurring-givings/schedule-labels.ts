import { defaultRecurringSchedule, type RecurringGiving, type RecurringSchedule } from '@church/contracts';
import { formatMoney } from '@church/ui';
import { translate } from '../../i18n/catalogues';

/** Each schedule's name and its amount wording (catalogue ids); monthly keeps the spec's texts. */
const labels: Record<RecurringSchedule, { name: string; amount: string }> = {
  weekly: { name: 'giving.schedule.weekly', amount: 'giving.schedule.perWeek' },
  'every-two-weeks': { name: 'giving.schedule.everyTwoWeeks', amount: 'giving.schedule.perTwoWeeks' },
  'first-and-fifteenth': { name: 'giving.schedule.firstAndFifteenth', amount: 'giving.schedule.perFirstAndFifteenth' },
  monthly: { name: 'giving.confirmation.monthly', amount: 'giving.common.perMonth' },
  quarterly: { name: 'giving.schedule.quarterly', amount: 'giving.schedule.perQuarter' },
  yearly: { name: 'giving.schedule.yearly', amount: 'giving.schedule.perYear' },
};

/** 'Weekly', 'Monthly', ... in the active language. */
export const scheduleName = (schedule: RecurringSchedule) => translate(labels[schedule].name);

/** '$25.00 a week', '$50.00 a month', ... in the active language. */
export const amountPer = (amount: number, schedule: RecurringSchedule) =>
  translate(labels[schedule].amount, { amount: formatMoney(amount) });

/** A listed gift's schedule (monthly when the list says none). */
export const scheduleOf = (gift: Pick<RecurringGiving, 'schedule'>) => gift.schedule ?? defaultRecurringSchedule;
