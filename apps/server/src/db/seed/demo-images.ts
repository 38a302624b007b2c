import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { DemoCategory, DemoProduct } from './demo-catalogue';
import { emojiFileName, productPicture, type Picture } from './demo-pictures';
import { WEBP_QUALITY, encodeVariant } from '../../modules/catalogue/image-encoding';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageSources,
  imageSources,
  variantUrl,
} from '../../modules/catalogue/image-variants';
import {
  UPLOADS_URL,
  fileExists,
  fileForUploadUrl,
  runLimited,
  writeFileAtomically,
} from '../../modules/catalogue/upload-files';

/**
 * Demo artwork made locally so seeding works offline: product, category and banner pictures put
 * a Fluent Emoji 3D picture (copied into `apps/server/assets`, decision 028) on a soft SVG
 * backdrop; store logos are plain SVG. Never <text>: fonts may be missing on the machine, so
 * banner offers are written by the page over the picture.
 */

export const PRODUCT_IMAGE_SIZE = 800;
export const PRODUCT_THUMB_SIZE = 400;
export const CATEGORY_IMAGE_SIZE = 400;
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 500;
export const STORE_LOGO_SIZE = 256;

/**
 * Images are only generated when missing, so a new look needs new file names: uploads folders
 * kept from earlier seeds (e2e runs keep theirs) would otherwise go on serving the old art.
 */
const DEMO_DIR = `${UPLOADS_URL}/demo/3`;
const RENDER_CONCURRENCY = 4;

type Palette = [string, string, string];

/** The pictures' link-preview cards are each store's offer's own (decision 051): none here. */
export function productImageUrls(slug: string): {
  url: string;
  thumb_url: string;
  sources: ImageSources;
  share_url: null;
} {
  const base = `${DEMO_DIR}/products/${slug}`;
  return {
    url: variantUrl(base, PRODUCT_IMAGE_SIZE, 'webp'),
    thumb_url: variantUrl(base, PRODUCT_THUMB_SIZE, 'webp'),
    sources: imageSources(base, IMAGE_WIDTHS.product),
    share_url: null,
  };
}

/** Where the demo offers' link-preview cards are written: kept, like every demo picture. */
export const DEMO_SHARE_CARDS_DIR = `${DEMO_DIR}/share`;

export function categoryImageUrl(slug: string): string {
  return `${DEMO_DIR}/categories/${slug}.webp`;
}

function bannerBase(storeSlug: string, index: number): string {
  return `${DEMO_DIR}/banners/${storeSlug}-${index}`;
}

export function bannerImageUrl(storeSlug: string, index: number): string {
  return variantUrl(bannerBase(storeSlug, index), BANNER_WIDTH, 'webp');
}

export function bannerImageSources(storeSlug: string, index: number): ImageSources {
  return imageSources(bannerBase(storeSlug, index), IMAGE_WIDTHS.banner);
}

export function storeLogoUrl(storeSlug: string): string {
  return `${DEMO_DIR}/stores/${storeSlug}.webp`;
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness: the same slug always yields the same picture, across machines.

interface Rng {
  next(): number;
  range(min: number, max: number): number;
  pick<T>(items: readonly [T, ...T[]]): T;
}

function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function createRng(seed: string): Rng {
  // mulberry32: tiny, fast and well distributed enough for picking shapes and colours.
  let state = hashString(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0],
  };
}

// ---------------------------------------------------------------------------------------------
// Colour helpers (hex in, hex out).

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  const channel = (v: number): string =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Linear blend: t = 0 gives `a`, t = 1 gives `b`. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** Positive amounts lighten towards white, negative darken towards black. */
function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}

