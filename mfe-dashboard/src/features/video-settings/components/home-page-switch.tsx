import type { Video } from '@church/contracts';
import { useToggleHomeVisibility } from '../api/toggle-home-visibility';
import styles from './video-settings.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** Whether the video is offered to the home page; flips on the server, then in every list. */
export function HomePageSwitch({ video }: { video: Video }) {
  const { t } = useTranslate();
  const toggle = useToggleHomeVisibility();
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        role="switch"
        checked={video.isOnHomePage}
        disabled={toggle.isPending}
        aria-busy={toggle.isPending || undefined}
        onChange={() => toggle.mutate(video.id)}
      />
      <span className={styles.track} aria-hidden="true" />
      <span className="ui-visually-hidden">{t('dashboard.videos.showOnHome', { name: video.name })}</span>
      <span className={styles.switchText} aria-hidden="true">
        {t(video.isOnHomePage ? 'dashboard.videos.on' : 'dashboard.videos.off')}
      </span>
    </label>
  );
}
