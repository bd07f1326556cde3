import { registerCatalogues } from '@church/i18n';
import en from './en';

// The texts of the Giving dialog, its wizards and Payment Settings: English is bundled with this
// remote (never on the first visit of `/`); Spanish is a chunk, fetched only when it is active.
registerCatalogues({ en, es: () => import(/* webpackChunkName: "i18n-giving-es" */ './es') });

// Components translate through this module, so the catalogues are registered wherever one draws
// (the shell's dialog host, an area, a standalone mount, a test) without a provider.
export { translate, useTranslate } from '@church/i18n';
