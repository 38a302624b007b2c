import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { CategoryArt, DemoCategory, DemoProduct } from './demo-catalogue';

/**
 * Demo artwork rendered locally from SVG so seeding works offline and the repository carries no
 * binary assets. Shapes only, never <text>: fonts may be missing on the machine.
 */

export const PRODUCT_IMAGE_SIZE = 800;
export const PRODUCT_THUMB_SIZE = 400;
export const CATEGORY_IMAGE_SIZE = 400;
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 500;
export const STORE_LOGO_SIZE = 256;

const URL_PREFIX = '/uploads';
const WEBP_QUALITY = 78;
const RENDER_CONCURRENCY = 4;

type Palette = [string, string, string];
type Shape = CategoryArt['shape'];

export function productImageUrls(slug: string): { url: string; thumb_url: string } {
  return {
    url: `${URL_PREFIX}/demo/products/${slug}-${PRODUCT_IMAGE_SIZE}.webp`,
    thumb_url: `${URL_PREFIX}/demo/products/${slug}-${PRODUCT_THUMB_SIZE}.webp`,
  };
}

export function categoryImageUrl(slug: string): string {
  return `${URL_PREFIX}/demo/categories/${slug}.webp`;
}

export function bannerImageUrl(storeSlug: string, index: number): string {
  return `${URL_PREFIX}/demo/banners/${storeSlug}-${index}.webp`;
}

export function storeLogoUrl(storeSlug: string): string {
  return `${URL_PREFIX}/demo/stores/${storeSlug}.webp`;
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

/** Horizontal light-dark ramp that makes flat rectangles read as cylinders. */
function cylinderShade(paint: Paint): string {
  return linear(paint, [
    [0, '#000000', 0.18],
    [0.3, '#ffffff', 0.22],
    [0.55, '#ffffff', 0],
    [1, '#000000', 0.22],
  ]);
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

type EmblemKind = 'circle' | 'star' | 'leaf' | 'drop' | 'heart' | 'paw' | 'diamond';

/** Brand-like mark for package labels; stands in for the logo text a real package would carry. */
function emblem(
  kind: EmblemKind,
  cx: number,
  cy: number,
  r: number,
  fill: string,
  inner: string,
): string {
  switch (kind) {
    case 'circle':
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.5)}" fill="${inner}"/>`;
    case 'star': {
      const points = Array.from({ length: 10 }, (_, i) => {
        const radius = i % 2 === 0 ? r : r * 0.45;
        const angle = (i / 10) * Math.PI * 2 - Math.PI / 2;
        return `${n(cx + Math.cos(angle) * radius)},${n(cy + Math.sin(angle) * radius)}`;
      });
      return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
    }
    case 'leaf':
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>${leaf(cx - r * 0.3, cy + r * 0.55, r * 1.2, r * 0.45, 35, inner, fill)}`;
    case 'drop':
      return `<path d="M${n(cx)} ${n(cy - r)}C${n(cx + r * 0.9)} ${n(cy - r * 0.1)} ${n(cx + r * 0.75)} ${n(cy + r)} ${n(cx)} ${n(cy + r)}C${n(cx - r * 0.75)} ${n(cy + r)} ${n(cx - r * 0.9)} ${n(cy - r * 0.1)} ${n(cx)} ${n(cy - r)}Z" fill="${fill}"/>`;
    case 'heart':
      return `<path d="M${n(cx)} ${n(cy + r * 0.85)}C${n(cx - r * 1.4)} ${n(cy - r * 0.1)} ${n(cx - r * 0.7)} ${n(cy - r * 1.1)} ${n(cx)} ${n(cy - r * 0.4)}C${n(cx + r * 0.7)} ${n(cy - r * 1.1)} ${n(cx + r * 1.4)} ${n(cy - r * 0.1)} ${n(cx)} ${n(cy + r * 0.85)}Z" fill="${fill}"/>`;
    case 'paw': {
      const toes = [-0.62, -0.22, 0.22, 0.62]
        .map(
          (dx, i) =>
            `<ellipse cx="${n(cx + dx * r * 1.25)}" cy="${n(cy - r * (i === 0 || i === 3 ? 0.35 : 0.75))}" rx="${n(r * 0.27)}" ry="${n(r * 0.34)}" fill="${fill}"/>`,
        )
        .join('');
      return `${toes}<ellipse cx="${n(cx)}" cy="${n(cy + r * 0.35)}" rx="${n(r * 0.62)}" ry="${n(r * 0.5)}" fill="${fill}"/>`;
    }
    case 'diamond':
      return `<polygon points="${n(cx)},${n(cy - r)} ${n(cx + r * 0.8)},${n(cy)} ${n(cx)},${n(cy + r)} ${n(cx - r * 0.8)},${n(cy)}" fill="${fill}"/>`;
  }
}

function pickEmblem(rng: Rng): EmblemKind {
  return rng.pick(['circle', 'star', 'leaf', 'drop', 'heart', 'diamond']);
}

// ---------------------------------------------------------------------------------------------
// Subjects. Each draws one centred item (or a small group) inside roughly x 18..82, y 14..86.

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

function drawRound(paint: Paint): string {
  const { rng, main } = paint;
  if (rng.next() < 0.35) {
    // A little pile reads as "sold by weight" better than a single fruit.
    return [
      fruit(paint, 36, 62, 16, rotateHue(main, rng.range(-8, 8))),
      fruit(paint, 64, 62, 16, rotateHue(main, rng.range(-8, 8))),
      fruit(paint, 50, 44, 17, main),
    ].join('');
  }
  return fruit(paint, 50, 56, 28, main);
}

function drawLeafy(paint: Paint): string {
  const { rng, main, second, accent } = paint;
  const variant = rng.next();
  if (variant < 0.4) {
    const count = Math.round(rng.range(5, 7));
    const leaves = Array.from({ length: count }, (_, i) => {
      const angle = -42 + (84 * i) / (count - 1) + rng.range(-5, 5);
      return {
        angle,
        length: rng.range(36, 46),
        width: rng.range(8, 10.5),
        fill: i % 2 === 0 ? main : second,
      };
    }).sort((a, b) => Math.abs(b.angle) - Math.abs(a.angle));
    const stems = leaves
      .map(
        (l) =>
          `<path d="M50 86L${n(50 + Math.sin((l.angle * Math.PI) / 180) * 16)} ${n(86 - Math.cos((l.angle * Math.PI) / 180) * 16)}" stroke="${shade(second, 0.1)}" stroke-width="2.2" stroke-linecap="round"/>`,
      )
      .join('');
    const blades = leaves
      .map((l) => {
        const rad = (l.angle * Math.PI) / 180;
        return leaf(
          50 + Math.sin(rad) * 14,
          86 - Math.cos(rad) * 14,
          l.length,
          l.width,
          l.angle,
          l.fill,
          accent,
        );
      })
      .join('');
    const tie = `<rect x="45" y="74" width="10" height="5" rx="1.5" fill="${rotateHue(main, 150)}"/>`;
    return stems + blades + tie;
  }
  if (variant < 0.75) {
    // Produce in front of its greens: fixed kitchen colours read better than palette shifts here.
    const body = rng.pick(['#E8453C', '#F2E6D0', '#7B3F8C', '#F28C28', '#B5D334']);
    const tops = [-35, -12, 12, 35]
      .map((a, i) =>
        leaf(50 + a * 0.1, 44, rng.range(24, 30), 7, a, i % 2 === 0 ? main : second, accent),
      )
      .join('');
    const fill = radial(paint, [
      [0, shade(body, 0.35)],
      [0.6, body],
      [1, shade(body, -0.25)],
    ]);
    return (
      tops +
      `<ellipse cx="50" cy="62" rx="25" ry="23" fill="${fill}"/>` +
      `<path d="M36 52Q50 46 64 52" stroke="${shade(body, -0.2)}" stroke-width="1.2" fill="none" opacity="0.5"/>` +
      `<ellipse cx="40" cy="52" rx="5" ry="2.6" fill="#ffffff" opacity="0.5" transform="rotate(-30 40 52)"/>`
    );
  }
  const chili = linear(
    paint,
    [
      [0, shade(main, 0.15)],
      [1, shade(main, -0.3)],
    ],
    0.4,
    1,
  );
  return (
    `<path d="M30 40C44 30 70 38 76 76C66 60 50 52 30 50Z" fill="${chili}"/>` +
    `<path d="M36 40C50 36 64 44 70 62" stroke="#ffffff" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.45"/>` +
    `<path d="M27 38Q30 36 33 40L33 50Q29 50 26 46Z" fill="${second}"/>` +
    `<path d="M28 40Q22 34 24 26" stroke="${second}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`
  );
}

