// The page's side of the one date module (`church-clock` in @church/contracts, which the server
// calls with the zone it is configured with): the same formats, read on the church's clock the
// server inlined into the page, so every visitor and every area shows a record's date alike.
import {
  churchDay as churchDayOn,
  formatDate as formatDateOn,
  formatDateTime as formatDateTimeOn,
  formatMonthAndDay as formatMonthAndDayOn,
  formatTime as formatTimeOn,
  type Moment,
} from '@church/contracts';
import { churchClock } from './church-time-zone';

export { formatMonth, formatWeekdayAndDay } from '@church/contracts';

/** '03.07.2026' (MM.DD.YYYY) on the church's clock; '' for something that is not a date. */
export const formatDate = (moment: Moment) => formatDateOn(moment, churchClock());

/** '03.07.2026 02:05 PM' (MM.DD.YYYY hh:mm A) on the church's clock. */
export const formatDateTime = (moment: Moment) => formatDateTimeOn(moment, churchClock());

/** '02:05 PM', the time part of formatDateTime. */
export const formatTime = (moment: Moment) => formatTimeOn(moment, churchClock());

/** A calendar leaf on the church's clock: 'Mar' and '7'. */
export const formatMonthAndDay = (moment: Moment) => formatMonthAndDayOn(moment, churchClock());

/** The church's calendar day of an instant, '2026-03-07'. */
export const churchDay = (moment: Moment) => churchDayOn(moment, churchClock());
