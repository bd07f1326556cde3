import type { AreaPageProps } from '@church/areas';
import { QueryView } from '@church/ui';
import { useChurchSettings } from '../features/church-settings/api/get-church-settings';
import { ChurchSettingsForm } from '../features/church-settings/components/church-settings-form';
import { useTranslate } from '../i18n/catalogues';

/** /dashboard/church-settings, for admins: two-step sign-in and the members' refund window. */
export default function ChurchSettingsPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  const settings = useChurchSettings();
  return (
    <section className="ui-page">
      <h1>{t('dashboard.churchSettings.title')}</h1>
      <QueryView query={settings} errorMessage={t('dashboard.churchSettings.failed')}>
        {(data) => <ChurchSettingsForm settings={data} />}
      </QueryView>
    </section>
  );
}