function drawBottle(paint: Paint): string {
  const { rng, main, second, accent } = paint;
  const w = rng.range(13, 17);
  const neck = rng.range(5, 6.5);
  const neckTop = 22;
  const shoulder = rng.range(34, 40);
  const bottom = 86;
  const body =
    `M${n(50 - neck)} ${neckTop}L${n(50 - neck)} ${n(shoulder - 8)}C${n(50 - neck)} ${n(shoulder - 3)} ${n(50 - w)} ${n(shoulder - 2)} ${n(50 - w)} ${n(shoulder + 5)}` +
    `L${n(50 - w)} ${bottom - 4}Q${n(50 - w)} ${bottom} ${n(50 - w + 4)} ${bottom}L${n(50 + w - 4)} ${bottom}Q${n(50 + w)} ${bottom} ${n(50 + w)} ${bottom - 4}` +
    `L${n(50 + w)} ${n(shoulder + 5)}C${n(50 + w)} ${n(shoulder - 2)} ${n(50 + neck)} ${n(shoulder - 3)} ${n(50 + neck)} ${n(shoulder - 8)}L${n(50 + neck)} ${neckTop}Z`;
  const labelTop = rng.range(shoulder + 10, shoulder + 16);
  const labelHeight = rng.range(18, 24);
  const cap = rng.next() < 0.5 ? second : accent;
  return (
    `<path d="${body}" fill="${main}"/>` +
    `<path d="${body}" fill="${cylinderShade(paint)}"/>` +
    `<rect x="${n(50 - w)}" y="${n(labelTop)}" width="${n(w * 2)}" height="${n(labelHeight)}" fill="${second}"/>` +
    `<rect x="${n(50 - w)}" y="${n(labelTop + labelHeight - 3)}" width="${n(w * 2)}" height="3" fill="${accent}"/>` +
    emblem(pickEmblem(rng), 50, labelTop + labelHeight / 2 - 1, labelHeight * 0.28, main, second) +
    `<rect x="${n(50 - w + 3)}" y="${n(shoulder + 4)}" width="2.4" height="${n(bottom - shoulder - 12)}" rx="1.2" fill="#ffffff" opacity="0.35"/>` +
    `<rect x="${n(50 - neck - 1.2)}" y="${neckTop - 7}" width="${n((neck + 1.2) * 2)}" height="8" rx="1.6" fill="${shade(cap, -0.05)}"/>` +
    `<rect x="${n(50 - neck - 1.2)}" y="${neckTop - 1}" width="${n((neck + 1.2) * 2)}" height="1.6" fill="${shade(cap, -0.25)}"/>`
  );
}

