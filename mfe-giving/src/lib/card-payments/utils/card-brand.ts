import { cardBrands, type CardBrand } from '@church/contracts';

/**
 * The card brand by the number's prefix, with the same rules as the API sandbox's `cardBrand`
 * (packages/api/src/modules/payments), so the mark the sandbox field shows is the brand the
 * saved card will carry. A copy, not shared through @church/contracts: switching the API to a
 * shared one needed edits in the sandbox gateway beyond its import line, which were not ours.
 */
export function cardBrandOf(number: string): CardBrand | 'unknown' {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^(36|38|30[0-5])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** Narrows what a provider reports (any string) to the brands the site has marks for. */
export function isCardBrand(brand: string): brand is CardBrand {
  return (cardBrands as readonly string[]).includes(brand);
}

interface CardNumberRules {
  /** Number lengths the brand issues. */
  lengths: number[];
  /** How the number is grouped as it is typed, e.g. 4 6 5 for amex; longer numbers go 4 4 4 4 3. */
  groups: number[];
  cvcLength: number;
}

const defaultRules: CardNumberRules = { lengths: [16], groups: [4, 4, 4, 4], cvcLength: 3 };
const rulesByBrand: Partial<Record<CardBrand | 'unknown', CardNumberRules>> = {
  amex: { lengths: [15], groups: [4, 6, 5], cvcLength: 4 },
  diners: { lengths: [14, 16], groups: [4, 6, 4], cvcLength: 3 },
  unionpay: { lengths: [16, 17, 18, 19], groups: [4, 4, 4, 4, 3], cvcLength: 3 },
  unknown: { lengths: [16, 17, 18, 19], groups: [4, 4, 4, 4, 3], cvcLength: 3 },
};

/** Lengths, grouping and security-code length of a brand's numbers (what the field checks). */
export function cardNumberRules(brand: CardBrand | 'unknown'): CardNumberRules {
  return rulesByBrand[brand] ?? defaultRules;
}

/** The Luhn checksum every card number carries: a mistyped digit fails it. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}
