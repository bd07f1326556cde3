import '../i18n/catalogues';
import {
  PrayerRequestDialog,
  type PrayerRequestDialogProps,
} from '../features/prayer-requests/components/prayer-request-dialog';

/** The 'prayer-request' modal: the shell renders it with { page, onClose }. */
export default function PrayerRequestModal(props: PrayerRequestDialogProps) {
  return <PrayerRequestDialog {...props} />;
}
