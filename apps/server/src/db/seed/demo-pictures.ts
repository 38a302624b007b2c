/**
 * What each demo product's picture shows: a Fluent Emoji 3D picture of that product, or `null`
 * when no emoji shows it, which gives the category's neutral picture instead of a wrong food
 * (decision 028). Every demo product must be listed here, so a new one needs a deliberate choice.
 */

export interface Picture {
  emoji: string;
  /** Hue rotation in degrees, for a close relative drawn in another colour (lemon → lime). */
  hue?: number;
}

const LIME: Picture = { emoji: '🍋', hue: 50 };

// prettier-ignore
const PRODUCT_EMOJI: Record<string, string | Picture | null> = {
  // Frutas
  'platano-tabasco-kg': '🍌', 'platano-macho-kg': '🍌', 'manzana-red-delicious-kg': '🍎',
  'manzana-gala-kg': '🍎', 'naranja-valencia-kg': '🍊', 'limon-sin-semilla-kg': LIME,
  'aguacate-hass-kg': '🥑', 'papaya-maradol-kg': null, 'pina-miel-pieza': '🍍',
  'mango-ataulfo-kg': '🥭', 'fresa-charola-500g': '🍓', 'zarzamora-charola-170g': null,
  'uva-verde-sin-semilla-kg': null, 'sandia-kg': '🍉', 'melon-chino-kg': '🍈', 'guayaba-kg': null,
  'mandarina-kg': '🍊', 'pera-de-anjou-kg': '🍐', 'toronja-roja-kg': null,
  // Verduras
  'jitomate-saladet-kg': '🍅', 'cebolla-blanca-kg': '🧅', 'chile-serrano-kg': '🌶️',
  'chile-jalapeno-kg': '🌶️', 'chile-poblano-kg': '🫑', 'tomate-verde-kg': null,
  'papa-blanca-kg': '🥔', 'zanahoria-kg': '🥕', 'calabacita-italiana-kg': null, 'chayote-kg': null,
  'pepino-kg': '🥒', 'brocoli-kg': '🥦', 'lechuga-romana-pieza': '🥬', 'espinaca-manojo': '🥬',
  'cilantro-manojo': '🌿', 'epazote-manojo': '🌿', 'nopal-limpio-paquete-500g': '🌵',
  'ajo-malla-3-piezas': '🧄', 'elote-blanco-pieza': '🌽', 'champinon-rebanado-227g': null,
  // Lácteos y huevo
  'leche-entera-1l': '🥛', 'leche-deslactosada-1l': '🥛', 'leche-semidescremada-1l': '🥛',
  'bebida-de-almendra-946ml': null, 'huevo-blanco-18-pzas': '🥚', 'huevo-blanco-30-pzas': '🥚',
  'queso-oaxaca-400g': '🧀', 'queso-oaxaca-granel-kg': '🧀', 'queso-panela-400g': '🧀', 'queso-fresco-400g': '🧀',
  'queso-manchego-rebanado-200g': '🧀', 'queso-cotija-200g': '🧀', 'queso-crema-190g': '🧀',
  'crema-acida-450ml': null, 'requeson-450g': null, 'yogur-natural-1kg': null,
  'yogur-bebible-fresa-250g': null, 'mantequilla-sin-sal-90g': '🧈',
  // Carnes y pollo
  'pechuga-de-pollo-sin-hueso-kg': '🍗', 'pierna-y-muslo-de-pollo-kg': '🍗', 'pollo-entero-kg': '🍗',
  'alitas-de-pollo-kg': '🍗', 'carne-molida-de-res-kg': '🥩', 'bistec-de-res-kg': '🥩',
  'milanesa-de-res-kg': '🥩', 'arrachera-marinada-kg': '🥩', 'falda-de-res-kg': '🥩',
  'chuleta-de-cerdo-kg': '🥩', 'costilla-de-cerdo-kg': '🍖', 'carne-al-pastor-kg': '🥩',
  'chorizo-de-cerdo-500g': null, 'salchicha-de-pavo-500g': '🌭', 'jamon-de-pavo-250g': null,
  'tocino-ahumado-250g': '🥓', 'filete-de-tilapia-kg': '🐟', 'camaron-mediano-kg': '🦐',
  // Panadería y tortillería
  'bolillo-pieza': '🥖', 'telera-pieza': '🥖', 'concha-vainilla-pieza': null,
  'cuerno-mantequilla-pieza': '🥐', 'oreja-hojaldre-pieza': null, 'dona-glaseada-pieza': '🍩',
  'bisquet-pieza': null, 'baguette-pieza': '🥖', 'roles-de-canela-4-pzas': null,
  'mantecadas-vainilla-4-pzas': '🧁', 'pan-de-caja-blanco-680g': '🍞',
  'pan-de-caja-integral-680g': '🍞', 'pan-para-hamburguesa-8-pzas': null,
  'tortilla-de-maiz-kg': '🫓', 'tortilla-de-harina-10-pzas': '🫓', 'masa-de-maiz-kg': null,
  'totopos-de-maiz-500g': null, 'tostadas-horneadas-30-pzas': null,
  // Abarrotes
  'arroz-super-extra-1kg': '🍚', 'frijol-negro-1kg': '🫘', 'frijol-pinto-1kg': '🫘',
  'lenteja-500g': null, 'aceite-vegetal-900ml': null, 'espagueti-200g': '🍝',
  'sopa-de-codo-200g': null, 'pure-de-tomate-210g': null, 'atun-en-agua-140g': '🥫',
  'chiles-chipotles-adobados-215g': '🥫', 'chiles-jalapenos-en-escabeche-380g': '🥫',
  'frijoles-refritos-bayos-430g': '🫘', 'leche-evaporada-360g': '🥫', 'leche-condensada-387g': '🥫',
  'media-crema-225ml': null, 'azucar-estandar-2kg': null, 'sal-de-mesa-1kg': '🧂',
  'harina-de-trigo-1kg': null, 'harina-de-maiz-1kg': null, 'avena-en-hojuelas-1kg': '🥣',
  'cereal-hojuelas-de-maiz-500g': '🥣', 'cafe-soluble-200g': '☕', 'mayonesa-390g': '🫙',
  'caldo-de-pollo-en-polvo-225g': '🫙', 'mole-poblano-en-pasta-235g': '🫙',
  'salsa-picante-botella-370ml': null,
  // Bebidas
  'agua-natural-600ml': '💧', 'agua-natural-1-5l': '💧', 'agua-purificada-garrafa-4l': '💧',
  'agua-mineral-2l': '🫧', 'refresco-de-cola-600ml': '🥤', 'refresco-de-cola-3l': '🥤',
  'refresco-de-manzana-2l': '🥤', 'refresco-de-toronja-2l': '🥤', 'jugo-de-naranja-1l': '🧃',
  'nectar-de-mango-1l': '🧃', 'bebida-hidratante-lima-limon-1l': '🥤', 'suero-oral-coco-625ml': null,
  'te-helado-limon-600ml': '🥤', 'horchata-1l': '🥤', 'concentrado-jamaica-700ml': '🌺',
  'agua-de-coco-1l': '🥥', 'bebida-energizante-473ml': '🥤',
  // Botanas y dulces
  'papas-fritas-sal-170g': null, 'tortilla-chips-nacho-230g': null,
  'churritos-chile-limon-150g': null, 'chicharron-de-harina-150g': null,
  'cacahuate-japones-200g': '🥜', 'cacahuate-enchilado-150g': '🥜',
  'semillas-de-calabaza-100g': null, 'mix-nueces-arandanos-150g': '🥜',
  'palomitas-microondas-3-sobres': '🍿', 'galletas-maria-4-rollos': '🍪',
  'galletas-sandwich-chocolate-117g': '🍪', 'chocolate-con-leche-90g': '🍫',
  'mazapan-de-cacahuate-30-pzas': null, 'tamarindo-enchilado-20-pzas': null,
  'paletas-enchiladas-20-pzas': '🍭', 'gomitas-enchiladas-200g': '🍬',
  'obleas-con-cajeta-10-pzas': null,
  // Limpieza del hogar
  'detergente-en-polvo-1kg': null, 'detergente-liquido-ropa-3l': '🧴',
  'jabon-de-barra-para-ropa-400g': '🧼', 'suavizante-de-telas-2-8l': '🧴',
  'blanqueador-cloro-950ml': '🧴', 'limpiador-multiusos-lavanda-1l': '🧴',
  'lavatrastes-liquido-limon-750ml': '🧴', 'fibra-con-esponja-3-pzas': '🧽',
  'papel-higienico-12-rollos': '🧻', 'toallas-de-papel-2-rollos': '🧻',
  'servilletas-500-pzas': null, 'bolsas-para-basura-jumbo-10-pzas': '🗑️',
  'desinfectante-en-aerosol-400ml': null, 'limpiador-de-vidrios-500ml': '🧴',
  'desengrasante-cocina-650ml': '🧴', 'insecticida-aerosol-400ml': null,
  'jerga-para-piso-pieza': '🪣',
  // Cuidado personal
  'pasta-dental-triple-accion-150ml': '🦷', 'cepillo-dental-medio-2-pzas': '🪥',
  'hilo-dental-menta-50m': '🦷', 'enjuague-bucal-menta-500ml': '🧴',
  'shampoo-cabello-normal-750ml': '🧴', 'acondicionador-hidratante-750ml': '🧴',
  'crema-para-peinar-300ml': '🧴', 'jabon-de-tocador-avena-3-barras': '🧼',
  'jabon-liquido-manos-250ml': '🧴', 'gel-antibacterial-500ml': '🧴',
  'desodorante-aerosol-hombre-150ml': null, 'desodorante-barra-mujer-50g': null,
  'crema-corporal-humectante-400ml': '🧴', 'protector-solar-fps50-120ml': '🧴',
  'rastrillos-desechables-5-pzas': '🪒', 'toallas-femeninas-con-alas-14-pzas': null,
  'panuelos-desechables-90-pzas': null,
  // Mascotas
  'croquetas-perro-adulto-4kg': null, 'croquetas-perro-cachorro-2kg': null,
  'croquetas-gato-adulto-1-5kg': null, 'alimento-humedo-gato-atun-85g': null,
  'alimento-humedo-perro-res-375g': null, 'premios-perro-tocino-100g': null,
  'huesos-de-carnaza-3-pzas': '🦴', 'premios-gato-pollo-85g': null,
  'arena-para-gato-4-5kg': null, 'shampoo-para-perro-500ml': '🧴',
  'tapetes-entrenadores-30-pzas': null, 'bolsas-para-heces-4-rollos': null,
  'pelota-de-hule-perro': null, 'ratones-juguete-gato-3-pzas': null,
  'plato-acero-inoxidable': null, 'alimento-para-peces-28g': null,
  'collar-ajustable-perro-mediano': null,
  // Temporada navideña
  'tejocote-kg': null, 'cana-de-azucar-kg': null, 'kit-frutas-para-ponche-2kg': null,
  'romeritos-kg': '🌿', 'bacalao-noruego-400g': '🐟', 'pierna-de-cerdo-adobada-kg': '🍖',
  'pavo-natural-congelado-kg': '🦃', 'colacion-navidena-500g': '🍬',
};

/** The picture listed for a product; throws for a product nobody chose a picture for. */
export function productPicture(slug: string): Picture | null {
  const entry = PRODUCT_EMOJI[slug];
  if (entry === undefined) throw new Error(`No picture chosen for demo product ${slug}`);
  return typeof entry === 'string' ? { emoji: entry } : entry;
}

/** File name of an emoji in the Fluent Emoji 3D set: its code points in hex, joined by "-". */
export function emojiFileName(emoji: string): string {
  const points = [...emoji].map((char) => (char.codePointAt(0) ?? 0).toString(16));
  return `${points.join('-')}.webp`;
}
