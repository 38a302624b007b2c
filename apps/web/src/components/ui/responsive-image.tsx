import type { ImageSources } from '@canasta/contract';
import type { ImgHTMLAttributes } from 'react';

/**
 * A picture stored at several widths: the browser takes the smallest that fills `sizes` at the
 * screen's density, as AVIF where it can, else WebP; `src` is the fallback (and the only file
 * of a picture stored at one size). The `<picture>` takes no box of its own, so the image's
 * classes lay it out as before.
 */
export function ResponsiveImage({
  sources,
  sizes,
  ...image
}: ImgHTMLAttributes<HTMLImageElement> & { sources: ImageSources | null; sizes: string }) {
  if (!sources) return <img {...image} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img {...image} sizes={sizes} />
    </picture>
  );
}
