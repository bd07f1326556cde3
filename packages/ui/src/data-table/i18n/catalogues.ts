import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered when a page with a table loads: tables are never on the first visit.
registerCatalogues({ en, es: () => import(/* webpackChunkName: "i18n-ui-data-table-es" */ './es') });

// Its components translate through this module, so the catalogue is registered wherever one draws.
export { translate, useTranslate } from '@church/i18n';
