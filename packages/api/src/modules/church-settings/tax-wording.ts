import { site } from '@church/contracts';
import type { Locale } from '../../lib/i18n';

/**
 * The tax-deductibility wording a receipt or statement ends with: the church's own words when an
 * admin wrote them (as written, in every language), else the standard two sentences in the
 * reader's language (IRS Publication 1771: no goods or services, a 170(c) church).
 */
export function taxWordingLines(locale: Locale, churchWording: string): string[] {
  if (churchWording.trim()) return [churchWording.trim()];
  return [locale.t('api.statement.noGoodsOrServices'), locale.t('api.statement.church170c', { church: site.name })];
}
