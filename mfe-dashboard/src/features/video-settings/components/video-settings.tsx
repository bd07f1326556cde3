import { useMemo, useState } from 'react';
import { contentMessages, type Video } from '@church/contracts';
import { Link } from '@church/router';
import {
  Button,
  formatDate,
  PagedTable,
  RowAction,
  SearchBox,
  useConfirm,
  useListParams,
  type DataColumn,
} from '@church/ui';
import { paths } from '../../../config/paths';
import { useDeleteVideo } from '../api/delete-video';
import { useVideos, videoSettingsPageSize } from '../api/get-videos';
import { useVideosByName } from '../api/get-videos-by-name';
import { EditVideoDialog } from './edit-video-dialog';
import { HomePageSwitch } from './home-page-switch';
import { UploadVideoDialog } from './upload-video-dialog';
import { VideoThumbnail } from './video-thumbnail';
import styles from './video-settings.module.css';
import { type translate, useTranslate } from '../../../i18n/catalogues';

const columnsOf = (t: typeof translate): readonly DataColumn<Video>[] => [
  { header: t('dashboard.videos.picture'), cell: (video) => <VideoThumbnail video={video} />, width: '9rem' },
  {
    header: t('dashboard.videos.name'),
    cell: (video) => (
      <Link className={styles.name} to={paths.publicVideo(video.id)}>
        {video.name}
      </Link>
    ),
  },
  {
    header: t('dashboard.videos.date'),
    cell: (video) => <span className={styles.date}>{formatDate(video.creationDate)}</span>,
  },
  { header: t('dashboard.videos.homePage'), cell: (video) => <HomePageSwitch video={video} /> },
];

/** The list of one page: all videos, or the page-size slice of a search's matches. */
function usePageOfVideos(page: number, search: string) {
  const all = useVideos(page, search === '');
  const found = useVideosByName(search);
  const query = search === '' ? all : found;
  const data =
    search === '' || !found.data
      ? query.data
      : {
          count: found.data.count,
          entities: found.data.entities.slice((page - 1) * videoSettingsPageSize, page * videoSettingsPageSize),
        };
  return { query, data };
}

function NoVideos({ onUpload }: { onUpload: () => void }) {
  const { t } = useTranslate();
  return (
    <div className={`ui-empty ${styles.empty}`}>
      <p>{t('dashboard.videos.none')}</p>
      <Button onClick={onUpload}>{t('dashboard.videos.upload')}</Button>
    </div>
  );
}

/** Every video, 6 a page (page and search in the URL): its home-page switch, upload, edit and delete. */
export function VideoSettings() {
  const { t, language } = useTranslate();
  // `t` reads the active language: the headers are built again when it changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => columnsOf(t), [t, language]);
  const { page, search, setPage, setSearch } = useListParams({ pageSize: videoSettingsPageSize });
  const { query, data } = usePageOfVideos(page, search);
  const remove = useDeleteVideo();
  const { confirm, dialog } = useConfirm();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<Video>();

  const askToDelete = (video: Video) =>
    void confirm({
      title: t('dashboard.videos.deleteTitle'),
      message: <p>{t('dashboard.videos.deleteMessage', { name: video.name })}</p>,
      confirmLabel: t('dashboard.videos.delete'),
      onConfirm: () => remove.mutateAsync(video.id),
    });

  // The new video is the newest: first on the first page of all videos.
  const uploaded = () => {
    setUploading(false);
    if (search) setSearch('');
    else setPage(1);
  };

  const emptyText = search ? t('dashboard.videos.noMatch', { search }) : t('dashboard.videos.nonePage');

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox label={t('dashboard.videos.search')} value={search} onSearch={setSearch} />
        <Button onClick={() => setUploading(true)}>{t('dashboard.videos.upload')}</Button>
      </div>
      <PagedTable
        caption={t('dashboard.videos.caption')}
        query={query}
        data={data}
        columns={columns}
        getRowId={(video) => String(video.id)}
        rowActions={(video) => (
          <>
            <RowAction name={video.name} onClick={() => setEditing(video)}>
              {t('dashboard.videos.edit')}
            </RowAction>
            <RowAction name={video.name} onClick={() => askToDelete(video)}>
              {t('dashboard.videos.delete')}
            </RowAction>
          </>
        )}
        failedText={t(contentMessages.getVideosFailed)}
        emptyText={emptyText}
        noneYet={search ? undefined : <NoVideos onUpload={() => setUploading(true)} />}
        page={page}
        pageSize={videoSettingsPageSize}
        onPageChange={setPage}
        pagesLabel={t('dashboard.videos.pages')}
        keepOnLastPage
      />
      {uploading ? <UploadVideoDialog onClose={() => setUploading(false)} onUploaded={uploaded} /> : null}
      {editing ? <EditVideoDialog video={editing} onClose={() => setEditing(undefined)} /> : null}
      {dialog}
    </>
  );
}
