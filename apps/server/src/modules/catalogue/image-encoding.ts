import sharp from 'sharp';
import type { ImageFormat } from './image-variants';

/**
 * How catalogue pictures are encoded, one place for the demo seed and the operators' uploads
 * (decisions 036 and 042), so an uploaded photo looks and weighs like the demo's.
 */
export const WEBP_QUALITY = 78;
/** AVIF at about 80 % of the WebP's bytes; effort 1 keeps a first seed's 1,500 pictures under a minute. */
const AVIF_QUALITY = 50;
const AVIF_EFFORT = 1;

/** The picture at `width`, in `format`. */
export function encodeVariant(width: number, format: ImageFormat) {
  return (master: Buffer) => {
    const resized = sharp(master).resize({ width, kernel: 'lanczos3' });
    return (
      format === 'avif'
        ? resized.avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT })
        : resized.webp({ quality: WEBP_QUALITY, effort: 5 })
    ).toBuffer();
  };
}
