import { givingMessages, type CardBrand } from '@church/contracts';
import { isCardBrand } from '../utils/card-brand';
import styles from './card-brand-mark.module.css';

const marks: Record<CardBrand, { name: string; text: string }> = {
  visa: { name: 'Visa', text: 'VISA' },
  mastercard: { name: 'Mastercard', text: '' },
  amex: { name: 'American Express', text: 'AMEX' },
  discover: { name: 'Discover', text: 'DISC' },
  diners: { name: 'Diners Club', text: 'DC' },
  jcb: { name: 'JCB', text: 'JCB' },
  unionpay: { name: 'UnionPay', text: 'UP' },
};

/**
 * A card's brand as a small badge of our own (colours and letters, no copied logos), named for
 * screen readers; any brand the site does not know reads 'Unknown brand' (spec section 3).
 */
export function CardBrandMark({ brand }: { brand: string }) {
  if (!isCardBrand(brand)) return <span className={styles.unknown}>{givingMessages.unknownBrand}</span>;
  const { name, text } = marks[brand];
  return (
    <span className={`${styles.mark} ${styles[brand]}`} role="img" aria-label={name} title={name}>
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
