import type { AreaPageProps } from '@church/areas';
import { QueryView } from '@church/ui';
import { useChurchSettings } from '../features/church-settings/api/get-church-settings';
import { useLiveStreamSettings } from '../features/church-settings/api/get-live-stream-settings';
import { useVisitInfo } from '../features/church-settings/api/get-visit-info';
import { ChurchSettingsForm } from '../features/church-settings/components/church-settings-form';
import { LiveStreamForm } from '../features/church-settings/components/live-stream-form';
import { VisitInfoForm } from '../features/church-settings/components/visit-info-form';
import { useProcessingFees } from '../features/processing-fees/api/get-processing-fees';
import { ProcessingFeesForm } from '../features/processing-fees/components/processing-fees-form';
import { useTranslate } from '../i18n/catalogues';

/**
 * /dashboard/church-settings, for admins: two-step sign-in, the members' refund window and, once
 * those are shown, the processing-fee rates donors cover; then what a first-time visitor is told
 * (service times, address, parking, access, contact); then the live stream and when it is on.
 */
export default function ChurchSettingsPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  const settings = useChurchSettings();
  const visit = useVisitInfo();
  const liveStream = useLiveStreamSettings();
  return (
    <section className="ui-page">
      <h1>{t('dashboard.churchSettings.title')}</h1>
      <QueryView query={settings} errorMessage={t('dashboard.churchSettings.failed')}>
        {(data) => (
          <>
            <ChurchSettingsForm settings={data} />
            <ProcessingFeesSection />
          </>
        )}
      </QueryView>
      <QueryView query={visit} errorMessage={t('dashboard.visitInfo.failed')}>
        {(data) => <VisitInfoForm visit={data} />}
      </QueryView>
      <QueryView query={liveStream} errorMessage={t('dashboard.liveStream.failed')}>
        {(data) => <LiveStreamForm settings={data} />}
      </QueryView>
    </section>
  );
}

function ProcessingFeesSection() {
  const { t } = useTranslate();
  const rates = useProcessingFees();
  return (
    <section>
      <h2 id="processing-fees-heading">{t('dashboard.processingFees.title')}</h2>
      <QueryView query={rates} errorMessage={t('dashboard.processingFees.failed')}>
        {(data) => <ProcessingFeesForm rates={data} />}
      </QueryView>
    </section>
  );
}
