import { formatMoney } from '@canasta/contract';
import sharp, { type Channels } from 'sharp';
import { messages } from '../../messages';
import type { ShareCardInput } from './share-card-key';
import { SHARE_IMAGE } from './image-variants';
import { textSvg, textWidth, wrapText } from './share-card-text';

/**
 * Draws an offer's link-preview card (decision 051): the product's photo on the left, and on
 * the right its name, its price per unit, the price before when it is on sale, and the store's
 * name on a band in the shop's colours; 1200×630 JPEG, as WhatsApp and Facebook show it.
 */

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE;
const PHOTO = HEIGHT;
/** The text's side, drawn on its own (half the pixels to rasterise) beside the photo. */
const PANEL = WIDTH - PHOTO;
const LEFT = 60;
const TEXT_WIDTH = PANEL - 56 - LEFT;
const BAND_TOP = 530;
const PRICE_SIZE = 84;
/** The text block is centred between these. */
const BLOCK_TOP = 40;
const BLOCK_BOTTOM = BAND_TOP - 30;

const COLOURS = {
  text: '#1d1d1d',
  muted: '#595959',
  band: '#74dab7',
  sale: '#C10015',
  onSale: '#ffffff',
};

/** The text above the band, drawn from y = 0 down; `height` is how far it reaches. */
interface Block {
  svg: string;
  height: number;
  clipped: boolean;
}

/** Name sizes and line counts, tried in order until everything fits above the band. */
const NAME_FITS = [
  { size: 58, lines: 3 },
  { size: 48, lines: 3 },
  { size: 48, lines: 2 },
] as const;

/** A photo cut and decoded for the cards, once for every store that offers the product. */
export interface SharePhoto {
  data: Buffer;
  channels: Channels;
}

export async function prepareSharePhoto(photo: Buffer): Promise<SharePhoto> {
  const { data, info } = await sharp(photo)
    .resize(PHOTO, PHOTO, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, channels: info.channels };
}

export async function drawShareCard(input: ShareCardInput, photo: SharePhoto): Promise<Buffer> {
  const block = layoutBlock(input);
  const dy = BLOCK_TOP + Math.max(0, (BLOCK_BOTTOM - BLOCK_TOP - block.height) / 2);
  const store = wrapText(input.storeName, {
    size: 30,
    weight: 700,
    maxWidth: TEXT_WIDTH,
    maxLines: 1,
  }).lines[0];
  const panel =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PANEL}" height="${HEIGHT}">` +
    `<rect width="${PANEL}" height="${HEIGHT}" fill="#ffffff"/>` +
    `<rect y="${BAND_TOP}" width="${PANEL}" height="${HEIGHT - BAND_TOP}" fill="${COLOURS.band}"/>` +
    textSvg(store ?? '', { x: LEFT, y: 592, size: 30, weight: 700, fill: COLOURS.text }) +
    `<g transform="translate(0 ${n(dy)})">${block.svg}</g>` +
    `</svg>`;
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: photo.data,
        raw: { width: PHOTO, height: PHOTO, channels: photo.channels },
        left: 0,
        top: 0,
      },
      { input: Buffer.from(panel), left: PHOTO, top: 0 },
    ])
    .jpeg({ quality: 82 })
    .toBuffer();
}

function layoutBlock(input: ShareCardInput): Block {
  let block: Block | undefined;
  for (const fit of NAME_FITS) {
    block = blockWith(input, fit);
    if (!block.clipped && block.height <= BLOCK_BOTTOM - BLOCK_TOP) return block;
  }
  // The smallest try, its name cut short with "…".
  return block ?? blockWith(input, NAME_FITS[NAME_FITS.length - 1] ?? NAME_FITS[0]);
}

function blockWith(input: ShareCardInput, fit: { size: number; lines: number }): Block {
  let svg = '';
  let y = 0;
  const onSale = input.compareAtCents !== null && input.compareAtCents > input.priceCents;
  if (onSale) {
    const label = messages.shareCardSale;
    svg +=
      `<rect x="${LEFT}" width="${n(textWidth(label, 26, 700) + 36)}" height="46" rx="23" fill="${COLOURS.sale}"/>` +
      textSvg(label, { x: LEFT + 18, y: 32, size: 26, weight: 700, fill: COLOURS.onSale });
    y = 46 + 28;
  }

  const name = wrapText(input.name, {
    size: fit.size,
    weight: 700,
    maxWidth: TEXT_WIDTH,
    maxLines: fit.lines,
  });
  for (const line of name.lines) {
    svg += textSvg(line, {
      x: LEFT,
      y: y + fit.size * 0.95,
      size: fit.size,
      weight: 700,
      fill: COLOURS.text,
    });
    y += Math.round(fit.size * 1.18);
  }

  // The price as large as fits the line: "$99,999.99" too.
  const price = formatMoney(input.priceCents);
  const priceSize = Math.min(
    PRICE_SIZE,
    Math.floor((PRICE_SIZE * TEXT_WIDTH) / textWidth(price, PRICE_SIZE, 700)),
  );
  const priceWidth = textWidth(price, priceSize, 700);
  const unit = messages.shareCardPerUnit(input.unit);
  const unitBeside = priceWidth + 16 + textWidth(unit, 34, 400) <= TEXT_WIDTH;
  y += 26 + priceSize * 0.95;
  svg += textSvg(price, { x: LEFT, y, size: priceSize, weight: 700, fill: COLOURS.text });
  if (!unitBeside) y += 48;
  svg += textSvg(unit, {
    x: unitBeside ? LEFT + priceWidth + 16 : LEFT,
    y,
    size: 34,
    weight: 400,
    fill: COLOURS.muted,
  });

  if (onSale && input.compareAtCents !== null) {
    const before = `${messages.shareCardBefore} `;
    const was = formatMoney(input.compareAtCents);
    y += 60;
    svg +=
      textSvg(`${before}${was}`, { x: LEFT, y, size: 34, weight: 400, fill: COLOURS.muted }) +
      // Struck through, as the shop shows the price before.
      `<rect x="${n(LEFT + textWidth(before, 34, 400))}" y="${n(y - 13)}" width="${n(textWidth(was, 34, 400))}" height="3" fill="${COLOURS.muted}"/>`;
  }
  return { svg, height: y + 12, clipped: name.clipped };
}

function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}
