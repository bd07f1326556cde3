import { useParams } from '@church/router';
import { NotFound } from '@church/ui';
import { CampaignDetails } from '../features/campaigns/components/campaign-details';
import styles from './page.module.css';

/** /campaigns/{id}: a pledge campaign's public page. */
export default function CampaignPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  return (
    <div className={styles.page}>
      <CampaignDetails key={id} id={id} />
    </div>
  );
}
