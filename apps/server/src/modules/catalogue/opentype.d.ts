// opentype.js ships no types, and @types/opentype.js pulls the DOM's globals into the server's
// program: these are the few parts the share cards use (share-card-text.ts), from the package's
// ES module build.
declare module 'opentype.js/dist/opentype.mjs' {
  export interface Path {
    toPathData(decimalPlaces: number): string;
  }
  export interface Glyph {
    /** 0 is the font's "missing glyph". */
    index: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Font {
    unitsPerEm: number;
    charToGlyph(char: string): Glyph;
    charToGlyphIndex(char: string): number;
    getKerningValue(left: Glyph, right: Glyph): number;
  }
  export function parse(buffer: ArrayBuffer): Font;
}
