import type { ImageSources } from '@canasta/contract';

export type { ImageSources };

/**
 * The widths every catalogue picture is stored at (decision 036), chosen by where it shows on
 * a 360–768 px phone at 2–3× density: a product tile is about half the screen (≈180 px, so
 * 200/400), the product page the whole width (800); a banner the whole width at 12:5.
 */
export const IMAGE_WIDTHS = {
  product: [200, 400, 800],
  banner: [480, 800, 1200],
} as const;

/** AVIF first (about half the bytes), WebP for the browsers without it. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Link previews (WhatsApp, Facebook, Telegram) want 1200×630, as JPEG to be read everywhere. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/**
 * Photos uploaded before decision 051 had a link-preview card of their own beside them (now
 * each offer has one, share-cards.service.ts): removing such a photo removes its card too.
 */
export function legacyShareImageUrl(base: string): string {
  return `${base}-share.jpg`;
}

/** `base` at one width and format: `/uploads/…/aguacate-400.avif`. */
export function variantUrl(base: string, width: number, format: ImageFormat): string {
  return `${base}-${width}.${format}`;
}

/** The `srcset` of each format, for a `<picture>`'s sources. */
export function imageSources(base: string, widths: readonly number[]): ImageSources {
  const srcset = (format: ImageFormat) =>
    widths.map((width) => `${variantUrl(base, width, format)} ${width}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}
