import type { AreaPageProps } from '@church/areas';
import { Campaigns } from '../features/campaigns/components/campaigns';
import { useTranslate } from '../i18n/catalogues';

/** /dashboard/campaigns and /account/campaigns with the Givings action: pledge campaigns and their progress. */
export default function CampaignsPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className="ui-page">
      <h1>{t('dashboard.campaigns.title')}</h1>
      <Campaigns />
    </section>
  );
}
