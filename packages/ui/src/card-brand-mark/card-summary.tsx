import { CardBrandMark } from './card-brand-mark';
import { useTranslate } from './i18n/catalogues';

/** A card as the site shows it: its brand mark and '•••• 4242', read as 'Visa ending in 4242'. */
export function CardSummary({ brand, last4 }: { brand: string; last4: string }) {
  const { t } = useTranslate();
  return (
    <span className="ui-card-summary">
      <CardBrandMark brand={brand} />
      <span className="ui-card-summary__last4">
        <span aria-hidden="true">•••• </span>
        <span className="ui-visually-hidden">{t('ui.card.endingIn')} </span>
        {last4}
      </span>
    </span>
  );
}
