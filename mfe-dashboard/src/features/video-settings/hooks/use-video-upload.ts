import { useRef, useState } from 'react';
import { toast } from '@church/http/toast';
import { contentMessages, type Video } from '@church/contracts';
import { useMutation, useQueryClient } from '@church/query';
import { useUpload } from '@church/ui';
import { contentKeys } from '../../../lib/content-keys';
import { createVideo } from '../api/create-video';
import { uploadVideoFile } from '../api/upload-video-file';
import { uploadVideoPoster } from '../api/upload-video-poster';
import { capturePoster } from '../capture-poster';
import { videoSettingsKeys } from '../api/video-settings-keys';
import { translate } from '../../../i18n/catalogues';

interface PendingVideo {
  name: string;
  file: File;
  /** Taken while the video uploads (capture-poster.ts), stored once the video is. */
  poster: Promise<File | undefined>;
}

/**
 * A new video: a file is uploaded first (progress, Cancel), then its poster, and only once they
 * are stored is the video record created, so a cancelled or failed upload creates nothing. A
 * file already uploaded is not sent again when only the record failed and the user tries again.
 */
export function useVideoUpload(onCreated: (video: Video) => void) {
  const queryClient = useQueryClient();
  const pending = useRef<PendingVideo | null>(null);
  const stored = useRef<{ file: File; url: string; posterUrl: string | null } | null>(null);
  const [storingPoster, setStoringPoster] = useState(false);

  const create = useMutation({
    mutationFn: createVideo,
    onSuccess: async (video) => {
      toast.success(translate(contentMessages.videoUploaded));
      await Promise.all(
        [videoSettingsKeys.all, contentKeys.videoOptions].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      onCreated(video);
    },
    onError: () => void toast.error(translate(contentMessages.uploadVideoFailed)),
  });

  const upload = useUpload(uploadVideoFile, (url) => {
    const video = pending.current;
    if (!video) return;
    setStoringPoster(true);
    void video.poster.then(uploadVideoPoster).then((posterUrl) => {
      setStoringPoster(false);
      if (pending.current !== video) return;
      stored.current = { file: video.file, url, posterUrl };
      create.mutate({ name: video.name, videoUrl: url, posterUrl });
    });
  });

  const submitFile = (name: string, file: File) => {
    if (stored.current?.file === file) {
      create.mutate({ name, videoUrl: stored.current.url, posterUrl: stored.current.posterUrl });
      return;
    }
    pending.current = { name, file, poster: capturePoster(file) };
    void upload.start(file);
  };

  const submitLink = (name: string, videoUrl: string) => create.mutate({ name, videoUrl, posterUrl: null });

  const cancel = () => {
    pending.current = null;
    upload.cancel();
  };

  return {
    /** The file upload's state: idle, uploading (with percent), done or failed. */
    upload: upload.state,
    isUploading: upload.state.status === 'uploading',
    isSaving: create.isPending || storingPoster,
    submitFile,
    submitLink,
    cancel,
  };
}
