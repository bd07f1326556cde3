import type { AreaPageProps } from '@church/areas';
import { VideoSettings } from '../features/video-settings/components/video-settings';

/** /dashboard/video-settings, and /account/video-settings with the Video upload action. */
export default function VideoSettingsPage(_props: AreaPageProps) {
  return (
    <section className="ui-page">
      <h1>Video Settings</h1>
      <VideoSettings />
    </section>
  );
}
