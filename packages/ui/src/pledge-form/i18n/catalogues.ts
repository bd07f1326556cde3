import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered when a pledge form is drawn (a campaign's page, the Giving dialog): never on the
// first visit. No chunk name: names are spelled out in the first visit's chunk map, ids are shorter.
registerCatalogues({ en, es: () => import('./es') });

export { useTranslate } from '@church/i18n';
