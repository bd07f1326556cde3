import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered when the visit details' chunk loads (its loader waits for it, withCatalogues): never
// on the first visit, whose home page keeps the details the server drew.
// No chunk name: names are spelled out in the first visit's chunk map, ids are shorter.
registerCatalogues({ en, es: () => import('./es') });

// Its components translate through this module, so the catalogue is registered wherever one draws.
export { translate, useTranslate } from '@church/i18n';
