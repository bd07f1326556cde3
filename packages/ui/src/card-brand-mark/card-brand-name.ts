import { cardBrands, givingMessages, knownCardBrandName, type CardBrand } from '@church/contracts';
import { translateMessage } from '../i18n/contracts-messages';

/** Narrows what a provider reports (any string) to the brands the site has marks for. */
export function isCardBrand(brand: string): brand is CardBrand {
  return (cardBrands as readonly string[]).includes(brand);
}

/** 'American Express' for 'amex'; 'Unknown brand' for any brand the site does not know (spec section 3). */
export function cardBrandName(brand: string): string {
  return knownCardBrandName(brand) ?? translateMessage(givingMessages.unknownBrand);
}
