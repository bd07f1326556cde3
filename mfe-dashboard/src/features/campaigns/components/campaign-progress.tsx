import { formatMoney } from '@church/ui';
import styles from './campaigns.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** '$1,300.00 of $5,000.00 (26%)' over a bar. */
export function CampaignProgress({ raised, goal }: { raised: number; goal: number }) {
  const { t } = useTranslate();
  const percent = goal > 0 ? Math.floor((raised / goal) * 100) : 0;
  const label = t('dashboard.campaigns.progress', { raised: formatMoney(raised), goal: formatMoney(goal), percent });
  return (
    <div>
      <span>{label}</span>
      <progress className={styles.progress} max={goal} value={Math.min(raised, goal)} aria-label={label} />
    </div>
  );
}
