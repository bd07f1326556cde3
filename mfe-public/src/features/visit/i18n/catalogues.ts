import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered with the home page (its "Plan your visit") and the About Us page.

// No chunk name: names are spelled out in the first visit's chunk map, ids are shorter.
registerCatalogues({ en, es: () => import('./es') });

// Its components translate through this module, so the catalogue is registered wherever one draws.
export { translate, useTranslate } from '@church/i18n';
