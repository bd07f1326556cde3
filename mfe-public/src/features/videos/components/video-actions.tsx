import { openModal } from '@church/modals';
import { Link } from '@church/router';
import { paths } from '../../../config/paths';
import { usePrayerRequestAction } from '../../../hooks/use-prayer-request-action';
import { siteOrigin } from '../../../lib/server-page';
import { keptAsDrawn } from '../../../lib/kept-as-drawn';
import share from '../share/share-links.module.css';
import styles from './video-actions.module.css';
import { useTranslate } from '../../../i18n/catalogues';

// Links only: kept as the server drew them, their code (and their words) off the first visit.
const ShareLinks = keptAsDrawn(() => import('../share/share-links').then((module) => ({ default: module.ShareLinks })));

interface VideoActionsProps {
  id: number;
  name: string;
  /** The list links to the video's page for comments; the video page has them below. */
  withComment?: boolean;
}

export function VideoActions({ id, name, withComment = false }: VideoActionsProps) {
  const { t } = useTranslate();
  const requestPrayer = usePrayerRequestAction();
  // From the video, not useId: the server draws the page alone, the browser inside the shell's
  // frame, so their useId values differ and the kept share links would not be found.
  const shareId = `video-${id}-share`;
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
      <ShareLinks
        holder={{ id: shareId, className: share.share }}
        name={name}
        url={`${siteOrigin()}${paths.video(id)}`}
      />
    </div>
  );
}
