import { Button, formatDate } from '@church/ui';
import { useMyPledges } from '../api/get-my-pledges';
import { showPledge } from '../giving-dialog-store';
import { useTranslate } from '../../../i18n/catalogues';
import styles from '../giving-menu.module.css';

/**
 * The Giving dialog's fifth way, drawn for a signed-in member, while a campaign they have not
 * pledged to is open: one button per campaign. Nothing otherwise (a visitor sees the spec's four).
 */
export function PledgeOption() {
  const { t } = useTranslate();
  const open = useMyPledges().data?.openCampaigns ?? [];
  if (open.length === 0) return null;
  return (
    <li className={styles.option}>
      <h3>{t('giving.pledge.title')}</h3>
      <p>{t('giving.pledge.text')}</p>
      <ul className={styles.campaigns}>
        {open.map((campaign) => (
          <li key={campaign.id}>
            <Button className={styles.action} variant="secondary" onClick={() => showPledge(campaign)}>
              {t('giving.pledge.pledgeTo', { name: campaign.name })}
            </Button>{' '}
            <span className={styles.until}>{t('giving.pledge.until', { endsOn: formatDate(campaign.endsOn) })}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
