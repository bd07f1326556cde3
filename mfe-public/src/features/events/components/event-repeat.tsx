import { intlLocales, weekdayCodes, weekOfMonth, type Language, type RepeatRule } from '@church/contracts';
import { formatDate } from '@church/ui';
import { useTranslate } from '../i18n/catalogues';

// 2024-01-01 was a Monday: the week of weekdayCodes, for Intl's names.
const weekdayNames = (codes: readonly string[], language: Language) => {
  const name = new Intl.DateTimeFormat(intlLocales[language], { weekday: 'long', timeZone: 'UTC' });
  const names = weekdayCodes.flatMap((code, index) =>
    codes.includes(code) ? [name.format(new Date(Date.UTC(2024, 0, 1 + index)))] : [],
  );
  return new Intl.ListFormat(intlLocales[language], { type: 'conjunction' }).format(names);
};

const weekIds = [
  'public.event.week1',
  'public.event.week2',
  'public.event.week3',
  'public.event.week4',
  'public.event.week5',
] as const;

/**
 * How a repeating event repeats, from its first date `firstDay` ('YYYY-MM-DD'): 'Every week on
 * Wednesday, until 12.30.2026' (the church's calendar, the page's language).
 */
export function EventRepeat({ repeat, firstDay }: { repeat: RepeatRule; firstDay: string }) {
  const { t, language } = useTranslate();
  const interval = repeat.interval;
  const rule =
    repeat.frequency === 'daily'
      ? t('public.event.repeatsDaily', { interval })
      : repeat.frequency === 'weekly'
        ? t('public.event.repeatsWeekly', { interval, days: weekdayNames(repeat.weekdays, language) })
        : repeat.monthlyBy === 'weekday'
          ? t('public.event.repeatsMonthlyWeekday', {
              interval,
              week: t(weekIds[weekOfMonth(firstDay) - 1]!),
              weekday: new Intl.DateTimeFormat(intlLocales[language], { weekday: 'long', timeZone: 'UTC' }).format(
                new Date(`${firstDay}T00:00:00Z`),
              ),
            })
          : t('public.event.repeatsMonthlyDay', { interval, day: Number(firstDay.slice(8, 10)) });
  return (
    <>
      {repeat.until !== null
        ? t('public.event.repeatsUntil', { rule, date: formatDate(repeat.until) })
        : t('public.event.repeatsTimes', { rule, count: repeat.count ?? 0 })}
    </>
  );
}
