import sharp from 'sharp';
import { type ImageFormat, SHARE_IMAGE } from './image-variants';

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

/**
 * The square picture in the middle of a 1200×630 card, the sides filled with its own
 * backdrop's edge colour, so a preview crops nothing.
 */
export async function encodeShareCard(master: Buffer): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const { dominant } = await sharp(master)
    .extract({ left: 0, top: 0, width: 8, height: 8 })
    .stats();
  const square = await sharp(master).resize(height, height, { kernel: 'lanczos3' }).toBuffer();
  return sharp({ create: { width, height, channels: 3, background: dominant } })
    .composite([{ input: square, left: Math.round((width - height) / 2), top: 0 }])
    .jpeg({ quality: 82 })
    .toBuffer();
}
