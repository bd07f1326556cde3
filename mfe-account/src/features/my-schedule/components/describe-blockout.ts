import type { Blockout } from '@church/contracts';
import { formatDate } from '@church/ui';
import { translate } from '../../../i18n/catalogues';

/** A calendar day '2027-07-04' in the page's date format: noon UTC is that day on any church's clock within ±11 h. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);

export const weekdayNames = () => [
  translate('account.blockouts.sunday'),
  translate('account.blockouts.monday'),
  translate('account.blockouts.tuesday'),
  translate('account.blockouts.wednesday'),
  translate('account.blockouts.thursday'),
  translate('account.blockouts.friday'),
  translate('account.blockouts.saturday'),
];

/** Which weekday of the month, by its value (1 to 5, -1 the last). */
export const weekOfMonthNames = (): Record<string, string> => ({
  '1': translate('account.blockouts.week1'),
  '2': translate('account.blockouts.week2'),
  '3': translate('account.blockouts.week3'),
  '4': translate('account.blockouts.week4'),
  '5': translate('account.blockouts.week5'),
  '-1': translate('account.blockouts.weekLast'),
});

/** 'Every Sunday, 07.01.2027 to 07.31.2027', 'The first Sunday of each month, from 01.01.2027'... */
export function describeBlockout(blockout: Blockout): string {
  const first = formatDay(blockout.firstDay);
  const last = blockout.lastDay ? formatDay(blockout.lastDay) : null;
  if (blockout.repeat === 'none')
    return last && last !== first ? translate('account.blockouts.range', { first, last }) : first;
  const weekday = weekdayNames()[blockout.weekday ?? 0]!;
  const when =
    blockout.repeat === 'weekly'
      ? translate('account.blockouts.everyWeekday', { weekday })
      : translate('account.blockouts.monthlyWeekday', {
          week: weekOfMonthNames()[String(blockout.weekOfMonth)] ?? '',
          weekday,
        });
  return last
    ? translate('account.blockouts.repeatBetween', { when, first, last })
    : translate('account.blockouts.repeatFrom', { when, first });
}
