/**
 * How wide each catalogue picture shows (the `sizes` of its sources), so the browser picks
 * the smallest stored width that fills it. The layout's own numbers: the app is at most 768 px
 * wide (max-w-screen-md); a product tile is half of it on a phone, a third to a quarter above;
 * a banner 88 % of the screen, 70 % from 640 px; the product page's picture is full width on a
 * phone and half the app beside the details from 640 px.
 */
export const IMAGE_SIZES = {
  productTile: '(min-width: 768px) 240px, (min-width: 640px) 33vw, 50vw',
  productDetail: '(min-width: 768px) 360px, (min-width: 640px) 50vw, 100vw',
  banner: '(min-width: 768px) 540px, (min-width: 640px) 70vw, 88vw',
} as const;
