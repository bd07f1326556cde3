import { embedUrl, isPortraitEmbed } from '@church/contracts';
import styles from './video-settings.module.css';
import { useTranslate } from '../../../i18n/catalogues';

/** The pasted link as the public pages will show it: the network's own player. */
export function LinkPreview({ url, name }: { url: string; name: string }) {
  const { t } = useTranslate();
  return (
    <div className={isPortraitEmbed(url) ? styles.previewPortrait : styles.preview}>
      <iframe
        src={embedUrl(url)}
        title={name ? t('dashboard.videos.previewOf', { name }) : t('dashboard.videos.preview')}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
