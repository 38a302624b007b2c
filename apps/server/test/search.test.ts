import type { InventoryItem, InventoryPage } from '@canasta/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spanishStem } from '../src/modules/catalogue/search-text';
import { type TestApp, createTestApp } from './test-app';

// Ranked full-text search (decisions 026, 047) on the demo catalogue, on SQLite and PostgreSQL
// alike.

let t: TestApp;
let storeId: number;

beforeAll(async () => {
  // Without the response cache, a search after a product write reads the index afresh.
  t = await createTestApp({ env: { CATALOGUE_CACHE_MS: '0' } });
  const res = await t.app.inject('/api/shop/stores/interna');
  storeId = res.json<{ data: { id: number } }>().data.id;
});
afterAll(() => t.close());

async function search(q: string, page = 'per_page=100'): Promise<InventoryPage> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/shop/stores/${storeId}/inventories?${page}&q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<InventoryPage>();
}

const slugs = (page: InventoryPage) => page.data.map((item) => item.product.slug);
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
/**
 * Whether every word of the query starts a word of the text or shares its Spanish stem
 * ("limones" and "Limón"), ignoring case and accents.
 */
function holdsEvery(text: string, query: string): boolean {
  const textWords = fold(text).split(/[^\p{L}\p{N}]+/u);
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .every((word) =>
      textWords.some(
        (textWord) => textWord.startsWith(word) || spanishStem(textWord) === spanishStem(word),
      ),
    );
}
const nameHolds = (item: InventoryItem, query: string) => holdsEvery(item.product.name, query);

/**
 * The stem each engine indexes for each word: PostgreSQL's own Snowball Spanish dictionary, or
 * the function SQLite's connection provides (its last word is the stem).
 */
async function engineStems(words: string[]): Promise<[string, string][]> {
  if (t.database.dialect === 'postgres') {
    const { rows } = await sql<{ word: string; stem: string }>`
      select word, (ts_lexize('spanish_stem_unstopped', word))[1] as stem
      from unnest(cast(${words} as text[])) with ordinality as w(word, n) order by n`.execute(
      t.database.db,
    );
    return rows.map((row) => [row.word, row.stem]);
  }
  const { rows } = await sql<{ word: string; indexed: string }>`
    select value as word, search_index_words(value) as indexed
    from json_each(${JSON.stringify(words)}) order by key`.execute(t.database.db);
  return rows.map((row) => [row.word, row.indexed.split(' ').at(-1) ?? '']);
}

describe('relevance on the demo catalogue', () => {
  it.each([
    ['piña', 'pina-miel-pieza'],
    ['PIÑA', 'pina-miel-pieza'],
    ['pina', 'pina-miel-pieza'],
    ['café', 'cafe-soluble-200g'],
    ['cafe', 'cafe-soluble-200g'],
    ['CAFÉ', 'cafe-soluble-200g'],
    ['platano macho', 'platano-macho-kg'],
    ['macho', 'platano-macho-kg'],
    ['pan integral', 'pan-de-caja-integral-680g'],
  ])('"%s" lists %s first', async (q, first) => {
    expect(slugs(await search(q))[0]).toBe(first);
  });

  it.each(['platano', 'Plátano', 'PLATANO', 'PLÁTANO', 'plátano'])(
    '"%s" lists Plátano first, whatever the case and accents',
    async (q) => {
      const page = await search(q);
      expect(page.data[0]?.product.name).toMatch(/^Plátano/);
    },
  );

  it.each(['pla', 'plat', 'pláta'])(
    '"%s", a word being typed, already lists names starting with it first, Plátano among them',
    async (q) => {
      const names = (await search(q)).data.map((item) => item.product.name);
      expect(names[0]).toMatch(/^Pl[aá]t/i);
      expect(names.slice(0, 4)).toContain('Plátano Tabasco');
    },
  );

  it.each(['piña', 'café', 'leche', 'pan', 'limones', 'piñas'])(
    '"%s": every name match comes before any description-only match',
    async (q) => {
      const page = await search(q);
      const inName = page.data.map((item) => nameHolds(item, q));
      expect(inName[0]).toBe(true);
      expect(inName.includes(false)).toBe(true);
      expect(inName.slice(inName.indexOf(false)).includes(true)).toBe(false);
    },
  );

  it('a whole word in the name outranks a word merely starting with it', async () => {
    // "piña" also starts "piñatas" (in descriptions); "pan" starts "panela" and "panqué".
    const page = await search('pan');
    const names = page.data.map((item) => item.product.name);
    const wholeWord = names.map((name) => /(^|\s)pan(\s|$)/i.test(name));
    expect(wholeWord.slice(wholeWord.indexOf(false)).includes(true)).toBe(false);
  });

  it('requires every word (AND) and matches each as a word start anywhere in name or description', async () => {
    const page = await search('platano freir');
    expect(slugs(page)).toEqual(['platano-macho-kg']);
    for (const item of (await search('leche cafe')).data) {
      expect(holdsEvery(`${item.product.name} ${item.product.description}`, 'leche cafe')).toBe(
        true,
      );
    }
  });

  it('keeps pagination and the total over ranked results', async () => {
    const all = await search('leche');
    expect(all.meta.total).toBe(all.data.length);
    expect(all.meta.total).toBeGreaterThan(4);
    const first = await search('leche', 'page=1&per_page=3');
    const second = await search('leche', 'page=2&per_page=3');
    expect(first.meta).toMatchObject({ total: all.meta.total, per_page: 3, current_page: 1 });
    expect([...slugs(first), ...slugs(second)]).toEqual(slugs(all).slice(0, 6));
  });

  it('filters by category as well as by words', async () => {
    const all = await search('leche');
    const categoryId = all.data[0]?.product.category_id;
    const res = await t.app.inject(
      `/api/shop/stores/${storeId}/inventories?per_page=100&q=leche&category_id=${categoryId}`,
    );
    const inCategory = res.json<InventoryPage>();
    expect(inCategory.data.length).toBeGreaterThan(0);
    expect(inCategory.data.every((item) => item.product.category_id === categoryId)).toBe(true);
    expect(slugs(inCategory)).toEqual(
      slugs(all).filter((_, i) => all.data[i]?.product.category_id === categoryId),
    );
  });
});

