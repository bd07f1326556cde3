import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered when a gift history loads (the member's or the staff's): never on the first visit.
registerCatalogues({ en, es: () => import(/* webpackChunkName: "i18n-ui-gift-columns-es" */ './es') });

// Its components translate through this module, so the catalogue is registered wherever one draws.
export { translate, useTranslate } from '@church/i18n';
