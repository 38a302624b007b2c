import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProductImage } from '@canasta/contract';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { encodeVariant } from './image-encoding';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  imageSources,
  legacyShareImageUrl,
  variantUrl,
} from './image-variants';
import { UPLOADS_URL, fileForUploadUrl } from './upload-files';

/** The square every product picture is cut to, as the demo's (its largest width). */
const PRODUCT_IMAGE_SIZE = Math.max(...IMAGE_WIDTHS.product);
/** What the listing tiles load (`thumb_url`). */
const PRODUCT_THUMB_SIZE = 400;
/** Smaller than this on its short side, a photo would show blurred on the product page. */
const MIN_SIDE = 200;
/** A 64-megapixel phone photo fits; a decompression bomb doesn't. */
const MAX_INPUT_PIXELS = 70_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const PRODUCTS_DIR = 'products';

export interface StoredProductImage {
  image: ProductImage;
  /** Every file written, to remove them if the change that uses them does not commit. */
  files: string[];
}

/**
 * Re-encodes an operator's photo like the demo pictures (decisions 036 and 042): a centred
 * square, at each product width in AVIF and WebP (the link-preview card is the offer's, drawn
 * once the photo is in place: decision 051), under a new random name (nothing cached under an old address can show the old photo). The format is
 * read from the bytes, not the declared type; sharp keeps no metadata (location included).
 */
export async function storeProductImage(
  upload: Buffer,
  { uploadsDir, storeId, alt }: { uploadsDir: string; storeId: number; alt: string },
): Promise<StoredProductImage> {
  const master = await squareMaster(upload);
  const base = `${UPLOADS_URL}/${PRODUCTS_DIR}/${storeId}/${randomBytes(12).toString('hex')}`;
  const outputs = IMAGE_WIDTHS.product.flatMap((width) =>
    IMAGE_FORMATS.map((format) => ({
      url: variantUrl(base, width, format),
      encode: encodeVariant(width, format),
    })),
  );
  const encoded = await Promise.all(
    outputs.map(async (output) => ({ url: output.url, data: await output.encode(master) })),
  );
  const files = encoded.map((output) => fileForUploadUrl(uploadsDir, output.url));
  await fs.mkdir(path.dirname(files[0] ?? uploadsDir), { recursive: true });
  try {
    await Promise.all(encoded.map((output, i) => fs.writeFile(files[i] ?? '', output.data)));
  } catch (error) {
    await removeFiles(files);
    throw error;
  }
  return {
    image: {
      url: variantUrl(base, PRODUCT_IMAGE_SIZE, 'webp'),
      thumb_url: variantUrl(base, PRODUCT_THUMB_SIZE, 'webp'),
      sources: imageSources(base, IMAGE_WIDTHS.product),
      share_url: null,
      width: PRODUCT_IMAGE_SIZE,
      height: PRODUCT_IMAGE_SIZE,
      alt,
    },
    files,
  };
}

async function squareMaster(upload: Buffer): Promise<Buffer> {
  let metadata: Metadata | undefined;
  try {
    metadata = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    metadata = undefined;
  }
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError('unsupported_media_type', messages.productImageType);
  }
  if (Math.min(metadata.width, metadata.height) < MIN_SIDE) {
    throw unreadable(messages.productImageTooSmall(MIN_SIDE));
  }
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, { fit: 'cover' })
      // A lossless master: each variant is encoded once from it.
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    throw unreadable(messages.productImageUnreadable);
  }
}

function unreadable(message: string): AppError {
  return new AppError('validation_failed', message, { errors: { file: [message] } });
}

/**
 * Removes an uploaded picture's files (a photo replaced on a store's own product). Only
 * uploads are ever removed: demo pictures are shared by every store that shows them.
 */
export async function removeProductImageFiles(
  uploadsDir: string,
  images: readonly ProductImage[],
): Promise<void> {
  const prefix = `${UPLOADS_URL}/${PRODUCTS_DIR}/`;
  const files = images
    .filter((image) => image.url.startsWith(prefix))
    .flatMap((image) => {
      const base = image.url.replace(/-\d+\.webp$/, '');
      return [
        ...IMAGE_WIDTHS.product.flatMap((width) =>
          IMAGE_FORMATS.map((format) => variantUrl(base, width, format)),
        ),
        legacyShareImageUrl(base),
      ];
    })
    .map((url) => fileForUploadUrl(uploadsDir, url));
  await removeFiles(files);
}

export async function removeFiles(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => fs.rm(file, { force: true })));
}