function drawCarton(paint: Paint): string {
  const { rng, main, second, accent } = paint;
  const outline = shade(main, -0.25);
  const sideShade = shade(second, -0.14);
  const emblemKind = pickEmblem(rng);
  if (rng.next() < 0.6) {
    // Gable-top carton, the silhouette everyone recognises as milk.
    return (
      `<polygon points="64,36 76,29 76,79 64,86" fill="${sideShade}" stroke="${outline}" stroke-width="0.8" stroke-linejoin="round"/>` +
      `<polygon points="64,36 47,23 59,16 76,29" fill="${shade(second, -0.08)}" stroke="${outline}" stroke-width="0.8" stroke-linejoin="round"/>` +
      `<rect x="30" y="36" width="34" height="50" fill="${second}" stroke="${outline}" stroke-width="0.8"/>` +
      `<polygon points="30,36 47,23 64,36" fill="${shade(second, -0.03)}" stroke="${outline}" stroke-width="0.8" stroke-linejoin="round"/>` +
      `<path d="M47 23L59 16" stroke="${outline}" stroke-width="2.4" stroke-linecap="round"/>` +
      `<rect x="30" y="52" width="34" height="24" fill="${main}"/>` +
      `<polygon points="64,52 76,45 76,69 64,76" fill="${shade(main, -0.2)}"/>` +
      emblem(emblemKind, 47, 64, 7.5, accent, main) +
      `<path d="M30 80Q40 77 47 80T64 80" stroke="${main}" stroke-width="1.6" fill="none" opacity="0.6"/>`
    );
  }
  // Brick carton, as used for juices, plant drinks and cream.
  return (
    `<polygon points="62,28 73,21 73,79 62,86" fill="${sideShade}" stroke="${outline}" stroke-width="0.8" stroke-linejoin="round"/>` +
    `<polygon points="32,28 43,21 73,21 62,28" fill="${shade(second, -0.06)}" stroke="${outline}" stroke-width="0.8" stroke-linejoin="round"/>` +
    `<path d="M37 24.6L67 24.6" stroke="${outline}" stroke-width="0.6" opacity="0.6"/>` +
    `<rect x="32" y="28" width="30" height="58" fill="${second}" stroke="${outline}" stroke-width="0.8"/>` +
    `<path d="M32 44Q47 38 62 44L62 78L32 78Z" fill="${main}"/>` +
    `<path d="M62 44Q68 40 73 37L73 71L62 78Z" fill="${shade(main, -0.2)}"/>` +
    emblem(emblemKind, 47, 60, 7, accent, main) +
    `<rect x="35" y="31" width="8" height="5" rx="1" fill="${accent}" opacity="0.8"/>`
  );
}

function drawTub(paint: Paint): string {
  const { rng, main, second, accent } = paint;
  const outline = shade(main, -0.25);
  const lid = shade(main, -0.05);
  return (
    `<path d="M26 40L74 40L68 84Q50 88 32 84Z" fill="${second}" stroke="${outline}" stroke-width="0.8" stroke-linejoin="round"/>` +
    `<path d="M26 40L74 40L68 84Q50 88 32 84Z" fill="${cylinderShade(paint)}"/>` +
    `<path d="M28 54L72 54L70 72Q50 75 30 72Z" fill="${main}"/>` +
    emblem(pickEmblem(rng), 50, 63, 6.5, accent, main) +
    `<ellipse cx="50" cy="40" rx="26" ry="7" fill="${lid}"/>` +
    `<ellipse cx="50" cy="37" rx="24" ry="6" fill="${shade(lid, 0.15)}"/>` +
    `<ellipse cx="44" cy="36" rx="8" ry="1.8" fill="#ffffff" opacity="0.4"/>`
  );
}

function drawBox(paint: Paint): string {
  const { rng, main, second, accent } = paint;
  const width = rng.range(30, 38);
  const height = rng.range(40, 52);
  const depth = 11;
  const left = 50 - (width + depth) / 2;
  const right = left + width;
  const bottom = 86;
  const top = bottom - height;
  const panelInset = 4;
  const panelTop = top + height * 0.22;
  const panelHeight = height * 0.5;
  return (
    `<polygon points="${n(right)},${n(top)} ${n(right + depth)},${n(top - 8)} ${n(right + depth)},${n(bottom - 8)} ${n(right)},${n(bottom)}" fill="${shade(main, -0.22)}"/>` +
    `<polygon points="${n(left)},${n(top)} ${n(left + depth)},${n(top - 8)} ${n(right + depth)},${n(top - 8)} ${n(right)},${n(top)}" fill="${shade(main, 0.22)}"/>` +
    `<rect x="${n(left)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" fill="${main}"/>` +
    `<rect x="${n(left + panelInset)}" y="${n(panelTop)}" width="${n(width - panelInset * 2)}" height="${n(panelHeight)}" rx="2.5" fill="${second}"/>` +
    emblem(
      rng.next() < 0.5 ? 'paw' : pickEmblem(rng),
      left + width / 2,
      panelTop + panelHeight / 2,
      Math.min(width, panelHeight) * 0.26,
      accent,
      second,
    ) +
    `<rect x="${n(left)}" y="${n(bottom - 7)}" width="${n(width)}" height="3" fill="${accent}" opacity="0.8"/>`
  );
}

