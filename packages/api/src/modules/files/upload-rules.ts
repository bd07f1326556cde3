import type { AllowedActionName } from '@church/contracts';
import type { FilesConfig } from '../../config';
import type { AuthUser } from '../../lib/access-tokens';
import { HttpError } from '../../lib/http-error';
import { can, isAdmin, isStaff } from '../../lib/permissions';
import type { FileType } from './file-types';

/**
 * Who may upload what (decision 0060). Pictures: every signed-in member (a profile photo), small
 * unless the uploader holds an allowed action. Videos: the Video upload page, and service plans,
 * whose attachments may be clips. Documents (PDF, DOCX) and audio (MP3): service plans'
 * attachments (chord charts, readings, songs to learn), the only page that takes them. Admins
 * hold every action.
 */
const actionsForKind: Record<Exclude<FileType['kind'], 'image'>, readonly AllowedActionName[]> = {
  video: ['Video upload', 'Service plans'],
  audio: ['Service plans'],
  document: ['Service plans'],
};

export const uploadRefusals = {
  video: 'You do not have permission to upload videos',
  audio: 'You do not have permission to upload audio files',
  document: 'You do not have permission to upload documents',
} as const;

/** Throws 403 when `user` may not upload this kind of file. */
export function checkMayUpload(user: AuthUser, type: FileType): void {
  if (type.kind === 'image' || isAdmin(user)) return;
  if (!actionsForKind[type.kind].some((action) => can(user, action))) {
    throw new HttpError(403, [uploadRefusals[type.kind]]);
  }
}

/** The largest file of this kind `user` may upload, in bytes. */
export function uploadLimitOf(user: AuthUser, type: FileType, limits: FilesConfig): number {
  if (type.kind === 'video') return limits.videoMaxBytes;
  // Documents and audio share the pictures' limit: a chord chart, a reading, a song.
  if (type.kind === 'image' && !isStaff(user)) return limits.memberPictureMaxBytes;
  return limits.imageMaxBytes;
}
