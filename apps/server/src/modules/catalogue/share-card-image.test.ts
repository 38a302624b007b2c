import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawShareCard, prepareSharePhoto } from './share-card-image';
import type { ShareCardInput } from './share-card-key';
import { textWidth, wrapText } from './share-card-text';

const AGUACATE: ShareCardInput = {
  photoUrl: '/uploads/demo/3/products/aguacate-hass-kg-800.webp',
  name: 'Aguacate Hass',
  unit: 'kg',
  priceCents: 4500,
  compareAtCents: 5200,
  storeName: 'Canasta Roma Sur',
};

const PHOTO = sharp({
  create: { width: 800, height: 800, channels: 3, background: { r: 120, g: 170, b: 60 } },
})
  .png()
  .toBuffer();

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('share card text', () => {
  const bold = { size: 58, weight: 700 as const };

  it('breaks a name at spaces into lines that fit', () => {
    const { lines, clipped } = wrapText('Queso Oaxaca artesanal de leche entera', {
      ...bold,
      maxWidth: 454,
      maxLines: 3,
    });
    expect(lines.join(' ')).toBe('Queso Oaxaca artesanal de leche entera');
    expect(lines.length).toBeGreaterThan(1);
    expect(clipped).toBe(false);
    for (const line of lines) expect(textWidth(line, 58, 700)).toBeLessThanOrEqual(454);
  });

  it('ends what does not fit with "…", and cuts a word wider than the line', () => {
    const long = wrapText(
      'Una bolsa de tortillas de maíz nixtamalizado hechas a mano esta mañana',
      {
        ...bold,
        maxWidth: 454,
        maxLines: 2,
      },
    );
    expect(long.clipped).toBe(true);
    expect(long.lines).toHaveLength(2);
    expect(long.lines[1]).toMatch(/…$/);
    expect(textWidth(long.lines[1] ?? '', 58, 700)).toBeLessThanOrEqual(454);

    const word = wrapText('Supercalifragilisticoespialidoso', {
      ...bold,
      maxWidth: 300,
      maxLines: 5,
    });
    expect(word.lines.length).toBeGreaterThan(1);
    expect(word.lines.join('')).toBe('Supercalifragilisticoespialidoso');
    for (const line of word.lines) expect(textWidth(line, 58, 700)).toBeLessThanOrEqual(300);
  });

  it('measures Spanish letters with their own glyphs, not the missing-glyph box', () => {
    // "ñ" and "n" differ only by the tilde: the same advance. A box would be wider.
    expect(textWidth('Piña', 40, 700)).toBeCloseTo(textWidth('Pina', 40, 700), 5);
    expect(textWidth('¿Qué?', 40, 400)).toBeGreaterThan(0);
  });
});

describe('drawShareCard', () => {
  it('draws a 1200×630 JPEG', async () => {
    const card = await drawShareCard(AGUACATE, await prepareSharePhoto(await PHOTO));
    expect(await sharp(card).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('draws the same bytes on a machine without any font (text is outlines, not fonts)', async () => {
    const here = sha(await drawShareCard(AGUACATE, await prepareSharePhoto(await PHOTO)));
    expect(sha(await drawShareCard(AGUACATE, await prepareSharePhoto(await PHOTO)))).toBe(here);

    // Another process whose font configuration lists no font at all, as on a bare server.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canasta-nofonts-'));
    const config = path.join(dir, 'fonts.conf');
    fs.writeFileSync(config, '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n');
    const module = path.join(import.meta.dirname, 'share-card-image.ts');
    const script = `
      import sharp from 'sharp';
      import { createHash } from 'node:crypto';
      import { drawShareCard, prepareSharePhoto } from ${JSON.stringify(module)};
      const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 120, g: 170, b: 60 } } }).png().toBuffer();
      const card = await drawShareCard(${JSON.stringify(AGUACATE)}, await prepareSharePhoto(photo));
      process.stdout.write(createHash('sha256').update(card).digest('hex'));
    `;
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: import.meta.dirname,
        env: { ...process.env, FONTCONFIG_FILE: config, FONTCONFIG_PATH: dir },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(child.stderr).toBe('');
    expect(child.stdout).toBe(here);
  }, 60_000);
});
