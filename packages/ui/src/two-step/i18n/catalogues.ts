import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered when two-step sign-in is set up or asked for (sign-in, Account Settings): never on the first visit.
registerCatalogues({ en, es: () => import(/* webpackChunkName: "i18n-ui-two-step-es" */ './es') });

// Its components translate through this module, so the catalogue is registered wherever one draws.
export { translate, useTranslate } from '@church/i18n';