function crimp(x0: number, x1: number, y: number, height: number, fill: string): string {
  const teeth = 9;
  const step = (x1 - x0) / teeth;
  let d = `M${n(x0)} ${n(y + height)}L${n(x0)} ${n(y)}`;
  for (let i = 0; i < teeth; i++)
    d += `L${n(x0 + step * (i + 0.5))} ${n(y - 1.6)}L${n(x0 + step * (i + 1))} ${n(y)}`;
  return `<path d="${d}L${n(x1)} ${n(y + height)}Z" fill="${fill}"/>`;
}

function drawBag(paint: Paint): string {
  const { rng, main, second, accent } = paint;
  const half = rng.range(20, 24);
  const l = 50 - half;
  const r = 50 + half;
  const body = `M${n(l)} 22Q${n(l - 4)} 52 ${n(l)} 82L${n(r)} 82Q${n(r + 4)} 52 ${n(r)} 22Z`;
  const windowY = rng.range(54, 60);
  const pieces = Array.from({ length: 5 }, (_, i) => {
    const a = (i / 5) * Math.PI * 2 + rng.range(0, 0.6);
    const cx = 50 + Math.cos(a) * 6.5;
    const cy = windowY + Math.sin(a) * 5.5;
    return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="4.2" ry="2.6" fill="${accent}" transform="rotate(${n(rng.range(-40, 40))} ${n(cx)} ${n(cy)})"/>`;
  }).join('');
  return (
    `<path d="${body}" fill="${main}"/>` +
    `<path d="M${n(l - 1)} 34L${n(r + 1)} 25L${n(r + 1.5)} 37L${n(l - 1.5)} 46Z" fill="${second}" opacity="0.9"/>` +
    `<circle cx="50" cy="${n(windowY)}" r="12.5" fill="${shade(accent, 0.55)}" stroke="${second}" stroke-width="1.6"/>` +
    pieces +
    `<path d="${body}" fill="${cylinderShade(paint)}"/>` +
    crimp(l, r, 17, 6, shade(main, -0.18)) +
    crimp(l, r, 80, 6, shade(main, -0.18)) +
    `<rect x="${n(l + 4)}" y="26" width="2.4" height="46" rx="1.2" fill="#ffffff" opacity="0.3"/>`
  );
}

function drawCan(paint: Paint): string {
  const { rng, main, second, accent } = paint;
  const half = rng.range(15, 19);
  const top = rng.range(26, 40);
  const bottom = 84;
  const rim = half * 0.3;
  const labelTop = top + 5;
  const labelBottom = bottom - 5;
  const metal = '#C9CFD6';
  return (
    `<path d="M${n(50 - half)} ${n(top)}L${n(50 - half)} ${bottom}A${n(half)} ${n(rim)} 0 0 0 ${n(50 + half)} ${bottom}L${n(50 + half)} ${n(top)}Z" fill="${metal}"/>` +
    `<path d="M${n(50 - half)} ${n(labelTop)}L${n(50 - half)} ${labelBottom}A${n(half)} ${n(rim)} 0 0 0 ${n(50 + half)} ${labelBottom}L${n(50 + half)} ${n(labelTop)}A${n(half)} ${n(rim)} 0 0 1 ${n(50 - half)} ${n(labelTop)}Z" fill="${main}"/>` +
    `<rect x="${n(50 - half)}" y="${n(labelTop + (labelBottom - labelTop) * 0.55)}" width="${n(half * 2)}" height="4" fill="${second}"/>` +
    emblem(
      pickEmblem(rng),
      50,
      labelTop + (labelBottom - labelTop) * 0.33,
      Math.min(half * 0.45, (labelBottom - labelTop) * 0.2),
      second,
      accent,
    ) +
    `<path d="M${n(50 - half)} ${n(top)}L${n(50 - half)} ${bottom}A${n(half)} ${n(rim)} 0 0 0 ${n(50 + half)} ${bottom}L${n(50 + half)} ${n(top)}Z" fill="${cylinderShade(paint)}"/>` +
    `<ellipse cx="50" cy="${n(top)}" rx="${n(half)}" ry="${n(rim)}" fill="${shade(metal, 0.25)}" stroke="${shade(metal, -0.2)}" stroke-width="1"/>` +
    `<ellipse cx="50" cy="${n(top)}" rx="${n(half * 0.78)}" ry="${n(rim * 0.7)}" fill="none" stroke="${shade(metal, -0.12)}" stroke-width="0.8"/>`
  );
}

function drawLoaf(paint: Paint): string {
  const { rng, main, second, accent } = paint;
  const variant = rng.next();
  if (variant < 0.4) {
    // Bolillo: an oval roll with one deep score.
    const crust = radial(paint, [
      [0, shade(main, 0.3)],
      [0.6, main],
      [1, shade(main, -0.25)],
    ]);
    return (
      `<g transform="rotate(${n(rng.range(-14, -4))} 50 58)">` +
      `<ellipse cx="50" cy="58" rx="32" ry="18" fill="${crust}"/>` +
      `<path d="M26 60Q50 44 74 56" stroke="${shade(main, -0.35)}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<path d="M27 58.5Q50 43 73 54.5" stroke="${second}" stroke-width="1.8" fill="none" stroke-linecap="round"/>` +
      `</g>`
    );
  }
  if (variant < 0.7) {
    // A stack of tortillas, the tortillería half of the category.
    const tortilla = shade(second, 0.15);
    const layers = Array.from({ length: 6 }, (_, i) => {
      const y = 76 - i * 4.2;
      return `<ellipse cx="50" cy="${n(y + 2)}" rx="33" ry="10" fill="${shade(tortilla, -0.18)}"/><ellipse cx="50" cy="${n(y)}" rx="33" ry="10" fill="${tortilla}" stroke="${shade(tortilla, -0.3)}" stroke-width="0.5"/>`;
    }).join('');
    const spots = Array.from({ length: 7 }, () => {
      const a = rng.range(0, Math.PI * 2);
      const d = rng.range(0.2, 0.85);
      return `<ellipse cx="${n(50 + Math.cos(a) * 28 * d)}" cy="${n(55 + Math.sin(a) * 8 * d)}" rx="${n(rng.range(1.2, 2.6))}" ry="${n(rng.range(0.7, 1.3))}" fill="${accent}" opacity="0.45"/>`;
    }).join('');
    return layers + spots;
  }
  // Round country loaf with three slashes.
  const crust = linear(
    paint,
    [
      [0, shade(main, 0.25)],
      [1, shade(main, -0.2)],
    ],
    0,
    1,
  );
  const scores = [-12, 0, 12]
    .map(
      (dx) =>
        `<path d="M${n(50 + dx - 5)} 44Q${n(50 + dx)} 38 ${n(50 + dx + 5)} 32" stroke="${second}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return (
    `<path d="M18 76Q18 34 50 30Q82 34 82 76Q82 82 76 82L24 82Q18 82 18 76Z" fill="${crust}"/>` +
    scores +
    `<path d="M22 74Q50 78 78 74" stroke="${shade(main, -0.3)}" stroke-width="1.2" fill="none" opacity="0.5"/>`
  );
}

function drawCut(paint: Paint): string {
  const { rng, main, second, accent } = paint;
  const bone = '#F3EBDD';
  if (rng.next() < 0.55) {
    const fat = blobPath(50, 57, 32, 23, rng, 0.1);
    const meat = blobPath(51, 56, 26, 18, rng, 0.12);
    const marbling = Array.from({ length: 3 }, () => {
      const x = rng.range(34, 60);
      const y = rng.range(48, 64);
      return `<path d="M${n(x)} ${n(y)}q${n(rng.range(4, 8))} ${n(rng.range(-4, 4))} ${n(rng.range(10, 16))} ${n(rng.range(-2, 2))}" stroke="${second}" stroke-width="1.1" fill="none" stroke-linecap="round" opacity="0.75"/>`;
    }).join('');
    const meatFill = radial(paint, [
      [0, shade(main, 0.18)],
      [1, shade(main, -0.15)],
    ]);
    const withBone = rng.next() < 0.5;
    return (
      `<path d="${fat}" fill="${second}" stroke="${shade(second, -0.2)}" stroke-width="0.8"/>` +
      `<path d="${meat}" fill="${meatFill}"/>` +
      marbling +
      (withBone
        ? `<circle cx="64" cy="52" r="5.5" fill="${bone}" stroke="${shade(bone, -0.2)}" stroke-width="1"/><circle cx="64" cy="52" r="2" fill="${shade(bone, -0.15)}"/>`
        : '') +
      `<ellipse cx="40" cy="48" rx="5" ry="2" fill="#ffffff" opacity="0.3" transform="rotate(-20 40 48)"/>`
    );
  }
  // Drumstick for the poultry side of the category.
  const skin = mix(second, accent, 0.12);
  const skinFill = radial(paint, [
    [0, shade(skin, 0.3)],
    [1, shade(skin, -0.18)],
  ]);
  return (
    `<path d="M60 44L74 28" stroke="${bone}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="72" cy="24" r="4.2" fill="${bone}"/><circle cx="78" cy="30" r="4.2" fill="${bone}"/>` +
    `<path d="M28 64C24 44 44 32 58 40C66 44 66 52 60 58C52 70 34 80 28 64Z" fill="${skinFill}" stroke="${shade(skin, -0.25)}" stroke-width="0.8"/>` +
    `<ellipse cx="38" cy="52" rx="6" ry="2.6" fill="#ffffff" opacity="0.4" transform="rotate(-35 38 52)"/>` +
    `<path d="M34 68Q44 66 52 58" stroke="${shade(main, -0.1)}" stroke-width="1" fill="none" opacity="0.3"/>`
  );
}

