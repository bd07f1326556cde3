import { CardBrandMark } from './card-brand-mark';

/** A card as the site shows it: its brand mark and '•••• 4242', read as 'Visa ending in 4242'. */
export function CardSummary({ brand, last4 }: { brand: string; last4: string }) {
  return (
    <span className="ui-card-summary">
      <CardBrandMark brand={brand} />
      <span className="ui-card-summary__last4">
        <span aria-hidden="true">•••• </span>
        <span className="ui-visually-hidden">ending in </span>
        {last4}
      </span>
    </span>
  );
}
