import { useRef } from 'react';
import { toast } from '@church/http/toast';
import { contentMessages, type Video } from '@church/contracts';
import { useMutation, useQueryClient } from '@church/query';
import { useUpload } from '@church/ui';
import { contentKeys } from '../../../lib/content-keys';
import { createVideo } from '../api/create-video';
import { uploadVideoFile } from '../api/upload-video-file';
import { videoSettingsKeys } from '../api/video-settings-keys';

/**
 * A new video: a file is uploaded first (progress, Cancel), and only once it is stored is the
 * video record created, so a cancelled or failed upload creates nothing. A file already
 * uploaded is not sent again when only the record failed and the user tries again.
 */
export function useVideoUpload(onCreated: (video: Video) => void) {
  const queryClient = useQueryClient();
  const pending = useRef<{ name: string; file: File } | null>(null);
  const stored = useRef<{ file: File; url: string } | null>(null);

  const create = useMutation({
    mutationFn: createVideo,
    onSuccess: async (video) => {
      toast.success(contentMessages.videoUploaded);
      await Promise.all(
        [videoSettingsKeys.all, contentKeys.videoOptions].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      onCreated(video);
    },
    onError: () => void toast.error(contentMessages.uploadVideoFailed),
  });

  const upload = useUpload(uploadVideoFile, (url) => {
    const { name, file } = pending.current ?? { name: '', file: null };
    if (!file) return;
    stored.current = { file, url };
    create.mutate({ name, videoUrl: url });
  });

  const submitFile = (name: string, file: File) => {
    if (stored.current?.file === file) {
      create.mutate({ name, videoUrl: stored.current.url });
      return;
    }
    pending.current = { name, file };
    void upload.start(file);
  };

  const submitLink = (name: string, videoUrl: string) => create.mutate({ name, videoUrl });

  const cancel = () => {
    pending.current = null;
    upload.cancel();
  };

  return {
    /** The file upload's state: idle, uploading (with percent), done or failed. */
    upload: upload.state,
    isUploading: upload.state.status === 'uploading',
    isSaving: create.isPending,
    submitFile,
    submitLink,
    cancel,
  };
}
