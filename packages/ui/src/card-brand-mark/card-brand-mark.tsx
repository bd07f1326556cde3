import { givingMessages, type CardBrand } from '@church/contracts';
import { cardBrandName, isCardBrand } from './card-brand-name';
import styles from './card-brand-mark.module.css';
import { translateMessage } from '../i18n/contracts-messages';
import { useTranslate } from './i18n/catalogues';

const marks: Record<CardBrand, string> = {
  visa: 'VISA',
  mastercard: '',
  amex: 'AMEX',
  discover: 'DISC',
  diners: 'DC',
  jcb: 'JCB',
  unionpay: 'UP',
};

/**
 * A card's brand as a small badge of our own (colours and letters, no copied logos), named for
 * screen readers; any brand the site does not know reads 'Unknown brand' (spec section 3).
 */
export function CardBrandMark({ brand }: { brand: string }) {
  useTranslate();
  if (!isCardBrand(brand))
    return <span className={styles.unknown}>{translateMessage(givingMessages.unknownBrand)}</span>;
  const name = cardBrandName(brand);
  return (
    <span className={`${styles.mark} ${styles[brand]}`} role="img" aria-label={name} title={name}>
      <span aria-hidden="true">{marks[brand]}</span>
    </span>
  );
}
