import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
// The ES module build by name: the package's main file is a UMD bundle whose exports Node's ES
// modules can't see, while Vite (the tests) would pick this build anyway.
import { type Font, type Glyph, parse } from 'opentype.js/dist/opentype.mjs';

/**
 * Text for the link-preview cards, drawn as SVG outlines from Inter (SIL Open Font Licence,
 * the `@fontsource/inter` package) rather than as SVG `<text>`: librsvg would pick whatever
 * fonts the machine has (none on a bare server), so the same card would look different, or
 * show boxes, from one machine to the next (decision 051). Outlines depend on nothing installed.
 */

export type FontWeight = 400 | 700;

/** Latin covers Spanish (ñ, accents, ¿¡, “”, €); Latin Extended the rest of Europe's letters. */
const SUBSETS = ['latin', 'latin-ext'] as const;
const ELLIPSIS = '…';

const require = createRequire(import.meta.url);
const loaded = new Map<FontWeight, Font[]>();

function fonts(weight: FontWeight): Font[] {
  let list = loaded.get(weight);
  if (!list) {
    list = SUBSETS.map((subset) => {
      const file = readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      );
      return parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    });
    loaded.set(weight, list);
  }
  return list;
}

interface PlacedGlyph {
  glyph: Glyph;
  font: Font;
}

const placedChars = new Map<FontWeight, Map<string, PlacedGlyph>>();

/** Each character's glyph from the first subset that has it (the first's "missing" box else). */
function glyphsOf(text: string, weight: FontWeight): PlacedGlyph[] {
  let chars = placedChars.get(weight);
  if (!chars) {
    chars = new Map();
    placedChars.set(weight, chars);
  }
  const known = chars;
  return Array.from(text, (char) => {
    let placed = known.get(char);
    if (!placed) {
      const subsets = fonts(weight);
      const font = subsets.find((candidate) => candidate.charToGlyphIndex(char) > 0) ?? subsets[0];
      if (!font) throw new Error('the share card font did not load');
      placed = { font, glyph: font.charToGlyph(char) };
      known.set(char, placed);
    }
    return placed;
  });
}

function advance({ glyph, font }: PlacedGlyph, size: number): number {
  return ((glyph.advanceWidth ?? 0) * size) / font.unitsPerEm;
}

/** How wide `text` is at `size` px. */
export function textWidth(text: string, size: number, weight: FontWeight): number {
  return glyphsOf(text, weight).reduce((sum, placed) => sum + advance(placed, size), 0);
}

/** A glyph's outline in font units (y downwards, origin on the baseline), drawn once. */
const outlines = new WeakMap<Glyph, string>();

function outline(glyph: Glyph, font: Font): string {
  let d = outlines.get(glyph);
  if (d === undefined) {
    d = glyph.getPath(0, 0, font.unitsPerEm).toPathData(0);
    outlines.set(glyph, d);
  }
  return d;
}

/**
 * `text` as SVG outlines filled with `fill`, its baseline starting at (x, y): one path per
 * glyph, each its cached outline moved and scaled into place.
 */
export function textSvg(
  text: string,
  {
    x,
    y,
    size,
    weight,
    fill,
  }: { x: number; y: number; size: number; weight: FontWeight; fill: string },
): string {
  let cursor = x;
  let paths = '';
  for (const placed of glyphsOf(text, weight)) {
    const d = outline(placed.glyph, placed.font);
    if (d !== '') {
      const scale = size / placed.font.unitsPerEm;
      paths += `<path transform="translate(${round(cursor)} ${round(y)}) scale(${scale.toFixed(5)})" d="${d}"/>`;
    }
    cursor += advance(placed, size);
  }
  return `<g fill="${fill}">${paths}</g>`;
}

function round(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * `text` broken at spaces into at most `maxLines` lines no wider than `maxWidth`; what doesn't
 * fit ends the last line with "…". A word longer than a whole line is cut where it overflows.
 */
export function wrapText(
  text: string,
  {
    size,
    weight,
    maxWidth,
    maxLines,
  }: { size: number; weight: FontWeight; maxWidth: number; maxLines: number },
): { lines: string[]; clipped: boolean } {
  const fits = (line: string) => textWidth(line, size, weight) <= maxWidth;
  const lines: string[] = [];
  let words = text.trim().split(/\s+/).filter(Boolean);
  while (words.length > 0 && lines.length < maxLines) {
    const [first = '', ...others] = words;
    if (!fits(first)) {
      // One word wider than the line: cut it where it overflows, the rest starts the next line.
      const cut = widestPrefix(first, fits);
      lines.push(cut);
      words = [first.slice(cut.length), ...others];
      continue;
    }
    let line = first;
    let taken = 1;
    while (taken < words.length && fits(`${line} ${words[taken] ?? ''}`)) {
      line = `${line} ${words[taken] ?? ''}`;
      taken++;
    }
    lines.push(line);
    words = words.slice(taken);
  }
  if (words.length === 0) return { lines, clipped: false };
  lines[lines.length - 1] = ellipsize(lines.at(-1) ?? '', fits);
  return { lines, clipped: true };
}

function widestPrefix(word: string, fits: (line: string) => boolean): string {
  const chars = Array.from(word);
  let end = chars.length - 1;
  while (end > 1 && !fits(chars.slice(0, end).join(''))) end--;
  return chars.slice(0, Math.max(end, 1)).join('');
}

function ellipsize(line: string, fits: (line: string) => boolean): string {
  const chars = Array.from(line);
  while (chars.length > 0 && !fits(`${chars.join('').trimEnd()}${ELLIPSIS}`)) chars.pop();
  return `${chars.join('').trimEnd()}${ELLIPSIS}`;
}
