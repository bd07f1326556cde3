import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered when a form with an upload loads: uploads are never on the first visit.
registerCatalogues({ en, es: () => import(/* webpackChunkName: "i18n-ui-file-field-es" */ './es') });

// Its components translate through this module, so the catalogue is registered wherever one draws.
export { translate, useTranslate } from '@church/i18n';