function drawJar(paint: Paint): string {
  const { rng, main, second, accent } = paint;
  const half = rng.range(17, 21);
  const top = rng.range(28, 36);
  const contents = shade(second, -0.1);
  const glass = `M${n(50 - half)} ${n(top + 6)}Q${n(50 - half)} ${n(top)} ${n(50 - half + 6)} ${n(top)}L${n(50 + half - 6)} ${n(top)}Q${n(50 + half)} ${n(top)} ${n(50 + half)} ${n(top + 6)}L${n(50 + half)} 80Q${n(50 + half)} 86 ${n(50 + half - 6)} 86L${n(50 - half + 6)} 86Q${n(50 - half)} 86 ${n(50 - half)} 80Z`;
  const labelTop = top + (86 - top) * 0.32;
  const labelHeight = (86 - top) * 0.42;
  return (
    `<path d="${glass}" fill="${contents}"/>` +
    `<rect x="${n(50 - half)}" y="${n(labelTop)}" width="${n(half * 2)}" height="${n(labelHeight)}" fill="${main}"/>` +
    emblem(pickEmblem(rng), 50, labelTop + labelHeight / 2, labelHeight * 0.28, accent, main) +
    `<path d="${glass}" fill="${cylinderShade(paint)}"/>` +
    `<rect x="${n(50 - half + 3)}" y="${n(top + 4)}" width="2.6" height="${n(86 - top - 10)}" rx="1.3" fill="#ffffff" opacity="0.45"/>` +
    `<rect x="${n(50 - half - 1)}" y="${n(top - 9)}" width="${n(half * 2 + 2)}" height="10" rx="2.5" fill="${shade(main, -0.15)}"/>` +
    `<rect x="${n(50 - half - 1)}" y="${n(top - 9)}" width="${n(half * 2 + 2)}" height="3" rx="1.5" fill="${shade(main, 0.15)}"/>`
  );
}

