import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered when the campaign page's chunk loads (its loader waits for it, withCatalogues): never on the first visit.
registerCatalogues({ en, es: () => import('./es') });

// Its components translate through this module, so the catalogue is registered wherever one draws.
export { translate, useTranslate } from '@church/i18n';

// The contracts' messages this page shows (a refused pledge), Spanish when active.
export { translateMessage } from '@church/ui/contracts-messages';
