// The page's side of the one date module (`church-clock` in @church/contracts, which the server
// calls with the zone it is configured with): the same formats, read on the church's clock the
// server inlined into the page, in the page's language, so every visitor and every area shows a
// record's date alike.
import {
  churchDay as churchDayOn,
  formatDate as formatDateOn,
  formatDateTime as formatDateTimeOn,
  formatMonth as formatMonthIn,
  formatMonthAndDay as formatMonthAndDayOn,
  formatTime as formatTimeOn,
  formatWeekdayAndDay as formatWeekdayAndDayIn,
  type Moment,
} from '@church/contracts';
import { activeLanguage } from '@church/i18n';
import { churchClock } from './church-time-zone';

/** '03.07.2026' (MM.DD.YYYY; Spanish '07/03/2026') on the church's clock; '' for something that is not a date. */
export const formatDate = (moment: Moment) => formatDateOn(moment, churchClock(), activeLanguage());

/** '03.07.2026 02:05 PM' (MM.DD.YYYY hh:mm A; Spanish '07/03/2026 14:05') on the church's clock. */
export const formatDateTime = (moment: Moment) => formatDateTimeOn(moment, churchClock(), activeLanguage());

/** '02:05 PM' (Spanish '14:05'), the time part of formatDateTime. */
export const formatTime = (moment: Moment) => formatTimeOn(moment, churchClock(), activeLanguage());

/** A calendar leaf on the church's clock: 'Mar' and '7'. */
export const formatMonthAndDay = (moment: Moment) => formatMonthAndDayOn(moment, churchClock(), activeLanguage());

/** 'Saturday, March 7' for a calendar day '2026-03-07', in the page's language. */
export const formatWeekdayAndDay = (day: string) => formatWeekdayAndDayIn(day, activeLanguage());

/** 'March 2026' (or 'Mar 2026') for a calendar month '2026-03', in the page's language. */
export const formatMonth = (yearMonth: string, form: 'long' | 'short' = 'long') =>
  formatMonthIn(yearMonth, form, activeLanguage());

/** The church's calendar day of an instant, '2026-03-07'. */
export const churchDay = (moment: Moment) => churchDayOn(moment, churchClock());
