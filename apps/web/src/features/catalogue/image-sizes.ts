/**
 * How wide each catalogue picture shows (the `sizes` of its sources), so the browser picks
 * the smallest stored width that fills it. The layout's own numbers: the app is at most 768 px
 * wide (max-w-screen-md); a product tile is 42 % of a phone in a row and under half of it in a
 * grid, at most 176 px (11rem) from 640 px; a banner 88 % of the screen, 70 % from 640 px; the
 * product page's picture is full width on a phone and half the app beside the details from
 * 640 px.
 */
export const IMAGE_SIZES = {
  productTile: '(min-width: 640px) 176px, 45vw',
  productDetail: '(min-width: 768px) 360px, (min-width: 640px) 50vw, 100vw',
  banner: '(min-width: 768px) 540px, (min-width: 640px) 70vw, 88vw',
} as const;