function rotateHue(hex: string, degrees: number): string {
  // map keeps the three channels parseHex returns; TypeScript widens the tuple to an array.
  const [r, g, b] = parseHex(hex).map((v) => v / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return hex;
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (((h * 60 + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1]: Rgb =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return toHex([(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255]);
}

// ---------------------------------------------------------------------------------------------
// SVG building blocks. Illustrations are drawn in a 0..100 box and scaled by the outer <svg>.

/** Rounds coordinates so the SVG stays short; sub-0.01 precision is invisible at 800 px. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

interface Paint {
  main: string;
  second: string;
  accent: string;
  rng: Rng;
  defs: string[];
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join('');
}

function linear(paint: Paint, list: readonly Stop[], x2 = 1, y2 = 0): string {
  const id = `g${paint.defs.length}`;
  paint.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** Radial gradient whose focus sits up-left, giving round things a lit-from-above look. */
function radial(paint: Paint, list: readonly Stop[]): string {
  const id = `g${paint.defs.length}`;
  paint.defs.push(
    `<radialGradient id="${id}" cx="0.38" cy="0.34" r="0.75">${stops(list)}</radialGradient>`,
  );
  return `url(#${id})`;
}

function leaf(
  x: number,
  y: number,
  length: number,
  width: number,
  angle: number,
  fill: string,
  vein: string,
): string {
  const l = length;
  const w = width;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<path d="M0 0C${n(w)} ${n(-l * 0.25)} ${n(w)} ${n(-l * 0.75)} 0 ${n(-l)}C${n(-w)} ${n(-l * 0.75)} ${n(-w)} ${n(-l * 0.25)} 0 0Z" fill="${fill}"/>` +
    `<path d="M0 ${n(-l * 0.08)}L0 ${n(-l * 0.82)}" stroke="${vein}" stroke-width="${n(w * 0.12)}" stroke-linecap="round" opacity="0.6"/>` +
    `</g>`
  );
}

/** Smooth closed wobbly outline (Catmull-Rom through jittered polar points). */
function blobPath(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rng: Rng,
  wobble: number,
  count = 8,
): string {
  const points = Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2;
    const k = 1 + rng.range(-wobble, wobble);
    return [cx + Math.cos(angle) * rx * k, cy + Math.sin(angle) * ry * k] as const;
  });
  const at = (i: number): readonly [number, number] => points[(i + count) % count] ?? [cx, cy];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return `${d}Z`;
}

// ---------------------------------------------------------------------------------------------
// Pictures: an emoji on a soft backdrop.

/** The emoji set lives beside the sources (src/…) and the bundle (dist/…): look upwards for it. */
function findEmojiDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    const candidate = path.join(dir, 'assets', 'fluent-emoji-3d');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Demo emoji pictures not found (apps/server/assets/fluent-emoji-3d)');
}

let emojiDir: string | undefined;

export function emojiFile(emoji: string): string {
  emojiDir ??= findEmojiDir();
  return path.join(emojiDir, emojiFileName(emoji));
}

async function emojiLayer(picture: Picture, size: number): Promise<Buffer> {
  let image = sharp(emojiFile(picture.emoji)).resize(size, size, { kernel: 'lanczos3' });
  if (picture.hue !== undefined) image = image.modulate({ hue: picture.hue });
  return image.png({ compressionLevel: 0 }).toBuffer();
}

/** Soft square backdrop in the category's colour: a pale field, a disc and a little confetti. */
function squareBackdrop(seed: string, palette: Palette, size: number, bold: boolean): string {
  const rng = createRng(seed);
  const main = rotateHue(palette[0], rng.range(-12, 12));
  const background = mix(main, '#ffffff', bold ? 0.7 : 0.9);
  const disc = mix(main, '#ffffff', bold ? 0.5 : 0.76);
  const confetti = Array.from({ length: 6 }, (_, i) => {
    const angle = (i / 6) * Math.PI * 2 + rng.range(-0.4, 0.4);
    const radius = rng.range(41, 47);
    const x = 50 + Math.cos(angle) * radius;
    const y = 52 + Math.sin(angle) * radius;
    return i % 2 === 0
      ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(1, 2))}" fill="${disc}"/>`
      : `<rect x="${n(x - 1.3)}" y="${n(y - 1.3)}" width="2.6" height="2.6" rx="0.6" fill="${disc}" transform="rotate(${n(rng.range(0, 90))} ${n(x)} ${n(y)})"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="${background}"/>` +
    `<circle cx="50" cy="52" r="38" fill="${disc}"/>` +
    confetti +
    `<ellipse cx="50" cy="85" rx="24" ry="3.4" fill="#000000" opacity="0.1"/>` +
    `</svg>`
  );
}

/** Share of the square the emoji takes: large enough to read in a 160 px card. */
const EMOJI_SHARE = 0.62;

async function squarePicture(
  seed: string,
  picture: Picture,
  palette: Palette,
  size: number,
  bold: boolean,
): Promise<Buffer> {
  const emojiSize = Math.round(size * EMOJI_SHARE);
  return sharp(Buffer.from(squareBackdrop(seed, palette, size, bold)))
    .composite([
      {
        input: await emojiLayer(picture, emojiSize),
        left: Math.round((size - emojiSize) / 2),
        top: Math.round(size * 0.48 - emojiSize / 2),
      },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * Banner backdrop: a gradient with soft shapes. The left 55 % stays calm, because the page writes
 * the offer there; the emoji sit on the right.
 */
function bannerBackdrop(storeSlug: string, index: number, palette: Palette): string {
  const rng = createRng(`${storeSlug}#banner${index}`);
  const [main, second, accent] = palette;
  const paint: Paint = { main, second, accent, rng, defs: [] };
  const background = linear(
    paint,
    [
      [0, shade(main, -0.35)],
      [0.55, shade(main, -0.1)],
      [1, shade(second, 0.1)],
    ],
    1,
    1,
  );
  const blobs = Array.from(
    { length: 2 },
    (_, i) =>
      `<path d="${blobPath(rng.range(820, 1060), rng.range(140, 360), rng.range(200, 260), rng.range(170, 220), rng, 0.18)}" fill="#ffffff" opacity="${n(0.14 + i * 0.06)}"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">` +
    `<defs>${paint.defs.join('')}</defs>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="${background}"/>` +
    blobs +
    `<path d="M0 430Q300 380 600 430T1200 410V500H0Z" fill="#ffffff" opacity="0.12"/>` +
    `</svg>`
  );
}

/** Up to three emoji arranged on the banner's right: one large in front, two behind. */
const BANNER_SPOTS = [
  { x: 900, y: 250, size: 250 },
  { x: 1075, y: 170, size: 170 },
  { x: 1070, y: 360, size: 150 },
] as const;

async function bannerPicture(banner: DemoBannerArt): Promise<Buffer> {
  const layers = await Promise.all(
    banner.emojis.slice(0, BANNER_SPOTS.length).map(async (emoji, i) => {
      const spot = BANNER_SPOTS[i] ?? BANNER_SPOTS[0];
      return {
        input: await emojiLayer({ emoji }, spot.size),
        left: Math.round(spot.x - spot.size / 2),
        top: Math.round(spot.y - spot.size / 2),
      };
    }),
  );
  // The large one is drawn last so it sits in front.
  return sharp(Buffer.from(bannerBackdrop(banner.storeSlug, banner.index, banner.palette)))
    .composite(layers.reverse())
    .png({ compressionLevel: 0 })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Store logos: a basket of fruit in the store's colours.

function fruit(paint: Paint, cx: number, cy: number, r: number, body: string): string {
  const { rng } = paint;
  const rx = r * rng.range(1, 1.08);
  const ry = r * rng.range(0.92, 1);
  const fill = radial(paint, [
    [0, shade(body, 0.35)],
    [0.55, body],
    [1, shade(body, -0.28)],
  ]);
  const top = cy - ry;
  const lean = rng.range(-0.25, 0.35) * r;
  const stem = `<path d="M${n(cx)} ${n(top + r * 0.12)}Q${n(cx + lean * 0.2)} ${n(top - r * 0.2)} ${n(cx + lean)} ${n(top - r * 0.34)}" stroke="#6B4A2B" stroke-width="${n(r * 0.11)}" fill="none" stroke-linecap="round"/>`;
  const leafAngle = rng.range(40, 75);
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(top + r * 0.1)}" rx="${n(r * 0.16)}" ry="${n(r * 0.06)}" fill="${shade(body, -0.35)}" opacity="0.5"/>` +
    stem +
    leaf(
      cx + lean * 0.4,
      top - r * 0.15,
      r * 0.62,
      r * 0.22,
      leafAngle,
      paint.accent,
      shade(paint.accent, -0.3),
    ) +
    `<ellipse cx="${n(cx - rx * 0.42)}" cy="${n(cy - ry * 0.42)}" rx="${n(r * 0.2)}" ry="${n(r * 0.1)}" fill="#ffffff" opacity="0.55" transform="rotate(-35 ${n(cx - rx * 0.42)} ${n(cy - ry * 0.42)})"/>`
  );
}

function storeLogoSvg(storeSlug: string, palette: Palette): string {
  const rng = createRng(`${storeSlug}#logo`);
  const [main, second, accent] = palette;
  const paint: Paint = { main, second, accent, rng, defs: [] };
  const tile = linear(
    paint,
    [
      [0, shade(main, 0.12)],
      [1, shade(main, -0.12)],
    ],
    1,
    1,
  );
  const basket = shade(accent, -0.05);
  const weave = shade(accent, -0.3);
  const produce = [
    fruit(paint, 38, 50, 11, rotateHue(second, rng.range(-15, 15))),
    fruit(paint, 62, 50, 11, rotateHue(second, rng.range(30, 60))),
    fruit(paint, 50, 44, 12, shade(second, 0.1)),
  ].join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${STORE_LOGO_SIZE}" height="${STORE_LOGO_SIZE}" viewBox="0 0 100 100">` +
    `<defs>${paint.defs.join('')}</defs>` +
    `<rect x="2" y="2" width="96" height="96" rx="24" fill="${tile}"/>` +
    `<path d="M28 56Q28 22 50 22Q72 22 72 56" stroke="${basket}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    produce +
    `<path d="M20 54H80L73 82Q72 86 68 86H32Q28 86 27 82Z" fill="${basket}"/>` +
    `<path d="M23 64H77M25 74H75" stroke="${weave}" stroke-width="2"/>` +
    [36, 50, 64].map((x) => `<path d="M${x} 56V84" stroke="${weave}" stroke-width="2"/>`).join('') +
    `<rect x="18" y="51" width="64" height="6" rx="3" fill="${shade(basket, 0.15)}"/>` +
    `</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Rendering.

/** One picture drawn once (`master`), written as one or more files. */
interface RenderJob {
  master: () => Promise<Buffer>;
  outputs: { file: string; encode: (master: Buffer) => Promise<Buffer> }[];
}

const asWebp = (master: Buffer) =>
  sharp(master).webp({ quality: WEBP_QUALITY, effort: 5 }).toBuffer();

export interface DemoBannerArt {
  storeSlug: string;
  index: number;
  palette: Palette;
  /** What the offer is about, biggest first. */
  emojis: readonly string[];
}

export async function ensureDemoImages(
  uploadsDir: string,
  input: {
    categories: readonly DemoCategory[];
    products: readonly DemoProduct[];
    banners: readonly DemoBannerArt[];
    stores: readonly { slug: string; palette: Palette }[];
  },
): Promise<{ written: number; skipped: number }> {
  const categories = new Map(input.categories.map((category) => [category.slug, category]));
  const jobs: RenderJob[] = [];
  const add = (url: string, master: () => Promise<Buffer>): void => {
    jobs.push({ master, outputs: [{ file: fileForUploadUrl(uploadsDir, url), encode: asWebp }] });
  };
  /** Every width of IMAGE_WIDTHS[kind], in both formats, from one drawing. */
  const addVariants = (base: string, widths: readonly number[], master: () => Promise<Buffer>) => {
    jobs.push({
      master,
      outputs: widths.flatMap((width) =>
        IMAGE_FORMATS.map((format) => ({
          file: fileForUploadUrl(uploadsDir, variantUrl(base, width, format)),
          encode: encodeVariant(width, format),
        })),
      ),
    });
  };

  for (const category of input.categories) {
    add(categoryImageUrl(category.slug), () =>
      squarePicture(
        `category:${category.slug}`,
        { emoji: category.art.emoji },
        category.art.palette,
        CATEGORY_IMAGE_SIZE,
        true,
      ),
    );
  }
  for (const product of input.products) {
    const category = categories.get(product.category);
    if (!category)
      throw new Error(
        `Demo product ${product.slug} references unknown category ${product.category}`,
      );
    const picture = productPicture(product.slug) ?? { emoji: category.art.neutral };
    addVariants(`${DEMO_DIR}/products/${product.slug}`, IMAGE_WIDTHS.product, () =>
      squarePicture(product.slug, picture, category.art.palette, PRODUCT_IMAGE_SIZE, false),
    );
  }
  for (const banner of input.banners) {
    addVariants(bannerBase(banner.storeSlug, banner.index), IMAGE_WIDTHS.banner, () =>
      bannerPicture(banner),
    );
  }
  for (const store of input.stores) {
    add(storeLogoUrl(store.slug), () =>
      sharp(Buffer.from(storeLogoSvg(store.slug, store.palette)))
        .png()
        .toBuffer(),
    );
  }

  const files = jobs.flatMap((job) => job.outputs.map((output) => output.file));
  const directories = new Set(files.map((file) => path.dirname(file)));
  await Promise.all([...directories].map((dir) => mkdir(dir, { recursive: true })));

  let written = 0;
  let skipped = 0;
  await runLimited(jobs, RENDER_CONCURRENCY, async (job) => {
    const missing: RenderJob['outputs'] = [];
    for (const output of job.outputs) {
      if (await fileExists(output.file)) skipped++;
      else missing.push(output);
    }
    if (missing.length === 0) return;
    const master = await job.master();
    for (const output of missing) {
      await writeFileAtomically(output.file, await output.encode(master));
      written++;
    }
  });
  return { written, skipped };
}
