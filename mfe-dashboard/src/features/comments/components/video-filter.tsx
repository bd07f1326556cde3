import { contentMessages } from '@church/contracts';
import { SelectField } from '@church/ui';
import { useVideoOptions } from '../api/get-video-options';
import { useTranslate } from '../../../i18n/catalogues';

interface VideoFilterProps {
  videoId: number | undefined;
  onChange: (videoId: number | undefined) => void;
}

/** Which video's comments to show: all of them, or one video's. */
export function VideoFilter({ videoId, onChange }: VideoFilterProps) {
  const { t } = useTranslate();
  const videos = useVideoOptions();
  const options = videos.data ?? [];
  // A filter from the URL for a video not (yet) in the list still shows as chosen.
  const known = videoId === undefined || options.some((video) => video.id === videoId);
  return (
    <SelectField
      label={t('dashboard.comments.video')}
      value={videoId === undefined ? '' : String(videoId)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      error={videos.isError ? t(contentMessages.getVideosFailed) : undefined}
    >
      <option value="">{t('dashboard.comments.allVideos')}</option>
      {known ? null : <option value={String(videoId)}>{t('dashboard.comments.videoNumber', { id: videoId })}</option>}
      {options.map((video) => (
        <option key={video.id} value={String(video.id)}>
          {video.name}
        </option>
      ))}
    </SelectField>
  );
}