describe('plurals, singulars and accents: Spanish stemming on both engines (decision 047)', () => {
  it.each([
    ['aguacates', 'aguacate-hass-kg'],
    ['jitomates', 'jitomate-saladet-kg'],
    ['Jitomates', 'jitomate-saladet-kg'],
    ['fresas', 'fresa-charola-500g'],
    ['frijoles negros', 'frijol-negro-1kg'],
    ['papas blancas', 'papa-blanca-kg'],
    ['cebollas blancas', 'cebolla-blanca-kg'],
    ['quesos frescos', 'queso-fresco-400g'],
  ])('the plural "%s" lists the singular %s first', async (q, first) => {
    expect(slugs(await search(q))[0]).toBe(first);
  });

  it.each([
    ['camarones', 'camaron-mediano-kg'],
    ['CAMARONES', 'camaron-mediano-kg'],
    ['piñas', 'pina-miel-pieza'],
    ['pinas', 'pina-miel-pieza'],
    ['PIÑAS', 'pina-miel-pieza'],
    ['cafés', 'cafe-soluble-200g'],
    ['cafes', 'cafe-soluble-200g'],
  ])('the plural "%s", with or without its accent, lists %s first', async (q, first) => {
    expect(slugs(await search(q))[0]).toBe(first);
  });

  it.each(['plátanos', 'platanos', 'PLÁTANOS', 'Platanos'])(
    '"%s" lists the two Plátanos first, whatever the case and accents',
    async (q) => {
      const names = (await search(q)).data.map((item) => item.product.name);
      expect(names.slice(0, 2).sort()).toEqual(['Plátano Tabasco', 'Plátano macho']);
    },
  );

  it.each(['limones', 'limón', 'limon', 'LIMONES'])(
    '"%s" finds "Limón sin semilla" among the names holding it',
    async (q) => {
      const page = await search(q);
      const inName = page.data.filter((item) => nameHolds(item, 'limon'));
      expect(inName.map((item) => item.product.slug)).toContain('limon-sin-semilla-kg');
    },
  );

  it.each([
    ['nopal', 'nopal-limpio-paquete-500g'],
    ['nopal limpio', 'nopal-limpio-paquete-500g'],
    ['chipotle', 'chiles-chipotles-adobados-215g'],
    ['chile chipotle adobado', 'chiles-chipotles-adobados-215g'],
    ['frijol refrito', 'frijoles-refritos-bayos-430g'],
    ['paleta enchilada', 'paletas-enchiladas-20-pzas'],
    ['galleta maría', 'galletas-maria-4-rollos'],
    ['galleta maria', 'galletas-maria-4-rollos'],
  ])('the singular "%s" lists the plural %s first', async (q, first) => {
    expect(slugs(await search(q))[0]).toBe(first);
  });

  it.each(['té', 'te', 'TÉ'])(
    '"%s" lists "Té helado" first: no word is dropped as a stop word',
    async (q) => {
      expect(slugs(await search(q))[0]).toBe('te-helado-limon-600ml');
    },
  );

  it.each([
    ['agua', 'aguacate-hass-kg'],
    ['aguac', 'aguacate-hass-kg'],
    ['aguacat', 'aguacate-hass-kg'],
    ['jitom', 'jitomate-saladet-kg'],
    ['camaro', 'camaron-mediano-kg'],
    ['camarón m', 'camaron-mediano-kg'],
  ])('"%s", a word being typed, already finds %s', async (q, slug) => {
    expect(slugs(await search(q))).toContain(slug);
  });

  it('each engine stems every word of the catalogue as the Snowball Spanish stemmer does', async () => {
    const products = await t.database.db
      .selectFrom('products')
      .select(['name', 'description'])
      .execute();
    const words = [
      ...new Set(
        products.flatMap((product) =>
          fold(`${product.name} ${product.description}`)
            .split(/[^\p{L}\p{N}]+/u)
            .filter(Boolean),
        ),
      ),
    ];
    expect(words.length).toBeGreaterThan(500);
    const engine = await engineStems(words);
    expect(engine).toEqual(words.map((word) => [word, spanishStem(word)]));
  });

  it('a plural still needs every word: "aguacates dulces" finds nothing', async () => {
    expect(slugs(await search('aguacates dulces'))).toEqual([]);
  });
});

