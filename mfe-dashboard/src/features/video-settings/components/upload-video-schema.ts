import { isSocialVideoLink, videoLinkMessage, VideoNameSchema } from '@church/contracts';
import * as v from 'valibot';

export const videoFileTypes = ['video/mp4', 'video/webm'];
export const videoFileAccept = '.mp4,.webm,video/mp4,video/webm';
export const chooseFileMessage = 'Please, choose a video file';
export const fileTypeMessage = 'Please, choose an MP4 or WebM video';

/** A chosen file the API will take (it reads the type from the bytes; this catches the obvious). */
export function fileProblem(file: File | null): string | undefined {
  if (!file) return chooseFileMessage;
  const typed = videoFileTypes.includes(file.type) || /\.(mp4|webm)$/i.test(file.name);
  return typed ? undefined : fileTypeMessage;
}

/**
 * The upload dialog's fields: the name as the API checks it, and, when the video is a link,
 * the link as the API checks it. The file lives outside the form (a File is not a text value).
 */
export const UploadVideoFormSchema = v.pipe(
  v.object({
    name: VideoNameSchema,
    source: v.picklist(['file', 'link']),
    link: v.pipe(v.string(), v.trim()),
  }),
  v.forward(
    v.partialCheck(
      [['source'], ['link']],
      (input) => input.source === 'file' || input.link !== '',
      'Please, paste the link to the video',
    ),
    ['link'],
  ),
  v.forward(
    v.partialCheck(
      [['source'], ['link']],
      (input) => input.source === 'file' || input.link === '' || isSocialVideoLink(input.link),
      videoLinkMessage,
    ),
    ['link'],
  ),
);
