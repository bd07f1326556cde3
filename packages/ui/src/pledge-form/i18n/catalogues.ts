import { registerCatalogues } from '@church/i18n';
import en from './en';

// Registered when a pledge form is drawn (a campaign's page, the Giving dialog): never on the
// first visit. Spanish rides in the form's chunk ("eager": no chunk of its own), so mfe-public's
// chunk map, on every first visit, gains no entry for it.
registerCatalogues({ en, es: () => import(/* webpackMode: "eager" */ './es') });

export { useTranslate } from '@church/i18n';
