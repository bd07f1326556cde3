import { formatMoney } from '@church/ui';
import styles from './campaign-details.module.css';
import { useTranslate } from '../i18n/catalogues';

/** The total raised against the goal, in words and as a bar. */
export function CampaignRaised({ raised, goal }: { raised: number; goal: number }) {
  const { t } = useTranslate();
  const percent = goal > 0 ? Math.floor((raised / goal) * 100) : 0;
  const label = t('public.campaign.raised', { raised: formatMoney(raised), goal: formatMoney(goal), percent });
  return (
    <>
      <p>{label}</p>
      <progress className={styles.progress} max={goal} value={Math.min(raised, goal)} aria-label={label} />
    </>
  );
}
