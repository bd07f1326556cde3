import type { AssignmentStatus } from '@church/contracts';
import { StatusBadge, type StatusTone } from '@church/ui';
import { useTranslate } from '../../../i18n/catalogues';

const tones: Record<AssignmentStatus, StatusTone> = { pending: 'neutral', accepted: 'success', declined: 'attention' };

/** Pending, Accepted or Declined: the word is always there, the colour only repeats it. */
export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslate();
  const labels: Record<AssignmentStatus, string> = {
    pending: t('plans.scheduling.statusPending'),
    accepted: t('plans.scheduling.statusAccepted'),
    declined: t('plans.scheduling.statusDeclined'),
  };
  return <StatusBadge tone={tones[status]}>{labels[status]}</StatusBadge>;
}
