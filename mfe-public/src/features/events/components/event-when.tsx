import type { EventSummary } from '@church/contracts';
import { churchDay, formatTime, formatWeekdayAndDay } from '@church/ui';
import { useTranslate } from '../i18n/catalogues';

/**
 * When an event is, on the church's clock in the page's language: one date with its weekday when
 * it starts and ends on the same day ('Thursday, February 12, 2026, 11:00 AM – 01:00 PM'), both
 * dates when it runs over several.
 */
export function EventWhen({ event }: { event: EventSummary }) {
  const { t } = useTranslate();
  const [startDay, endDay] = [churchDay(event.startDate), churchDay(event.endDate)];
  const day = (calendarDay: string) =>
    t('public.event.day', { weekdayAndDay: formatWeekdayAndDay(calendarDay), year: calendarDay.slice(0, 4) });
  const [start, end] = [formatTime(event.startDate), formatTime(event.endDate)];
  return (
    <time dateTime={event.startDate}>
      {startDay === endDay
        ? t('public.event.oneDay', { day: day(startDay), start, end })
        : t('public.event.days', { startDay: day(startDay), start, endDay: day(endDay), end })}
    </time>
  );
}
