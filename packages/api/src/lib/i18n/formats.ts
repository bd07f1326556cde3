import {
  churchDay,
  formatDate,
  formatMonth,
  formatTime,
  type ChurchClock,
  type Language,
  type Moment,
  type ReportRange,
} from '@church/contracts';

/** Dates, times and amounts in a document, for one language, on the church's clock. */
export interface Formats {
  /** '11.26.2026' in English (the spec's MM.DD.YYYY), '26/11/2026' in Spanish. */
  date(moment: Moment): string;
  /** '11:07 PM' in English, '23:07' in Spanish. */
  time(moment: Moment): string;
  /** 'November 2026', 'noviembre de 2026', for a month '2026-11'. */
  month(yearMonth: string): string;
  /** '$1,234.50' from dollars, in both: the church counts in US dollars. */
  money(dollars: number): string;
  /** A report's period: '01.01.2026 – 03.31.2026'; its days are calendar days already. */
  period(range: ReportRange): string;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const spanishDollars = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' });
const spanishMonth = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const english = (clock: string | ChurchClock): Formats => ({
  date: (moment) => formatDate(moment, clock),
  time: (moment) => formatTime(moment, clock),
  month: (yearMonth) => formatMonth(yearMonth),
  money: (amount) => dollars.format(amount),
  period: (range) => `${formatDate(range.startDate, 'UTC')} – ${formatDate(range.endDate, 'UTC')}`,
});

/** '2026-11-26' as '26/11/2026'. */
const spanishDay = (day: string) => (day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '');

/** '11:07 PM' as '23:07': the church clock's reading, on a 24-hour dial. */
function spanishTime(twelveHour: string): string {
  const match = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(twelveHour);
  if (!match) return '';
  const hours = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

const spanish = (clock: string | ChurchClock): Formats => ({
  date: (moment) => spanishDay(churchDay(moment, clock)),
  time: (moment) => spanishTime(formatTime(moment, clock)),
  month: (yearMonth) => {
    const first = new Date(`${yearMonth.slice(0, 7)}-01T00:00:00Z`);
    return Number.isNaN(first.getTime()) ? '' : spanishMonth.format(first);
  },
  money: (amount) => spanishDollars.format(amount),
  period: (range) => `${spanishDay(range.startDate)} – ${spanishDay(range.endDate)}`,
});

export function formatsFor(language: Language, clock: string | ChurchClock): Formats {
  return language === 'es' ? spanish(clock) : english(clock);
}
