import { intlLocales, type Language } from '@church/contracts';
import { activeLanguage } from '@church/i18n';

const formats = new Map<Language, Intl.NumberFormat>();

/** '$1,234.50' for 1234.5 (amounts are dollars, as the API sends them), written as the page's language writes them. */
export function formatMoney(amount: number): string {
  const language = activeLanguage();
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[language], { style: 'currency', currency: 'USD' });
    formats.set(language, format);
  }
  return format.format(amount);
}

/** '1,234' for 1234, as the page's language writes numbers. */
export function formatNumber(value: number): string {
  return value.toLocaleString(intlLocales[activeLanguage()]);
}
