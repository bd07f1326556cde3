import { intlLocales, type Language } from '@church/contracts';
import { activeLanguage } from '@church/i18n';

const moneyFormats = new Map<Language, Intl.NumberFormat>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

/**
 * One formatter per language, made once: `toLocaleString` with a locale builds a new one on
 * every call, and Statistics' tables and totals made ~30 at once, most of a long task on a
 * phone (issue 36).
 */
function formatOf(formats: Map<Language, Intl.NumberFormat>, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const language = activeLanguage();
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[language], options);
    formats.set(language, format);
  }
  return format;
}

/** '$1,234.50' for 1234.5 (amounts are dollars, as the API sends them), written as the page's language writes them. */
export function formatMoney(amount: number): string {
  return formatOf(moneyFormats, { style: 'currency', currency: 'USD' }).format(amount);
}

/** '1,234' for 1234, as the page's language writes numbers. */
export function formatNumber(value: number): string {
  return formatOf(numberFormats).format(value);
}
