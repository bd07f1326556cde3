import type { AreaPageProps } from '@church/areas';
import { VideoSettings } from '../features/video-settings/components/video-settings';
import { useTranslate } from '../i18n/catalogues';

/** /dashboard/video-settings, and /account/video-settings with the Video upload action. */
export default function VideoSettingsPage(_props: AreaPageProps) {
  const { t } = useTranslate();
  return (
    <section className="ui-page">
      <h1>{t('dashboard.videoSettings.title')}</h1>
      <VideoSettings />
    </section>
  );
}