function drawTube(paint: Paint): string {
  const { rng, main, second, accent } = paint;
  if (rng.next() < 0.6) {
    const tube = `M33 22L67 22L59 70L41 70Z`;
    return (
      `<g transform="rotate(${n(rng.range(-16, 16))} 50 54)">` +
      `<path d="${tube}" fill="${main}"/>` +
      `<path d="M36.5 42L63.5 36L62 46L35 52Z" fill="${second}"/>` +
      emblem(pickEmblem(rng), 50, 57, 4.5, accent, main) +
      `<path d="${tube}" fill="${cylinderShade(paint)}"/>` +
      `<rect x="32" y="17" width="36" height="6" rx="1" fill="${shade(main, -0.15)}"/>` +
      [36, 40, 44, 48, 52, 56, 60, 64]
        .map((x) => `<path d="M${x} 18V22" stroke="${shade(main, -0.35)}" stroke-width="0.7"/>`)
        .join('') +
      `<rect x="41" y="70" width="18" height="14" rx="2.5" fill="${shade(second, -0.15)}"/>` +
      `<rect x="41" y="70" width="18" height="2.4" fill="#000000" opacity="0.12"/>` +
      `</g>`
    );
  }
  // Pump bottle: shampoo, lotion and liquid soap share the category with tubes.
  return (
    `<rect x="34" y="40" width="32" height="46" rx="7" fill="${main}"/>` +
    `<rect x="34" y="52" width="32" height="20" fill="${second}"/>` +
    emblem(pickEmblem(rng), 50, 62, 6, main, second) +
    `<rect x="34" y="40" width="32" height="46" rx="7" fill="${cylinderShade(paint)}"/>` +
    `<rect x="43" y="33" width="14" height="8" rx="1.5" fill="${shade(second, -0.2)}"/>` +
    `<rect x="48.4" y="24" width="3.2" height="10" fill="${shade(second, -0.3)}"/>` +
    `<path d="M42 19H60Q62 19 62 21V22H68V25H42Z" fill="${shade(second, -0.25)}"/>` +
    `<rect x="37" y="44" width="2.4" height="34" rx="1.2" fill="#ffffff" opacity="0.35"/>`
  );
}

function paperRoll(
  paint: Paint,
  cx: number,
  bottom: number,
  width: number,
  height: number,
): string {
  const ry = width * 0.2;
  const paper = paint.second;
  const edge = shade(paint.main, -0.1);
  return (
    `<path d="M${n(cx - width / 2)} ${n(bottom - height)}L${n(cx - width / 2)} ${n(bottom)}A${n(width / 2)} ${n(ry)} 0 0 0 ${n(cx + width / 2)} ${n(bottom)}L${n(cx + width / 2)} ${n(bottom - height)}Z" fill="${paper}" stroke="${edge}" stroke-width="0.7"/>` +
    `<path d="M${n(cx - width / 2)} ${n(bottom - height)}L${n(cx - width / 2)} ${n(bottom)}A${n(width / 2)} ${n(ry)} 0 0 0 ${n(cx + width / 2)} ${n(bottom)}L${n(cx + width / 2)} ${n(bottom - height)}Z" fill="${cylinderShade(paint)}"/>` +
    `<rect x="${n(cx - width / 2)}" y="${n(bottom - height * 0.62)}" width="${n(width)}" height="${n(height * 0.26)}" fill="${paint.main}" opacity="0.85"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(bottom - height)}" rx="${n(width / 2)}" ry="${n(ry)}" fill="${shade(paper, -0.04)}" stroke="${edge}" stroke-width="0.7"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(bottom - height)}" rx="${n(width * 0.17)}" ry="${n(ry * 0.34)}" fill="${shade(paint.accent, -0.2)}"/>`
  );
}

function drawRoll(paint: Paint): string {
  const { rng, main, second, accent } = paint;
  const variant = rng.next();
  if (variant < 0.35) {
    return (
      paperRoll(paint, 35, 84, 26, 30) +
      paperRoll(paint, 65, 84, 26, 30) +
      paperRoll(paint, 50, 56, 26, 30)
    );
  }
  if (variant < 0.55) return paperRoll(paint, 50, 82, 40, 54);
  // Trigger spray bottle: most cleaning products are liquids, not paper.
  const body = `M36 46Q36 40 42 40L58 40Q64 40 64 46L66 82Q66 86 62 86L38 86Q34 86 34 82Z`;
  return (
    `<path d="${body}" fill="${main}"/>` +
    `<path d="M35 56L65 56L65.8 74L34.2 74Z" fill="${second}"/>` +
    emblem(pickEmblem(rng), 50, 65, 6, accent, second) +
    `<path d="${body}" fill="${cylinderShade(paint)}"/>` +
    `<rect x="44" y="33" width="12" height="8" fill="${shade(accent, -0.35)}"/>` +
    `<path d="M40 22H62L66 27L62 32H46L40 28Z" fill="${shade(accent, -0.25)}"/>` +
    `<path d="M50 32L47 42Q46 44 48 44" stroke="${shade(accent, -0.4)}" stroke-width="2.2" fill="none" stroke-linecap="round"/>` +
    `<rect x="38" y="48" width="2.4" height="32" rx="1.2" fill="#ffffff" opacity="0.35"/>`
  );
}

