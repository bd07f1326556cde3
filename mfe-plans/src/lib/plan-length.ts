import { translate } from '../i18n/catalogues';

/** '5 min', '1 h', '1 h 25 min' in the active language: an item's, a plan's or a template's length. */
export function formatPlanLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return translate('plans.length.minutes', { minutes: rest });
  return rest === 0
    ? translate('plans.length.hours', { hours })
    : translate('plans.length.hoursMinutes', { hours, minutes: rest });
}
