import { displayImageUrl, type UserData } from '@jornada/api';

/**
 * The address of the participant's picture for display: the chosen avatar, else the uploaded
 * photo (spec: "imagemUploadedUrl or avatarUrl"), with the storage host stripped.
 */
export function profilePictureUrl(
  data: Pick<UserData, 'avatarUrl' | 'imagemUploadedUrl'> | null | undefined,
  storageHost: string,
): string | null {
  if (!data) return null;
  return displayImageUrl(data.avatarUrl || data.imagemUploadedUrl || null, storageHost);
}
