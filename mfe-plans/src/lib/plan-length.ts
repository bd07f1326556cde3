import { formatPlanLength as formatLength } from '@church/contracts';
import { translate } from '../i18n/catalogues';

/** '5 min', '1 h', '1 h 25 min' in the active language: an item's, a plan's or a template's length. */
export const formatPlanLength = (minutes: number): string =>
  formatLength(minutes, (form, values) => translate(`plans.length.${form}`, values));
