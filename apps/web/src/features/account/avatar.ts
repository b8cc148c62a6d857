import { TRANSACTION_ID_HEADER } from '@member-area/domain';
import { newTransactionId } from '../../app/ids';
import { ApiError } from '../../app/rest';

/** The server's rules (docs/ARCHITECTURE.md "POST /api/account/avatar"), checked first in the browser. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIN_SIDE = 64;
export const AVATAR_MAX_SIDE = 4096;

export type AvatarProblem =
  'avatar_not_image' | 'avatar_too_large' | 'avatar_too_small' | 'avatar_dimensions';

/** Type and size, known without decoding the file. */
export function avatarFileProblem(file: { type: string; size: number }): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'avatar_not_image';
  if (file.size > AVATAR_MAX_BYTES) return 'avatar_too_large';
  return null;
}

export function avatarDimensionsProblem(width: number, height: number): AvatarProblem | null {
  if (width < AVATAR_MIN_SIDE || height < AVATAR_MIN_SIDE) return 'avatar_too_small';
  if (width > AVATAR_MAX_SIDE || height > AVATAR_MAX_SIDE) return 'avatar_dimensions';
  return null;
}

/** Decodes the picture to read its size; a file that does not decode is not an image. */
export function imageDimensions(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

export async function uploadAvatar(file: File): Promise<{ pictureUrl: string }> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/account/avatar', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', [TRANSACTION_ID_HEADER]: newTransactionId() },
      body,
    });
  } catch {
    throw new ApiError('network', null);
  }
  let data: Record<string, unknown> = {};
  try {
    data = (await response.json()) as Record<string, unknown>;
  } catch {
    data = {};
  }
  if (!response.ok) {
    throw new ApiError(
      typeof data.errorCode === 'string' ? data.errorCode : 'internal_error',
      response.status,
    );
  }
  return { pictureUrl: String(data.pictureUrl ?? '') };
}
