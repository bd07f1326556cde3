import { useState } from 'react';
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
import { HomePageSwitch } from './home-page-switch';
import { UploadVideoDialog } from './upload-video-dialog';
import { VideoThumbnail } from './video-thumbnail';
import styles from './video-settings.module.css';

const columns: readonly DataColumn<Video>[] = [
  { header: 'Picture', cell: (video) => <VideoThumbnail video={video} />, width: '9rem' },
  {
    header: 'Name',
    cell: (video) => (
      <Link className={styles.name} to={paths.publicVideo(video.id)}>
        {video.name}
      </Link>
    ),
  },
  { header: 'Date', cell: (video) => <span className={styles.date}>{formatDate(video.creationDate)}</span> },
  { header: 'Home page', cell: (video) => <HomePageSwitch video={video} /> },
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
  return (
    <div className={`ui-empty ${styles.empty}`}>
      <p>No videos yet. Upload a sermon file or add a link to a video on a social network.</p>
      <Button onClick={onUpload}>Upload video</Button>
    </div>
  );
}

/** Every video, 6 a page (page and search in the URL): its home-page switch, upload and delete. */
export function VideoSettings() {
  const { page, search, setPage, setSearch } = useListParams({ pageSize: videoSettingsPageSize });
  const { query, data } = usePageOfVideos(page, search);
  const remove = useDeleteVideo();
  const { confirm, dialog } = useConfirm();
  const [uploading, setUploading] = useState(false);

  const askToDelete = (video: Video) =>
    void confirm({
      title: 'Delete this video?',
      message: <p>“{video.name}” will be deleted with its comments and its uploaded file. This cannot be undone.</p>,
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutateAsync(video.id),
    });

  // The new video is the newest: first on the first page of all videos.
  const uploaded = () => {
    setUploading(false);
    if (search) setSearch('');
    else setPage(1);
  };

  const emptyText = search
    ? `No video's name contains “${search}”. Try another word, or clear the search.`
    : 'No videos on this page.';

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox label="Search videos by name" value={search} onSearch={setSearch} />
        <Button onClick={() => setUploading(true)}>Upload video</Button>
      </div>
      <PagedTable
        caption="Videos"
        query={query}
        data={data}
        columns={columns}
        getRowId={(video) => String(video.id)}
        rowActions={(video) => (
          <RowAction name={video.name} onClick={() => askToDelete(video)}>
            Delete
          </RowAction>
        )}
        failedText={contentMessages.getVideosFailed}
        emptyText={emptyText}
        noneYet={search ? undefined : <NoVideos onUpload={() => setUploading(true)} />}
        page={page}
        pageSize={videoSettingsPageSize}
        onPageChange={setPage}
        pagesLabel="Video pages"
        keepOnLastPage
      />
      {uploading ? <UploadVideoDialog onClose={() => setUploading(false)} onUploaded={uploaded} /> : null}
      {dialog}
    </>
  );
}