describe('what a shopper may type', () => {
  // Each row's query holds real words among the syntax of either engine (FTS5's quotes, prefix,
  // column filter, NOT, OR, NEAR-like operators; tsquery's & | <->) or an SQL injection: it must
  // find the product those words name, first, and nothing that lacks one of them, so a query
  // mangled into no words, or dropped, fails the row. "or" starts "Oreja".
  it.each([
    ['"piña"', 'piña', 'pina-miel-pieza'],
    ['piña*', 'piña', 'pina-miel-pieza'],
    ['-piña', 'piña', 'pina-miel-pieza'],
    ['miel:piña', 'miel piña', 'pina-miel-pieza'],
    ['piña & miel', 'piña miel', 'pina-miel-pieza'],
    ['piña | miel', 'piña miel', 'pina-miel-pieza'],
    ['(piña', 'piña', 'pina-miel-pieza'],
    ['hojaldre) OR (dulce', 'hojaldre or dulce', 'oreja-hojaldre-pieza'],
    ['piña <-> miel', 'piña miel', 'pina-miel-pieza'],
    ['piña 🍍', 'piña', 'pina-miel-pieza'],
    ["dulce' OR 'hojaldre'='hojaldre", 'dulce or hojaldre hojaldre', 'oreja-hojaldre-pieza'],
    ['pi\\ña', 'pi ña', 'colacion-navidena-500g'],
  ])(
    '%s searches the words of %s, finds %s first and never breaks the query',
    async (q, words, first) => {
      const found = await search(q);
      expect(slugs(found)[0]).toBe(first);
      expect(slugs(found)).toEqual(slugs(await search(words)));
      for (const item of found.data) {
        expect(holdsEvery(`${item.product.name} ${item.product.description}`, words)).toBe(true);
      }
    },
  );

  it.each(['"', '*', '-', ':', '&', '()', '🍍', '%', '_', '\\', "'", '!!!'])(
    '%s, with no word at all, finds nothing',
    async (q) => {
      expect(await search(q)).toEqual({
        data: [],
        meta: { current_page: 1, per_page: 100, total: 0, last_page: 1 },
      });
    },
  );

  it('uses only the first six words', async () => {
    const six = 'platano macho veracruz freir hornear molotes';
    expect(slugs(await search(`${six} inexistente`))).toEqual(['platano-macho-kg']);
  });
});

describe('the index follows product writes', () => {
  it('finds a product inserted, then renamed, with plain SQL', async () => {
    const db = t.database.db;
    const category = await db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    const product = await db
      .insertInto('products')
      .values({
        slug: 'guanabana-de-prueba',
        name: 'Guanábana de temporada',
        description: 'Pulpa cremosa de Zongolica.',
        category_id: category.id,
        unit: 'kg',
        images: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('inventories')
      .values({
        store_id: storeId,
        product_id: product.id,
        price_cents: 9900,
        stock: 3,
        max_per_order: 20,
        active: 1,
      })
      .execute();

    expect(slugs(await search('guanabana'))).toEqual(['guanabana-de-prueba']);
    expect(slugs(await search('zongolica'))).toEqual(['guanabana-de-prueba']);
    expect(slugs(await search('guanábanas'))).toEqual(['guanabana-de-prueba']);

    await db
      .updateTable('products')
      .set({ name: 'Chirimoya de temporada', description: 'Dulce y suave.' })
      .where('id', '=', product.id)
      .execute();
    expect(slugs(await search('guanabana'))).toEqual([]);
    expect(slugs(await search('zongolica'))).toEqual([]);
    expect(slugs(await search('chirimoya'))).toEqual(['guanabana-de-prueba']);
    expect(slugs(await search('chirimoyas dulces'))).toEqual(['guanabana-de-prueba']);
    expect(slugs(await search('guanabanas'))).toEqual([]);
  });
});
