import '../i18n/catalogues';
import { use } from 'react';
import { languageReady } from '@church/i18n';
import {
  PrayerRequestDialog,
  type PrayerRequestDialogProps,
} from '../features/prayer-requests/components/prayer-request-dialog';

// The dialog's catalogue registered as this module loaded; it draws once it is in the active language.
let ready = false;
const catalogueReady = languageReady().then(() => {
  ready = true;
});

/** The 'prayer-request' modal: the shell renders it with { page, onClose }. */
export default function PrayerRequestModal(props: PrayerRequestDialogProps) {
  if (!ready) use(catalogueReady);
  return <PrayerRequestDialog {...props} />;
}
