import type { CardBrand } from '@church/contracts';

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