/** Category shapes plus container variants that only the unit of a product can tell apart. */
type Subject = Shape | 'tub';

const DRAWERS: Record<Subject, (paint: Paint) => string> = {
  tub: drawTub,
  round: drawRound,
  leafy: drawLeafy,
  bottle: drawBottle,
  carton: drawCarton,
  box: drawBox,
  bag: drawBag,
  can: drawCan,
  loaf: drawLoaf,
  cut: drawCut,
  jar: drawJar,
  tube: drawTube,
  roll: drawRoll,
};

/** Fresh-food shapes keep the category look; packaged goods follow their container. */
const PACKAGED_SHAPES: ReadonlySet<Subject> = new Set([
  'bottle',
  'carton',
  'box',
  'bag',
  'can',
  'jar',
  'tube',
  'roll',
  'tub',
]);

function subjectFor(product: DemoProduct, art: CategoryArt): Subject {
  if (!PACKAGED_SHAPES.has(art.shape)) return art.shape;
  const unit = product.unit.toLowerCase();
  const container = unit.split(' ')[0] ?? '';
  if (['botella', 'garrafa', 'atomizador'].includes(container)) return 'bottle';
  if (container === 'lata') return 'can';
  if (container === 'frasco') return 'jar';
  if (container === 'bote') return 'tub';
  if (container === 'bolsa' || container === 'sobre') return 'bag';
  if (container === 'tubo') return 'tube';
  if (unit.includes('rollos')) return 'roll';
  // Liquids in a "caja" are bricks or cartons, everything else in a "caja" is a box.
  if (container === 'caja') return /\d\s*(ml|l)$/.test(unit) ? 'carton' : 'box';
  return art.shape;
}

/** Hue spread per shape: fruit varies a lot in nature, branded packages only a little. */
const HUE_SPREAD: Partial<Record<Subject, number>> = { round: 34, leafy: 12, cut: 6, loaf: 8 };

