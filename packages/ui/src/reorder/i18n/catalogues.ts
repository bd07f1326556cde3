import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered when a reorderable list loads (a post's items, a plan): never on the first visit.
// No chunk name: names are spelled out in the first visit's chunk map, ids are shorter.
registerCatalogues({ en, es: () => import('./es') });

export { translate } from '@church/i18n';
