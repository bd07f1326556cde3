import { openModal } from '@church/modals';
import { Link } from '@church/router';
import { paths } from '../../../config/paths';
import { usePrayerRequestAction } from '../../../hooks/use-prayer-request-action';
import { siteOrigin } from '../../../lib/server-page';
import { ShareLinks } from './share-links';
import styles from './video-actions.module.css';
import { useTranslate } from '../../../i18n/catalogues';

interface VideoActionsProps {
  id: number;
  name: string;
  /** The list links to the video's page for comments; the video page has them below. */
  withComment?: boolean;
}

export function VideoActions({ id, name, withComment = false }: VideoActionsProps) {
  const { t } = useTranslate();
  const requestPrayer = usePrayerRequestAction();
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <button type="button" onClick={requestPrayer}>
          {t('Prayer Request')}
        </button>
        <button type="button" onClick={() => openModal('giving-menu')}>
          {t('Give')}
        </button>
        {withComment ? (
          <Link to={paths.video(id)} aria-label={t('public.video.commentOn', { name })}>
            {t('Comment')}
          </Link>
        ) : null}
      </div>
      <ShareLinks name={name} url={`${siteOrigin()}${paths.video(id)}`} />
    </div>
  );
}
