import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered when a card is shown (gifts, payment settings): never on the first visit.
registerCatalogues({ en, es: () => import(/* webpackChunkName: "i18n-ui-card-es" */ './es') });

// Its components translate through this module, so the catalogue is registered wherever one draws.
export { translate, useTranslate } from '@church/i18n';
