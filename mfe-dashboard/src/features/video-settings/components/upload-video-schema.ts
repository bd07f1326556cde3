import { isSocialVideoLink, videoLinkMessage, VideoNameSchema } from '@church/contracts';
import * as v from 'valibot';
import { translate } from '../../../i18n/catalogues';

export const videoFileTypes = ['video/mp4', 'video/webm'];
export const videoFileAccept = '.mp4,.webm,video/mp4,video/webm';

/**
 * A chosen file the API will take (it reads the type from the bytes; this catches the obvious).
 * Its problem is a catalogue id, translated where the dialog draws it.
 */
export function fileProblem(file: File | null): string | undefined {
  if (!file) return 'dashboard.videos.chooseFile';
  const typed = videoFileTypes.includes(file.type) || /\.(mp4|webm)$/i.test(file.name);
  return typed ? undefined : 'dashboard.videos.fileType';
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
      // Read when the check fails, so it is in the language of the moment.
      () => translate('dashboard.videos.pasteLink'),
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
