/**
 * Code 128 barcodes as SVG (decision 060): what an OXXO cashier scans from the shopper's phone.
 * Digits go in code set C (two per symbol, the shortest bars for a long voucher number); any
 * other printable ASCII in code set B.
 */

/** The bar and space widths of each of Code 128's 107 symbols (values 0–105, then Stop). */
// A table: nine symbols to a line.
// prettier-ignore
export const CODE128_PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212',
  '221213', '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221',
  '223211', '221132', '221231', '213212', '223112', '312131', '311222', '321122', '321221',
  '312212', '322112', '322211', '212123', '212321', '232121', '111323', '131123', '131321',
  '112313', '132113', '132311', '211313', '231113', '231311', '112133', '112331', '132131',
  '113123', '113321', '133121', '313121', '211331', '231131', '213113', '213311', '213131',
  '311123', '311321', '331121', '312113', '312311', '332111', '314111', '221411', '431111',
  '111224', '111422', '121124', '121421', '141122', '141221', '112214', '112412', '122114',
  '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111', '111242',
  '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311',
  '113141', '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

const START_B = 104;
const START_C = 105;
const CODE_C = 99;
const STOP = 106;
/** Blank modules either side, so a scanner finds where the code starts. */
const QUIET_ZONE = 10;

/** What can be encoded: printable ASCII, at most 64 characters (a voucher is 14 to 20 digits). */
export function isEncodable(text: string): boolean {
  return text.length > 0 && text.length <= 64 && /^[\x20-\x7e]+$/.test(text);
}

/**
 * The symbol values for `text`, Start and checksum included (Stop not). An even run of digits
 * goes in set C; an odd one starts with its first digit in set B, then switches to C.
 */
export function code128Values(text: string): number[] {
  if (!isEncodable(text)) throw new Error('Code 128: only printable ASCII, 1 to 64 characters');
  const values: number[] = [];
  if (/^\d+$/.test(text) && text.length >= 2) {
    let rest = text;
    if (text.length % 2 === 1) {
      values.push(START_B, text.charCodeAt(0) - 32, CODE_C);
      rest = text.slice(1);
    } else {
      values.push(START_C);
    }
    for (let i = 0; i < rest.length; i += 2) values.push(Number(rest.slice(i, i + 2)));
  } else {
    values.push(START_B);
    for (const char of text) values.push(char.charCodeAt(0) - 32);
  }
  const checksum = values.reduce((sum, value, i) => sum + value * Math.max(i, 1), 0) % 103;
  values.push(checksum);
  return values;
}

/** The widths (in modules) of the bars and spaces, alternating, starting with a bar. */
export function code128Widths(text: string): number[] {
  return [...code128Values(text), STOP].flatMap((value) =>
    [...(CODE128_PATTERNS[value] ?? '')].map(Number),
  );
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The barcode as a standalone SVG: black bars on white, each module 2 units wide, the text
 * under it for a cashier to type when the scanner fails.
 */
export function code128Svg(text: string, { module = 2, height = 80 } = {}): string {
  const widths = code128Widths(text);
  const bars: string[] = [];
  let x = QUIET_ZONE * module;
  widths.forEach((width, i) => {
    if (i % 2 === 0)
      bars.push(
        `<rect x="${String(x)}" y="0" width="${String(width * module)}" height="${String(height)}"/>`,
      );
    x += width * module;
  });
  const total = x + QUIET_ZONE * module;
  const textHeight = 24;
  const label = escapeXml(text);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(total)}" height="${String(height + textHeight)}" viewBox="0 0 ${String(total)} ${String(height + textHeight)}" role="img" aria-label="Código de barras ${label}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<g fill="#000">${bars.join('')}</g>`,
    `<text x="${String(total / 2)}" y="${String(height + 18)}" font-family="monospace" font-size="16" text-anchor="middle" fill="#000">${label}</text>`,
    '</svg>',
  ].join('');
}
