import { registerCatalogues } from '@church/i18n';
import en from './en';
import es from './es';

// This module is itself the chunk fetched when a region fails (see unavailable-panel.tsx), so
// both languages ride in it: one more chunk in every first visit's chunk map, not two.
registerCatalogues({ en, es: () => Promise.resolve({ default: es }) });
