import sharp from 'sharp';
import { AppError } from '../../errors';
import { messages } from '../../messages';

export const AVATAR_SIZE = 512;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Re-encodes an uploaded picture as a square WebP. The format is read from the bytes, not the
 * declared type; sharp drops EXIF and other metadata (location included) unless asked to keep it.
 */
export async function toAvatarWebp(upload: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(upload).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('unsupported_media_type', messages.avatarType);
  }
  try {
    return await sharp(upload, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('validation_failed', messages.avatarUnreadable, {
      errors: { picture: [messages.avatarUnreadable] },
    });
  }
}