function illustration(
  seed: string,
  shape: Subject,
  palette: Palette,
  size: number,
  bold: boolean,
): string {
  const rng = createRng(seed);
  const spread = HUE_SPREAD[shape] ?? 22;
  const [main, second, accent] = palette;
  const paint: Paint = {
    main: rotateHue(main, rng.range(-spread, spread)),
    second: PACKAGED_SHAPES.has(shape) ? rotateHue(second, rng.range(-10, 10)) : second,
    accent,
    rng,
    defs: [],
  };
  const background = mix(paint.main, '#ffffff', bold ? 0.7 : 0.9);
  const disc = mix(paint.main, '#ffffff', bold ? 0.5 : 0.76);
  const confetti = Array.from({ length: 6 }, (_, i) => {
    const angle = (i / 6) * Math.PI * 2 + rng.range(-0.4, 0.4);
    const radius = rng.range(41, 47);
    const x = 50 + Math.cos(angle) * radius;
    const y = 52 + Math.sin(angle) * radius;
    return i % 2 === 0
      ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(1, 2))}" fill="${disc}"/>`
      : `<rect x="${n(x - 1.3)}" y="${n(y - 1.3)}" width="2.6" height="2.6" rx="0.6" fill="${disc}" transform="rotate(${n(rng.range(0, 90))} ${n(x)} ${n(y)})"/>`;
  }).join('');
  const dx = rng.range(-2, 2);
  const tilt = PACKAGED_SHAPES.has(shape) ? rng.range(-3, 3) : rng.range(-8, 8);
  const subject = DRAWERS[shape](paint);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<defs>${paint.defs.join('')}</defs>` +
    `<rect width="100" height="100" fill="${background}"/>` +
    `<circle cx="50" cy="52" r="38" fill="${disc}"/>` +
    confetti +
    `<ellipse cx="50" cy="87.5" rx="25" ry="3.6" fill="#000000" opacity="0.1"/>` +
    `<g transform="translate(${n(dx)} 0) rotate(${n(tilt)} 50 60)">${subject}</g>` +
    `</svg>`
  );
}

function bannerSvg(storeSlug: string, index: number, palette: Palette): string {
  const rng = createRng(`${storeSlug}#banner${index}`);
  const [main, second, accent] = palette;
  const paint: Paint = { main, second, accent, rng, defs: [] };
  const background = linear(
    paint,
    [
      [0, main],
      [1, shade(second, -0.05)],
    ],
    1,
    1,
  );
  // Alternate sides so consecutive slides in a carousel don't look identical.
  const mirrored = index % 2 === 1;
  const at = (x: number): number => (mirrored ? BANNER_WIDTH - x : x);
  const blobs = Array.from(
    { length: 2 },
    (_, i) =>
      `<path d="${blobPath(at(rng.range(760, 1080)), rng.range(80, 420), rng.range(160, 240), rng.range(140, 200), rng, 0.18)}" fill="#ffffff" opacity="${n(0.08 + i * 0.04)}"/>`,
  ).join('');
  const dots = Array.from({ length: 24 }, (_, i) => {
    const x = at(60 + (i % 6) * 34);
    const y = 60 + Math.floor(i / 6) * 34;
    return `<circle cx="${x}" cy="${y}" r="4" fill="#ffffff" opacity="0.18"/>`;
  }).join('');
  const wave = mirrored
    ? `<path d="M0 430Q300 380 600 430T1200 410V500H0Z" fill="#ffffff" opacity="0.14"/>`
    : `<path d="M0 410Q300 460 600 420T1200 430V500H0Z" fill="#ffffff" opacity="0.14"/>`;

  const theme = index % 3;
  let subjects: string;
  if (theme === 0) {
    const spots: [number, number, number][] = [
      [860, 300, 92],
      [1020, 250, 78],
      [730, 250, 66],
      [950, 140, 58],
      [1080, 380, 54],
    ];
    subjects = spots
      .map(([x, y, r], i) =>
        fruit(
          paint,
          at(x),
          y,
          r,
          rotateHue(i % 2 === 0 ? accent : shade(second, 0.1), rng.range(-25, 25)),
        ),
      )
      .join('');
  } else {
    // Product illustrations live in a 0..100 box (subject centred near 50,55); place and scale them.
    const greens: Palette = ['#4CAF50', '#2E7D32', '#C5E1A5'];
    const items: [Shape, Palette, number, number, number][] =
      theme === 1
        ? [
            ['leafy', greens, 790, 250, 4.4],
            ['round', [accent, second, '#5DAE3C'], 960, 285, 3.3],
            ['round', [rotateHue(accent, 40), second, '#5DAE3C'], 1085, 215, 2.6],
          ]
        : [
            ['bottle', [rotateHue(accent, -15), '#ffffff', main], 770, 245, 4.2],
            ['bag', [second, '#ffffff', accent], 920, 255, 4],
            ['can', [accent, '#ffffff', main], 1070, 270, 3.8],
          ];
    subjects = items
      .map(([shape, [itemMain, itemSecond, itemAccent], x, y, scale]) => {
        const local: Paint = {
          main: itemMain,
          second: itemSecond,
          accent: itemAccent,
          rng,
          defs: paint.defs,
        };
        const cx = at(x);
        return (
          `<ellipse cx="${n(cx)}" cy="${n(y + 32 * scale)}" rx="${n(22 * scale)}" ry="${n(3 * scale)}" fill="#000000" opacity="0.12"/>` +
          `<g transform="translate(${n(cx - 50 * scale)} ${n(y - 55 * scale)}) scale(${n(scale)})">${DRAWERS[shape](local)}</g>`
        );
      })
      .join('');
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">` +
    `<defs>${paint.defs.join('')}</defs>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="${background}"/>` +
    blobs +
    dots +
    wave +
    subjects +
    `</svg>`
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

interface RenderJob {
  file: string;
  svg: () => string;
}

function fileForUrl(uploadsDir: string, url: string): string {
  return path.join(uploadsDir, ...url.slice(URL_PREFIX.length + 1).split('/'));
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** Temp file + rename so an interrupted seed never leaves a truncated image that would be skipped later. */
async function renderToFile(job: RenderJob): Promise<void> {
  const data = await sharp(Buffer.from(job.svg()))
    .webp({ quality: WEBP_QUALITY, effort: 5 })
    .toBuffer();
  const temp = `${job.file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, job.file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

async function runLimited<T extends object>(
  items: readonly T[],
  limit: number,
  worker: (item: T) => Promise<void>,
): Promise<void> {
  let cursor = 0;
  const lane = async (): Promise<void> => {
    for (let item = items[cursor++]; item !== undefined; item = items[cursor++]) {
      await worker(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export async function ensureDemoImages(
  uploadsDir: string,
  input: {
    categories: readonly DemoCategory[];
    products: readonly DemoProduct[];
    banners: readonly { storeSlug: string; index: number; palette: [string, string, string] }[];
    stores: readonly { slug: string; palette: [string, string, string] }[];
  },
): Promise<{ written: number; skipped: number }> {
  const categories = new Map(input.categories.map((category) => [category.slug, category]));
  const jobs: RenderJob[] = [];
  const add = (url: string, svg: () => string): void => {
    jobs.push({ file: fileForUrl(uploadsDir, url), svg });
  };

  for (const category of input.categories) {
    add(categoryImageUrl(category.slug), () =>
      illustration(
        `category:${category.slug}`,
        category.art.shape,
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
    const shape = subjectFor(product, category.art);
    const urls = productImageUrls(product.slug);
    add(urls.url, () =>
      illustration(product.slug, shape, category.art.palette, PRODUCT_IMAGE_SIZE, false),
    );
    add(urls.thumb_url, () =>
      illustration(product.slug, shape, category.art.palette, PRODUCT_THUMB_SIZE, false),
    );
  }
  for (const banner of input.banners) {
    add(bannerImageUrl(banner.storeSlug, banner.index), () =>
      bannerSvg(banner.storeSlug, banner.index, banner.palette),
    );
  }
  for (const store of input.stores) {
    add(storeLogoUrl(store.slug), () => storeLogoSvg(store.slug, store.palette));
  }

  const directories = new Set(jobs.map((job) => path.dirname(job.file)));
  await Promise.all([...directories].map((dir) => mkdir(dir, { recursive: true })));

  let written = 0;
  let skipped = 0;
  await runLimited(jobs, RENDER_CONCURRENCY, async (job) => {
    if (await exists(job.file)) {
      skipped++;
      return;
    }
    await renderToFile(job);
    written++;
  });
  return { written, skipped };
}
