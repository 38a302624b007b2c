/**
 * Demo catalogue for seeding: a realistic Mexico City supermarket assortment (prices in MXN cents,
 * late-2026 retail levels). Pure data so it can be unit-tested and reused by the image generator.
 */

export type CategoryArt = {
  /** Fluent Emoji 3D picture of the category's tile. */
  emoji: string;
  /** Picture for a product no emoji shows: never a food, so it can't show the wrong one. */
  neutral: string;
  /** Hex colours: main body, secondary surface, accent. */
  palette: [string, string, string];
};

export interface DemoCategory {
  slug: string;
  name: string;
  visible: boolean;
  position: number;
  art: CategoryArt;
}

export interface DemoProduct {
  slug: string;
  name: string;
  description: string;
  category: string;
  unit: string;
  price_cents: number;
  compare_at_price_cents?: number;
}

// prettier-ignore
export const DEMO_CATEGORIES: DemoCategory[] = [
  { slug: 'frutas', name: 'Frutas', visible: true, position: 1, art: { emoji: '🍎', neutral: '🧺', palette: ['#F4A23A', '#E5533D', '#5DAE3C'] } },
  { slug: 'verduras', name: 'Verduras', visible: true, position: 2, art: { emoji: '🥦', neutral: '🧺', palette: ['#4CAF50', '#2E7D32', '#C5E1A5'] } },
  { slug: 'lacteos-y-huevo', name: 'Lácteos y huevo', visible: true, position: 3, art: { emoji: '🥛', neutral: '🧺', palette: ['#3B82C4', '#F5F7FA', '#F2C94C'] } },
  { slug: 'carnes-y-pollo', name: 'Carnes y pollo', visible: true, position: 4, art: { emoji: '🥩', neutral: '🧺', palette: ['#C0392B', '#F6D5C8', '#7E2318'] } },
  { slug: 'panaderia-y-tortilleria', name: 'Panadería y tortillería', visible: true, position: 5, art: { emoji: '🥖', neutral: '🧺', palette: ['#D9963B', '#F3D9A4', '#8B5A2B'] } },
  { slug: 'abarrotes', name: 'Abarrotes', visible: true, position: 6, art: { emoji: '🥫', neutral: '🧺', palette: ['#C8553D', '#F2D06B', '#3D5A80'] } },
  { slug: 'bebidas', name: 'Bebidas', visible: true, position: 7, art: { emoji: '🥤', neutral: '🧺', palette: ['#1FA2C9', '#E84A5F', '#B8E3F0'] } },
  { slug: 'botanas-y-dulces', name: 'Botanas y dulces', visible: true, position: 8, art: { emoji: '🍿', neutral: '🧺', palette: ['#F39C12', '#E74C3C', '#FFE08A'] } },
  { slug: 'limpieza-del-hogar', name: 'Limpieza del hogar', visible: true, position: 9, art: { emoji: '🧽', neutral: '🫧', palette: ['#3A86FF', '#F8FAFC', '#8ECAE6'] } },
  { slug: 'cuidado-personal', name: 'Cuidado personal', visible: true, position: 10, art: { emoji: '🧴', neutral: '🫧', palette: ['#8E6CCF', '#F7A6C8', '#FFF4D6'] } },
  { slug: 'mascotas', name: 'Mascotas', visible: true, position: 11, art: { emoji: '🐾', neutral: '🐾', palette: ['#8D6E63', '#F4B942', '#4E342E'] } },
  // Hidden until the season starts: exercises the "category not visible" paths in the shop.
  { slug: 'temporada-navidena', name: 'Temporada navideña', visible: false, position: 12, art: { emoji: '🎄', neutral: '🧺', palette: ['#C62828', '#2E7D32', '#F9C846'] } },
];

type Row = readonly [
  slug: string,
  name: string,
  unit: string,
  price_cents: number,
  description: string,
  compare_at_price_cents?: number,
];

function inCategory(category: string, rows: readonly Row[]): DemoProduct[] {
  return rows.map(([slug, name, unit, price_cents, description, compare_at_price_cents]) =>
    compare_at_price_cents === undefined
      ? { slug, name, description, category, unit, price_cents }
      : { slug, name, description, category, unit, price_cents, compare_at_price_cents },
  );
}

// prettier-ignore
const FRUTAS: Row[] = [
  ['platano-tabasco-kg', 'Plátano Tabasco', 'kg', 2490, 'Plátano dulce de Tabasco, cosechado en su punto. Ideal para licuados, postres o para llevar de refrigerio.'],
  ['platano-macho-kg', 'Plátano macho', 'kg', 2990, 'Plátano macho de Veracruz para freír, hornear o preparar molotes. Madura en casa hasta que la cáscara se ponga negra.'],
  ['manzana-red-delicious-kg', 'Manzana Red Delicious', 'kg', 5490, 'Manzana roja de Chihuahua, crujiente y jugosa. Perfecta para comer fresca o en ensaladas.', 6490],
  ['manzana-gala-kg', 'Manzana Gala', 'kg', 5990, 'Manzana Gala de pulpa firme y sabor dulce con un toque ácido. Buena opción para las loncheras.'],
  ['naranja-valencia-kg', 'Naranja Valencia', 'kg', 2690, 'Naranja de Veracruz con mucho jugo, la favorita para el jugo del desayuno.'],
  ['limon-sin-semilla-kg', 'Limón sin semilla', 'kg', 3990, 'Limón persa de Veracruz, de cáscara delgada y muy jugoso. Indispensable para tacos, caldos y aguas frescas.'],
  ['aguacate-hass-kg', 'Aguacate Hass', 'kg', 7990, 'Aguacate Hass de Michoacán de pulpa cremosa. Se entrega en distintos grados de madurez para que te dure toda la semana.', 9490],
  ['papaya-maradol-kg', 'Papaya Maradol', 'kg', 3490, 'Papaya Maradol de Colima, dulce y de pulpa anaranjada. Rica sola, con limón o en licuado.'],
  ['pina-miel-pieza', 'Piña miel', 'pieza', 4990, 'Piña miel de Veracruz, pieza de 1.5 a 2 kg aproximadamente. Muy dulce y con poca acidez.', 5990],
  ['mango-ataulfo-kg', 'Mango Ataúlfo', 'kg', 4490, 'Mango Ataúlfo de Chiapas, sin fibra y de sabor intenso. Ideal para comer con chile en polvo o en postres.', 5290],
  ['fresa-charola-500g', 'Fresa', 'charola 500 g', 4990, 'Fresas frescas de Irapuato, seleccionadas y listas para lavar. Consérvalas en refrigeración.'],
  ['zarzamora-charola-170g', 'Zarzamora', 'charola 170 g', 4490, 'Zarzamoras de Michoacán, dulces y firmes. Excelentes con yogur, avena o en mermeladas caseras.'],
  ['uva-verde-sin-semilla-kg', 'Uva verde sin semilla', 'kg', 8990, 'Uva verde de Sonora, crujiente y sin semilla. Un refrigerio fresco para toda la familia.'],
  ['sandia-kg', 'Sandía', 'kg', 1990, 'Sandía roja de pulpa jugosa, se vende por kilo en piezas enteras. Perfecta para agua fresca en días de calor.'],
  ['melon-chino-kg', 'Melón chino', 'kg', 3290, 'Melón chino aromático y dulce de la región de Coahuila. Rico en cubos o en agua fresca.'],
  ['guayaba-kg', 'Guayaba', 'kg', 3990, 'Guayaba amarilla de Aguascalientes, muy aromática. Para ponche, ates, aguas o comer fresca.'],
  ['mandarina-kg', 'Mandarina', 'kg', 3490, 'Mandarina fácil de pelar y muy jugosa, de temporada. Rica en vitamina C.'],
  ['pera-de-anjou-kg', 'Pera de Anjou', 'kg', 5990, 'Pera de Anjou de pulpa suave y dulce. Madúrala a temperatura ambiente unos días antes de comerla.'],
  ['toronja-roja-kg', 'Toronja roja', 'kg', 2990, 'Toronja de pulpa roja con sabor agridulce. Para jugo, ensaladas o mezclar con agua mineral.'],
];

// prettier-ignore
const VERDURAS: Row[] = [
  ['jitomate-saladet-kg', 'Jitomate saladet', 'kg', 3290, 'Jitomate saladet de Sinaloa, firme y carnoso. La base de salsas, caldos y guisos mexicanos.', 3990],
  ['cebolla-blanca-kg', 'Cebolla blanca', 'kg', 3190, 'Cebolla blanca de Guanajuato de sabor fresco. Imprescindible para tacos, salsas y sofritos.'],
  ['chile-serrano-kg', 'Chile serrano', 'kg', 4490, 'Chile serrano fresco y picoso, ideal para salsas verdes, pico de gallo y guacamole.'],
  ['chile-jalapeno-kg', 'Chile jalapeño', 'kg', 3990, 'Chile jalapeño verde de picor medio. Para rellenar, asar o preparar en escabeche.'],
  ['chile-poblano-kg', 'Chile poblano', 'kg', 5490, 'Chile poblano de Puebla, grande y carnoso. Listo para rajas con crema o chiles rellenos.', 6490],
  ['tomate-verde-kg', 'Tomate verde', 'kg', 3490, 'Tomate verde de cáscara, ácido y fresco. La base de la salsa verde y del mole verde.'],
  ['papa-blanca-kg', 'Papa blanca', 'kg', 3290, 'Papa blanca de Sinaloa, versátil para puré, guisos o papas fritas caseras.'],
  ['zanahoria-kg', 'Zanahoria', 'kg', 1990, 'Zanahoria fresca y crujiente del Estado de México. Para ensaladas, jugos y caldos.'],
  ['calabacita-italiana-kg', 'Calabacita italiana', 'kg', 3490, 'Calabacita tierna de piel delgada. Ideal para calabacitas a la mexicana, sopas y al vapor.'],
  ['chayote-kg', 'Chayote', 'kg', 2990, 'Chayote verde de Veracruz, suave al cocinarse. Perfecto para caldo de res y ensaladas.'],
  ['pepino-kg', 'Pepino', 'kg', 2490, 'Pepino fresco y crujiente, ideal con limón y chile o en agua de pepino.'],
  ['brocoli-kg', 'Brócoli', 'kg', 4990, 'Brócoli verde intenso de Guanajuato. Cocínalo al vapor unos minutos para conservar su color.'],
  ['lechuga-romana-pieza', 'Lechuga romana', 'pieza', 2490, 'Lechuga romana de hojas firmes y crujientes, ideal para ensaladas y para acompañar flautas.'],
  ['espinaca-manojo', 'Espinaca', 'manojo', 1990, 'Manojo de espinaca fresca. Lávala bien y úsala en ensaladas, licuados verdes o tortitas.'],
  ['cilantro-manojo', 'Cilantro', 'manojo', 990, 'Cilantro fresco y aromático para tacos, salsas, arroz y caldos.'],
  ['epazote-manojo', 'Epazote', 'manojo', 1290, 'Epazote fresco de aroma intenso, el toque tradicional para frijoles de olla y quesadillas.'],
  ['nopal-limpio-paquete-500g', 'Nopales limpios', 'paquete 500 g', 2490, 'Nopales de Milpa Alta, limpios y sin espinas. Listos para asar, cocer o picar en ensalada.'],
  ['ajo-malla-3-piezas', 'Ajo', 'malla 3 piezas', 2490, 'Cabezas de ajo blanco de Zacatecas con dientes grandes y firmes. Guárdalo en un lugar fresco y seco.'],
  ['elote-blanco-pieza', 'Elote blanco', 'pieza', 1290, 'Elote tierno de grano blanco. Para hervir, asar o preparar esquites en casa.'],
  ['champinon-rebanado-227g', 'Champiñón rebanado', 'charola 227 g', 3490, 'Champiñón blanco rebanado y listo para cocinar. Prepáralo al ajillo o en quesadillas.'],
];

// prettier-ignore
const LACTEOS: Row[] = [
  ['leche-entera-1l', 'Leche entera 1 L', 'litro', 2890, 'Leche de vaca entera ultrapasteurizada. Se conserva sin refrigerar hasta abrirse.'],
  ['leche-deslactosada-1l', 'Leche deslactosada 1 L', 'litro', 3190, 'Leche deslactosada ultrapasteurizada, fácil de digerir y con todo el sabor de la leche entera.'],
  ['leche-semidescremada-1l', 'Leche semidescremada 1 L', 'litro', 2990, 'Leche semidescremada con menos grasa y adicionada con vitaminas A y D.'],
  ['bebida-de-almendra-946ml', 'Bebida de almendra sin azúcar', 'caja 946 ml', 4890, 'Bebida vegetal de almendra sin azúcar añadida. Buena alternativa para café, cereal o licuados.'],
  ['huevo-blanco-18-pzas', 'Huevo blanco', 'caja 18 pzas', 6490, 'Huevo blanco fresco de Jalisco, tamaño grande. Guárdalo en refrigeración con la punta hacia abajo.'],
  ['huevo-blanco-30-pzas', 'Huevo blanco tapa 30', 'caja 30 pzas', 10490, 'Tapa de 30 huevos blancos frescos, la opción más económica para familias grandes.', 11990],
  ['queso-oaxaca-400g', 'Queso Oaxaca', 'paquete 400 g', 8990, 'Queso Oaxaca de hebra suave que se derrite perfecto en quesadillas y chiles rellenos.', 10490],
  ['queso-panela-400g', 'Queso panela', 'paquete 400 g', 7490, 'Queso panela fresco y bajo en grasa. Delicioso asado, en ensalada o en tortas.'],
  ['queso-fresco-400g', 'Queso fresco', 'paquete 400 g', 6490, 'Queso fresco desmoronable de sabor suave, para enchiladas, frijoles y tostadas.'],
  ['queso-manchego-rebanado-200g', 'Queso manchego rebanado', 'paquete 200 g', 5990, 'Queso tipo manchego en rebanadas, cremoso y fácil de fundir. Ideal para sándwiches y molletes.'],
  ['queso-oaxaca-granel-kg', 'Queso Oaxaca a granel', 'kg', 15990, 'Queso Oaxaca de hebra recién hecho, cortado del bollo al peso que pidas. Para quesadillas, tlayudas y chiles rellenos.'],
  ['queso-cotija-200g', 'Queso cotija', 'paquete 200 g', 5490, 'Queso cotija añejo de sabor salado e intenso. Desmorónalo sobre esquites, enchiladas y frijoles.'],
  ['queso-crema-190g', 'Queso crema', 'barra 190 g', 3990, 'Queso crema untable para postres, dips y pan tostado.'],
  ['crema-acida-450ml', 'Crema ácida', 'bote 450 ml', 4290, 'Crema ácida espesa para acompañar tacos dorados, enchiladas y sopes.'],
  ['requeson-450g', 'Requesón', 'bote 450 g', 4990, 'Requesón fresco y suave para rellenar quesadillas, gorditas y empanadas.'],
  ['yogur-natural-1kg', 'Yogur natural', 'bote 1 kg', 4990, 'Yogur natural sin azúcar añadida, cremoso y con cultivos lácticos. Acompáñalo con fruta y granola.', 5990],
  ['yogur-bebible-fresa-250g', 'Yogur bebible de fresa', 'botella 250 g', 1490, 'Yogur bebible sabor fresa, práctico para el recreo o media mañana.'],
  ['mantequilla-sin-sal-90g', 'Mantequilla sin sal', 'barra 90 g', 3490, 'Mantequilla de leche de vaca sin sal, ideal para repostería y para untar en pan caliente.'],
];

// prettier-ignore
const CARNES: Row[] = [
  ['pechuga-de-pollo-sin-hueso-kg', 'Pechuga de pollo sin hueso', 'kg', 15990, 'Pechuga de pollo fresca sin hueso ni piel. Perfecta para milanesas, fajitas o a la plancha.', 18490],
  ['pierna-y-muslo-de-pollo-kg', 'Pierna y muslo de pollo', 'kg', 8490, 'Pierna con muslo de pollo fresco, jugosa y económica. Ideal para mole, tinga o al horno.'],
  ['pollo-entero-kg', 'Pollo entero', 'kg', 6990, 'Pollo entero fresco de granja, pieza de 1.8 a 2.2 kg. Pídelo para rostizar o en caldo.'],
  ['alitas-de-pollo-kg', 'Alitas de pollo', 'kg', 10990, 'Alitas de pollo frescas para hornear o freír con tu salsa favorita.', 12990],
  ['carne-molida-de-res-kg', 'Carne molida de res', 'kg', 18990, 'Carne molida de res 90/10, molida el mismo día. Para picadillo, albóndigas y hamburguesas.'],
  ['bistec-de-res-kg', 'Bistec de res', 'kg', 21990, 'Bistec de res en corte delgado de pulpa negra. Listo para asar, encebollar o a la mexicana.'],
  ['milanesa-de-res-kg', 'Milanesa de res', 'kg', 22990, 'Milanesa de res aplanada y lista para empanizar. Rinde para tortas y comidas familiares.'],
  ['arrachera-marinada-kg', 'Arrachera marinada', 'kg', 32990, 'Arrachera de res marinada, suave y jugosa. Ideal para la carne asada del fin de semana.', 38990],
  ['falda-de-res-kg', 'Falda de res para deshebrar', 'kg', 19990, 'Falda de res para cocer y deshebrar. Úsala en salpicón, ropa vieja o flautas.'],
  ['chuleta-de-cerdo-kg', 'Chuleta de cerdo', 'kg', 12990, 'Chuleta de cerdo natural con hueso. Prepárala en salsa verde o a la plancha.'],
  ['costilla-de-cerdo-kg', 'Costilla de cerdo', 'kg', 13990, 'Costilla de cerdo carnuda para asar, hornear o guisar en salsa roja.'],
  ['carne-al-pastor-kg', 'Carne al pastor', 'kg', 15990, 'Bistec de cerdo adobado al estilo pastor. Cocínalo en sartén bien caliente y acompaña con piña.'],
  ['chorizo-de-cerdo-500g', 'Chorizo de cerdo', 'paquete 500 g', 6990, 'Chorizo rojo de cerdo estilo Toluca. Para huevos con chorizo, papas y sopes.'],
  ['salchicha-de-pavo-500g', 'Salchicha de pavo', 'paquete 500 g', 4990, 'Salchicha de pavo para hot dogs, salchichas a la mexicana o el lunch de los niños.'],
  ['jamon-de-pavo-250g', 'Jamón de pavo rebanado', 'paquete 250 g', 4290, 'Jamón de pavo en rebanadas delgadas, bajo en grasa. Ideal para sándwiches y sincronizadas.'],
  ['tocino-ahumado-250g', 'Tocino ahumado', 'paquete 250 g', 5990, 'Tocino de cerdo ahumado en rebanadas. Dale sabor a frijoles charros o a tu desayuno.'],
  ['filete-de-tilapia-kg', 'Filete de tilapia', 'kg', 15990, 'Filete de tilapia sin espinas, congelado individualmente. Prepáralo empanizado o a la veracruzana.'],
  ['camaron-mediano-kg', 'Camarón mediano crudo', 'kg', 32990, 'Camarón mediano de Sinaloa, crudo y con cáscara. Ideal para cócteles, al mojo de ajo o en caldo.', 39990],
];

// prettier-ignore
const PANADERIA: Row[] = [
  ['bolillo-pieza', 'Bolillo', 'pieza', 390, 'Bolillo recién horneado de corteza dorada y migajón suave. Para tortas, molletes o acompañar la comida.'],
  ['telera-pieza', 'Telera', 'pieza', 390, 'Telera suave y plana, el pan clásico para tortas de milanesa y de jamón.'],
  ['concha-vainilla-pieza', 'Concha de vainilla', 'pieza', 1290, 'Concha esponjosa con cubierta de vainilla, horneada cada mañana. Acompáñala con café o chocolate.'],
  ['cuerno-mantequilla-pieza', 'Cuerno de mantequilla', 'pieza', 1490, 'Cuerno hojaldrado hecho con mantequilla. Delicioso solo o relleno de jamón y queso.'],
  ['oreja-hojaldre-pieza', 'Oreja', 'pieza', 1290, 'Oreja de hojaldre caramelizada, crujiente y dulce. Un clásico de la panadería mexicana.'],
  ['dona-glaseada-pieza', 'Dona glaseada', 'pieza', 1590, 'Dona esponjosa con glaseado de azúcar, preparada el mismo día.'],
  ['bisquet-pieza', 'Bisquet de mantequilla', 'pieza', 1490, 'Bisquet suave y mantequilloso, ideal con mermelada y un café con leche.'],
  ['baguette-pieza', 'Baguette', 'pieza', 3490, 'Baguette de masa madre con corteza crujiente. Para bruschettas, sándwiches o acompañar una sopa.'],
  ['roles-de-canela-4-pzas', 'Roles de canela', 'paquete 4 pzas', 5490, 'Roles de canela con glaseado, horneados en nuestra panadería. Caliéntalos unos segundos antes de servir.', 6490],
  ['mantecadas-vainilla-4-pzas', 'Mantecadas de vainilla', 'paquete 4 pzas', 4290, 'Mantecadas esponjosas sabor vainilla en capacillo. Perfectas para el desayuno o la merienda.'],
  ['pan-de-caja-blanco-680g', 'Pan de caja blanco', 'paquete 680 g', 5790, 'Pan de caja blanco grande, suave y rebanado. Rinde para sándwiches de toda la semana.'],
  ['pan-de-caja-integral-680g', 'Pan de caja integral', 'paquete 680 g', 6290, 'Pan integral rebanado con harina de trigo integral y fibra. Ideal para un desayuno balanceado.', 6990],
  ['pan-para-hamburguesa-8-pzas', 'Pan para hamburguesa', 'paquete 8 pzas', 4890, 'Pan suave con ajonjolí para hamburguesa, listo para tostar en el comal.'],
  ['tortilla-de-maiz-kg', 'Tortilla de maíz', 'kg', 2690, 'Tortilla de maíz nixtamalizado recién hecha en nuestra tortillería. Caliéntala en comal para que infle.'],
  ['tortilla-de-harina-10-pzas', 'Tortilla de harina', 'paquete 10 pzas', 3290, 'Tortillas de harina de trigo estilo norteño, suaves y delgadas. Para burritos, quesadillas y tacos de guisado.'],
  ['masa-de-maiz-kg', 'Masa de maíz', 'kg', 2290, 'Masa fresca de maíz nixtamalizado para tortillas, sopes, tlacoyos o tamales.'],
  ['totopos-de-maiz-500g', 'Totopos de maíz', 'bolsa 500 g', 3990, 'Totopos de tortilla frita, crujientes y con poca sal. Para chilaquiles, nachos o con guacamole.'],
  ['tostadas-horneadas-30-pzas', 'Tostadas horneadas', 'paquete 30 pzas', 3490, 'Tostadas de maíz horneadas, sin freír. Para tostadas de tinga, pata o ceviche.'],
];

// prettier-ignore
const ABARROTES: Row[] = [
  ['arroz-super-extra-1kg', 'Arroz súper extra', 'bolsa 1 kg', 3490, 'Arroz blanco de grano largo súper extra. Rinde y queda suelto para tu arroz rojo o blanco.'],
  ['frijol-negro-1kg', 'Frijol negro', 'bolsa 1 kg', 4290, 'Frijol negro de Nayarit, limpio y seleccionado. Cuécelo con epazote para unos frijoles de olla tradicionales.', 4990],
  ['frijol-pinto-1kg', 'Frijol pinto', 'bolsa 1 kg', 3990, 'Frijol pinto de Chihuahua de cocción rápida. Ideal para frijoles charros y refritos.'],
  ['lenteja-500g', 'Lenteja', 'bolsa 500 g', 2690, 'Lenteja seleccionada para sopa de lentejas o ensaladas. No necesita remojo prolongado.'],
  ['aceite-vegetal-900ml', 'Aceite vegetal comestible', 'botella 900 ml', 4490, 'Aceite vegetal puro de soya para freír y cocinar, de sabor neutro.', 5290],
  ['espagueti-200g', 'Espagueti', 'paquete 200 g', 1290, 'Pasta de sémola de trigo para espagueti rojo, blanco o a la boloñesa.'],
  ['sopa-de-codo-200g', 'Sopa de codo', 'paquete 200 g', 1190, 'Pasta de codo para sopa aguada o ensalada de coditos con jamón.'],
  ['pure-de-tomate-210g', 'Puré de tomate condimentado', 'caja 210 g', 1090, 'Puré de tomate condimentado listo para sopas de pasta, arroz y guisos.'],
  ['atun-en-agua-140g', 'Atún en agua', 'lata 140 g', 2490, 'Atún aleta amarilla en trozo, empacado en agua. Para tostadas, ensaladas y sándwiches.'],
  ['chiles-chipotles-adobados-215g', 'Chiles chipotles adobados', 'lata 215 g', 2890, 'Chiles chipotles en adobo, ahumados y picosos. Dale sabor a tinga, salsas y marinados.'],
  ['chiles-jalapenos-en-escabeche-380g', 'Chiles jalapeños en escabeche', 'lata 380 g', 2590, 'Rajas de jalapeño en escabeche con zanahoria y cebolla. El acompañante perfecto para tortas.'],
  ['frijoles-refritos-bayos-430g', 'Frijoles refritos bayos', 'bolsa 430 g', 2290, 'Frijoles bayos refritos listos para calentar y servir. Prácticos para molletes y sopes.'],
  ['leche-evaporada-360g', 'Leche evaporada', 'lata 360 g', 2290, 'Leche evaporada para postres, café y salsas cremosas.'],
  ['leche-condensada-387g', 'Leche condensada', 'lata 387 g', 3190, 'Leche condensada azucarada, básica para flanes, pays de limón y gelatinas.'],
  ['media-crema-225ml', 'Media crema', 'caja 225 ml', 1990, 'Media crema para espesar salsas, preparar rajas con crema o postres fríos.'],
  ['azucar-estandar-2kg', 'Azúcar estándar', 'bolsa 2 kg', 6290, 'Azúcar estándar de caña de Veracruz, para endulzar bebidas y repostería.'],
  ['sal-de-mesa-1kg', 'Sal de mesa yodatada', 'bolsa 1 kg', 1490, 'Sal refinada de mesa con yodo y flúor. Para cocinar y sazonar tus platillos.'],
  ['harina-de-trigo-1kg', 'Harina de trigo', 'bolsa 1 kg', 2990, 'Harina de trigo refinada para hot cakes, pasteles, tortillas de harina y capeados.'],
  ['harina-de-maiz-1kg', 'Harina de maíz nixtamalizado', 'paquete 1 kg', 2590, 'Harina de maíz nixtamalizado para tortillas, tamales y atoles. Solo agrega agua y sal.'],
  ['avena-en-hojuelas-1kg', 'Avena en hojuelas', 'bolsa 1 kg', 4290, 'Avena integral en hojuelas, fuente natural de fibra. Para atole, galletas y licuados.'],
  ['cereal-hojuelas-de-maiz-500g', 'Cereal de hojuelas de maíz', 'caja 500 g', 5990, 'Hojuelas de maíz tostadas y crujientes, adicionadas con vitaminas y minerales.', 6990],
  ['cafe-soluble-200g', 'Café soluble clásico', 'frasco 200 g', 12990, 'Café soluble de granos mexicanos, de tueste medio y aroma intenso. Rinde alrededor de 100 tazas.', 15490],
  ['mayonesa-390g', 'Mayonesa con jugo de limón', 'frasco 390 g', 4590, 'Mayonesa cremosa con jugo de limón, ideal para sándwiches, ensaladas y elotes.'],
  ['caldo-de-pollo-en-polvo-225g', 'Caldo de pollo en polvo', 'frasco 225 g', 3990, 'Consomé de pollo en polvo para sazonar arroz, sopas y guisados.'],
  ['mole-poblano-en-pasta-235g', 'Mole poblano en pasta', 'frasco 235 g', 4690, 'Mole poblano en pasta con chiles secos, chocolate y especias. Disuélvelo en caldo de pollo caliente.'],
  ['salsa-picante-botella-370ml', 'Salsa picante clásica', 'botella 370 ml', 1990, 'Salsa picante de chile puya, el toque infaltable para botanas, fruta y papitas.'],
];

// prettier-ignore
const BEBIDAS: Row[] = [
  ['agua-natural-600ml', 'Agua natural', 'botella 600 ml', 1190, 'Agua purificada en botella individual, práctica para llevar a cualquier lado.'],
  ['agua-natural-1-5l', 'Agua natural 1.5 L', 'botella 1.5 L', 1590, 'Agua purificada de manantial en botella familiar.'],
  ['agua-purificada-garrafa-4l', 'Agua purificada', 'garrafa 4 L', 2490, 'Garrafa de agua purificada con asa, ideal para la cocina o la oficina.'],
  ['agua-mineral-2l', 'Agua mineral', 'botella 2 L', 3190, 'Agua mineral gasificada de Puebla. Refrescante sola o con limón y sal.'],
  ['refresco-de-cola-600ml', 'Refresco de cola', 'botella 600 ml', 2090, 'Refresco sabor cola en botella individual no retornable. Sírvelo bien frío.'],
  ['refresco-de-cola-3l', 'Refresco de cola 3 L', 'botella 3 L', 5290, 'Refresco de cola en presentación familiar de 3 litros para compartir en la comida.', 5990],
  ['refresco-de-manzana-2l', 'Refresco sabor manzana', 'botella 2 L', 3290, 'Refresco sabor manzana, dulce y burbujeante, el favorito de los niños.'],
  ['refresco-de-toronja-2l', 'Refresco de toronja', 'botella 2 L', 3290, 'Refresco sabor toronja, ligeramente amargo y muy refrescante.'],
  ['jugo-de-naranja-1l', 'Jugo de naranja 100 %', 'caja 1 L', 3990, 'Jugo de naranja 100 % exprimido y pasteurizado, sin azúcar añadida.', 4690],
  ['nectar-de-mango-1l', 'Néctar de mango', 'caja 1 L', 2890, 'Néctar de mango espeso y dulce, elaborado con pulpa de mango mexicano.'],
  ['bebida-hidratante-lima-limon-1l', 'Bebida hidratante lima-limón', 'botella 1 L', 3290, 'Bebida hidratante con electrolitos sabor lima-limón, ideal después de hacer ejercicio.'],
  ['suero-oral-coco-625ml', 'Suero oral sabor coco', 'botella 625 ml', 2990, 'Suero rehidratante con electrolitos y sabor coco. Ayuda a reponer líquidos en días de calor.'],
  ['te-helado-limon-600ml', 'Té helado sabor limón', 'botella 600 ml', 2190, 'Té negro listo para beber con un toque de limón, bajo en calorías.'],
  ['horchata-1l', 'Horchata lista para beber', 'botella 1 L', 3290, 'Agua de horchata con arroz y canela, lista para servir con hielo.'],
  ['concentrado-jamaica-700ml', 'Concentrado de jamaica', 'botella 700 ml', 4490, 'Concentrado de flor de jamaica; mezcla con agua para preparar hasta 6 litros de agua fresca.'],
  ['agua-de-coco-1l', 'Agua de coco natural', 'caja 1 L', 5990, 'Agua de coco 100 % natural, sin conservadores. Hidratante y ligeramente dulce.'],
  ['bebida-energizante-473ml', 'Bebida energizante', 'lata 473 ml', 3590, 'Bebida energizante con cafeína y taurina. No se recomienda para niños ni mujeres embarazadas.'],
];

// prettier-ignore
const BOTANAS: Row[] = [
  ['papas-fritas-sal-170g', 'Papas fritas con sal', 'bolsa 170 g', 5290, 'Papas fritas en hojuelas con sal de mar, crujientes y doradas. Tamaño familiar para compartir.', 6290],
  ['tortilla-chips-nacho-230g', 'Tortilla chips sabor nacho', 'bolsa 230 g', 4990, 'Totopos de maíz con sazonador sabor queso nacho, para la reunión o el partido.'],
  ['churritos-chile-limon-150g', 'Churritos de maíz con chile y limón', 'bolsa 150 g', 2690, 'Churritos de maíz sazonados con chile y limón, picositos y crujientes.'],
  ['chicharron-de-harina-150g', 'Chicharrón de harina', 'bolsa 150 g', 2490, 'Chicharrones de harina de trigo listos para comer con salsa picante y limón.'],
  ['cacahuate-japones-200g', 'Cacahuate japonés', 'bolsa 200 g', 2990, 'Cacahuate con cubierta crujiente de harina y salsa de soya. Botana clásica mexicana.'],
  ['cacahuate-enchilado-150g', 'Cacahuate enchilado', 'bolsa 150 g', 2490, 'Cacahuate tostado con chile en polvo y limón, con el picor justo.'],
  ['semillas-de-calabaza-100g', 'Semillas de calabaza tostadas', 'bolsa 100 g', 2990, 'Pepitas de calabaza tostadas con sal, una botana rica en proteína.'],
  ['mix-nueces-arandanos-150g', 'Mezcla de nueces y arándanos', 'bolsa 150 g', 6990, 'Mezcla de nuez de la India, almendra, cacahuate y arándano deshidratado. Energía para media tarde.', 8490],
  ['palomitas-microondas-3-sobres', 'Palomitas para microondas', 'caja 3 sobres', 3990, 'Palomitas de maíz con mantequilla para microondas, listas en tres minutos.'],
  ['galletas-maria-4-rollos', 'Galletas María', 'paquete 4 rollos', 3490, 'Galletas María clásicas, perfectas para remojar en café o preparar pay de limón.'],
  ['galletas-sandwich-chocolate-117g', 'Galletas sándwich de chocolate', 'paquete 117 g', 2290, 'Galletas de chocolate con relleno sabor vainilla, para el lunch o la merienda.'],
  ['chocolate-con-leche-90g', 'Chocolate con leche', 'barra 90 g', 3490, 'Barra de chocolate con leche cremoso, elaborado con cacao de Tabasco.'],
  ['mazapan-de-cacahuate-30-pzas', 'Mazapán de cacahuate', 'caja 30 pzas', 8990, 'Mazapanes de cacahuate tradicionales que se deshacen en la boca.'],
  ['tamarindo-enchilado-20-pzas', 'Dulce de tamarindo enchilado', 'bolsa 20 pzas', 4590, 'Dulces de pulpa de tamarindo con chile, agridulces y picosos.'],
  ['paletas-enchiladas-20-pzas', 'Paletas de caramelo enchiladas', 'bolsa 20 pzas', 5490, 'Paletas de caramelo macizo sabor mango y sandía cubiertas con chile.', 6490],
  ['gomitas-enchiladas-200g', 'Gomitas enchiladas', 'bolsa 200 g', 3490, 'Gomitas de frutas cubiertas con chile en polvo, dulces y enchiladas a la vez.'],
  ['obleas-con-cajeta-10-pzas', 'Obleas con cajeta', 'paquete 10 pzas', 4490, 'Obleas de harina rellenas de cajeta de Celaya, un dulce típico de feria.'],
];

// prettier-ignore
const LIMPIEZA: Row[] = [
  ['detergente-en-polvo-1kg', 'Detergente en polvo', 'bolsa 1 kg', 4490, 'Detergente en polvo multiusos para lavar ropa blanca y de color a mano o en lavadora.'],
  ['detergente-liquido-ropa-3l', 'Detergente líquido para ropa', 'botella 3 L', 13990, 'Detergente líquido concentrado que cuida los colores. Rinde hasta 60 cargas.', 16990],
  ['jabon-de-barra-para-ropa-400g', 'Jabón de barra para ropa', 'barra 400 g', 2690, 'Jabón de barra para lavar ropa a mano en el lavadero, ideal para cuellos y puños.'],
  ['suavizante-de-telas-2-8l', 'Suavizante de telas', 'botella 2.8 L', 8490, 'Suavizante de telas con aroma floral duradero que deja la ropa suave y fácil de planchar.'],
  ['blanqueador-cloro-950ml', 'Blanqueador con cloro', 'botella 950 ml', 2290, 'Blanqueador desinfectante con cloro para ropa blanca, pisos y baños. Diluye antes de usar.'],
  ['limpiador-multiusos-lavanda-1l', 'Limpiador multiusos lavanda', 'botella 1 L', 2690, 'Limpiador líquido multiusos con aroma a lavanda para pisos, azulejos y superficies lavables.'],
  ['lavatrastes-liquido-limon-750ml', 'Lavatrastes líquido limón', 'botella 750 ml', 3990, 'Lavatrastes concentrado con aroma a limón que arranca la grasa desde la primera pasada.'],
  ['fibra-con-esponja-3-pzas', 'Fibra con esponja', 'paquete 3 pzas', 3290, 'Esponjas con fibra verde para tallar trastes y sartenes sin esfuerzo.'],
  ['papel-higienico-12-rollos', 'Papel higiénico doble hoja', 'paquete 12 rollos', 9490, 'Papel higiénico de doble hoja, suave y resistente. Paquete para toda la familia.', 11490],
  ['toallas-de-papel-2-rollos', 'Toallas de papel para cocina', 'paquete 2 rollos', 5290, 'Toallas de papel absorbentes para la cocina, resistentes aún mojadas.'],
  ['servilletas-500-pzas', 'Servilletas de papel', 'paquete 500 pzas', 4690, 'Servilletas de papel blancas de una hoja, paquete económico para la mesa diaria.'],
  ['bolsas-para-basura-jumbo-10-pzas', 'Bolsas para basura jumbo', 'paquete 10 pzas', 4990, 'Bolsas negras extra grandes y resistentes para botes de basura de 90 a 120 litros.'],
  ['desinfectante-en-aerosol-400ml', 'Desinfectante en aerosol', 'lata 400 ml', 10490, 'Desinfectante en aerosol que elimina el 99.9 % de virus y bacterias en superficies.'],
  ['limpiador-de-vidrios-500ml', 'Limpiador de vidrios', 'atomizador 500 ml', 3990, 'Limpiador para vidrios y espejos que no deja marcas ni residuos.'],
  ['desengrasante-cocina-650ml', 'Desengrasante para cocina', 'atomizador 650 ml', 5490, 'Desengrasante en atomizador para estufas, campanas y hornos. Usa guantes al aplicarlo.'],
  ['insecticida-aerosol-400ml', 'Insecticida en aerosol', 'lata 400 ml', 7990, 'Insecticida en aerosol contra moscas, mosquitos y cucarachas, con efecto residual.'],
  ['jerga-para-piso-pieza', 'Jerga para piso', 'pieza', 2490, 'Jerga de algodón gruesa y absorbente para trapear y secar pisos.'],
];

// prettier-ignore
const CUIDADO_PERSONAL: Row[] = [
  ['pasta-dental-triple-accion-150ml', 'Pasta dental triple acción', 'tubo 150 ml', 4290, 'Pasta dental con flúor que protege contra caries, fortalece el esmalte y refresca el aliento.'],
  ['cepillo-dental-medio-2-pzas', 'Cepillo dental medio', 'paquete 2 pzas', 3990, 'Cepillos dentales de cerdas medias con mango antiderrapante.'],
  ['hilo-dental-menta-50m', 'Hilo dental menta', 'pieza 50 m', 4490, 'Hilo dental encerado con sabor menta que se desliza fácilmente entre los dientes.'],
  ['enjuague-bucal-menta-500ml', 'Enjuague bucal menta', 'botella 500 ml', 8990, 'Enjuague bucal antiséptico sabor menta que combate el mal aliento durante horas.', 10990],
  ['shampoo-cabello-normal-750ml', 'Shampoo para cabello normal', 'botella 750 ml', 8490, 'Shampoo de uso diario para cabello normal, deja el cabello limpio y con brillo.', 9990],
  ['acondicionador-hidratante-750ml', 'Acondicionador hidratante', 'botella 750 ml', 8490, 'Acondicionador que desenreda e hidrata el cabello seco sin hacerlo pesado.'],
  ['crema-para-peinar-300ml', 'Crema para peinar', 'botella 300 ml', 5990, 'Crema para peinar que define y controla el frizz sin dejar el cabello grasoso.'],
  ['jabon-de-tocador-avena-3-barras', 'Jabón de tocador avena', 'paquete 3 barras', 4290, 'Jabón de tocador con avena para piel sensible, de espuma cremosa.'],
  ['jabon-liquido-manos-250ml', 'Jabón líquido para manos', 'botella 250 ml', 3990, 'Jabón líquido antibacterial para manos con dosificador, aroma a frutos rojos.'],
  ['gel-antibacterial-500ml', 'Gel antibacterial', 'botella 500 ml', 5490, 'Gel antibacterial con 70 % de alcohol y aloe vera. Limpia las manos sin agua.'],
  ['desodorante-aerosol-hombre-150ml', 'Desodorante en aerosol para hombre', 'lata 150 ml', 7490, 'Antitranspirante en aerosol con protección de 48 horas y aroma fresco.'],
  ['desodorante-barra-mujer-50g', 'Desodorante en barra para mujer', 'barra 50 g', 6990, 'Antitranspirante en barra que no mancha la ropa, con aroma a talco.'],
  ['crema-corporal-humectante-400ml', 'Crema corporal humectante', 'botella 400 ml', 8990, 'Crema corporal de rápida absorción para piel seca, con vitamina E.'],
  ['protector-solar-fps50-120ml', 'Protector solar FPS 50', 'tubo 120 ml', 28990, 'Protector solar de amplio espectro FPS 50, resistente al agua. Reaplica cada dos horas.', 33990],
  ['rastrillos-desechables-5-pzas', 'Rastrillos desechables', 'paquete 5 pzas', 6490, 'Rastrillos desechables de tres hojas con banda lubricante para un afeitado suave.'],
  ['toallas-femeninas-con-alas-14-pzas', 'Toallas femeninas con alas', 'paquete 14 pzas', 4690, 'Toallas femeninas ultradelgadas con alas, protección para flujo regular.'],
  ['panuelos-desechables-90-pzas', 'Pañuelos desechables', 'caja 90 pzas', 3290, 'Pañuelos faciales de doble hoja, suaves para la nariz en temporada de resfriados.'],
];

// prettier-ignore
const MASCOTAS: Row[] = [
  ['croquetas-perro-adulto-4kg', 'Alimento seco para perro adulto', 'bolsa 4 kg', 33990, 'Croquetas para perro adulto de razas medianas y grandes con carne de res y vegetales.', 39990],
  ['croquetas-perro-cachorro-2kg', 'Alimento seco para cachorro', 'bolsa 2 kg', 21990, 'Croquetas para cachorro con DHA y calcio que apoyan su crecimiento.'],
  ['croquetas-gato-adulto-1-5kg', 'Alimento seco para gato adulto', 'bolsa 1.5 kg', 15990, 'Croquetas para gato adulto sabor pescado, con taurina para una visión sana.'],
  ['alimento-humedo-gato-atun-85g', 'Alimento húmedo para gato atún', 'sobre 85 g', 1690, 'Trocitos de atún en salsa para gato adulto, porción individual.'],
  ['alimento-humedo-perro-res-375g', 'Alimento húmedo para perro res', 'lata 375 g', 4490, 'Paté de res con verduras para perro adulto. Mézclalo con croquetas para variar su dieta.'],
  ['premios-perro-tocino-100g', 'Premios para perro sabor tocino', 'bolsa 100 g', 5990, 'Tiras suaves sabor tocino para premiar y entrenar a tu perro.'],
  ['huesos-de-carnaza-3-pzas', 'Huesos de carnaza', 'paquete 3 pzas', 6990, 'Huesos de carnaza para morder que ayudan a limpiar los dientes de tu perro.'],
  ['premios-gato-pollo-85g', 'Premios para gato sabor pollo', 'bolsa 85 g', 4990, 'Bocadillos crujientes por fuera y suaves por dentro, sabor pollo.'],
  ['arena-para-gato-4-5kg', 'Arena aglutinante para gato', 'bolsa 4.5 kg', 14990, 'Arena aglutinante con control de olores; forma bolitas firmes y fáciles de retirar.', 17490],
  ['shampoo-para-perro-500ml', 'Shampoo para perro', 'botella 500 ml', 9990, 'Shampoo con avena para perros de piel sensible, deja el pelo suave y brillante.'],
  ['tapetes-entrenadores-30-pzas', 'Tapetes entrenadores', 'paquete 30 pzas', 22990, 'Tapetes absorbentes con atrayente para enseñar a tu cachorro dónde hacer sus necesidades.'],
  ['bolsas-para-heces-4-rollos', 'Bolsas para heces', 'paquete 4 rollos', 6990, 'Bolsas biodegradables para recoger las heces en el paseo, 60 bolsas en total.'],
  ['pelota-de-hule-perro', 'Pelota de hule para perro', 'pieza', 7990, 'Pelota de hule resistente que rebota de forma irregular para juegos más divertidos.'],
  ['ratones-juguete-gato-3-pzas', 'Ratones de juguete para gato', 'paquete 3 pzas', 5990, 'Ratoncitos de felpa con hierba gatera que estimulan el instinto de caza.'],
  ['plato-acero-inoxidable', 'Plato de acero inoxidable', 'pieza', 9990, 'Plato de acero inoxidable con base antiderrapante, fácil de lavar.'],
  ['alimento-para-peces-28g', 'Alimento en hojuelas para peces', 'frasco 28 g', 6990, 'Hojuelas nutritivas para peces tropicales de agua dulce. Da solo lo que coman en dos minutos.'],
  ['collar-ajustable-perro-mediano', 'Collar ajustable para perro mediano', 'pieza', 12990, 'Collar de nylon ajustable con broche de seguridad y argolla para placa.'],
];

// prettier-ignore
const TEMPORADA_NAVIDENA: Row[] = [
  ['tejocote-kg', 'Tejocote', 'kg', 5990, 'Tejocote fresco de Puebla, el ingrediente clave del ponche navideño y de las piñatas.'],
  ['cana-de-azucar-kg', 'Caña de azúcar', 'kg', 3490, 'Caña de azúcar en trozos para el ponche o para pelar y comer en las posadas.'],
  ['kit-frutas-para-ponche-2kg', 'Kit de frutas para ponche', 'bolsa 2 kg', 14990, 'Tejocote, guayaba, caña, manzana, ciruela pasa y jamaica en las cantidades justas para una olla de ponche.', 17990],
  ['romeritos-kg', 'Romeritos', 'kg', 8990, 'Romeritos frescos y limpios para preparar en mole con tortitas de camarón en Nochebuena.'],
  ['bacalao-noruego-400g', 'Bacalao noruego seco', 'paquete 400 g', 45990, 'Bacalao noruego salado y seco. Desálalo en agua fría durante 24 horas antes de guisarlo a la vizcaína.'],
  ['pierna-de-cerdo-adobada-kg', 'Pierna de cerdo adobada', 'kg', 18990, 'Pierna de cerdo con adobo de chiles secos, lista para hornear en la cena de fin de año.'],
  ['pavo-natural-congelado-kg', 'Pavo natural congelado', 'kg', 10990, 'Pavo natural congelado de 6 a 8 kg. Descongélalo en refrigeración dos días antes de hornearlo.', 12990],
  ['colacion-navidena-500g', 'Colación navideña', 'bolsa 500 g', 4990, 'Colación de colores con anís y cacahuate, tradicional para rellenar aguinaldos y piñatas.'],
];

export const DEMO_PRODUCTS: DemoProduct[] = [
  ...inCategory('frutas', FRUTAS),
  ...inCategory('verduras', VERDURAS),
  ...inCategory('lacteos-y-huevo', LACTEOS),
  ...inCategory('carnes-y-pollo', CARNES),
  ...inCategory('panaderia-y-tortilleria', PANADERIA),
  ...inCategory('abarrotes', ABARROTES),
  ...inCategory('bebidas', BEBIDAS),
  ...inCategory('botanas-y-dulces', BOTANAS),
  ...inCategory('limpieza-del-hogar', LIMPIEZA),
  ...inCategory('cuidado-personal', CUIDADO_PERSONAL),
  ...inCategory('mascotas', MASCOTAS),
  ...inCategory('temporada-navidena', TEMPORADA_NAVIDENA),
];

/** What "Para el desayuno" holds: breakfast foods and drinks only. */
export const BREAKFAST_PRODUCTS: readonly string[] = [
  'huevo-blanco-18-pzas',
  'huevo-blanco-30-pzas',
  'leche-entera-1l',
  'leche-deslactosada-1l',
  'bebida-de-almendra-946ml',
  'yogur-natural-1kg',
  'mantequilla-sin-sal-90g',
  'jamon-de-pavo-250g',
  'tocino-ahumado-250g',
  'chorizo-de-cerdo-500g',
  'frijoles-refritos-bayos-430g',
  'bolillo-pieza',
  'concha-vainilla-pieza',
  'cuerno-mantequilla-pieza',
  'dona-glaseada-pieza',
  'bisquet-pieza',
  'mantecadas-vainilla-4-pzas',
  'pan-de-caja-integral-680g',
  'avena-en-hojuelas-1kg',
  'cereal-hojuelas-de-maiz-500g',
  'cafe-soluble-200g',
  'jugo-de-naranja-1l',
  'naranja-valencia-kg',
  'platano-tabasco-kg',
  'papaya-maradol-kg',
  'fresa-charola-500g',
];

/**
 * Stock fixed by hand so every store shows both scarce states on its home, in "Ofertas de la
 * semana": the last units of an avocado offer and a sold-out cheese. Other stock stays random.
 */
export const DEMO_STOCK_SHOWCASE: Readonly<Record<string, number>> = {
  'aguacate-hass-kg': 3,
  'queso-oaxaca-400g': 0,
};

/** A demo weight offer's rules, in grams (issue 25); the product's price is per kilogram. */
export interface DemoWeightRules {
  step: number;
  min: number;
  max: number;
  /** What one piece weighs, about, where shoppers think in pieces ("1 pieza ≈ 200 g"). */
  piece?: number;
}

const LOOSE: DemoWeightRules = { step: 250, min: 250, max: 5000 };
const CHILES: DemoWeightRules = { step: 100, min: 100, max: 2000 };
const BIG_FRUIT: DemoWeightRules = { step: 500, min: 1000, max: 10_000 };

/**
 * The demo's loose fruit, vegetables, meat, fish and tortillería: every product sold "por kg" is
 * weighed (issue 25). Packaged goods ("bolsa 1 kg") stay pieces.
 */
// prettier-ignore
export const DEMO_WEIGHT_RULES: Readonly<Record<string, DemoWeightRules>> = {
  'platano-tabasco-kg': { ...LOOSE, piece: 150 },
  'platano-macho-kg': { ...LOOSE, piece: 300 },
  'manzana-red-delicious-kg': { ...LOOSE, piece: 180 },
  'manzana-gala-kg': { ...LOOSE, piece: 170 },
  'naranja-valencia-kg': { ...LOOSE, piece: 200 },
  'limon-sin-semilla-kg': LOOSE,
  'aguacate-hass-kg': { ...LOOSE, piece: 200 },
  'papaya-maradol-kg': { ...BIG_FRUIT, piece: 1500 },
  'mango-ataulfo-kg': { ...LOOSE, piece: 300 },
  'uva-verde-sin-semilla-kg': LOOSE,
  'sandia-kg': { ...BIG_FRUIT, min: 3000, piece: 6000 },
  'melon-chino-kg': { ...BIG_FRUIT, piece: 1500 },
  'guayaba-kg': { ...LOOSE, piece: 80 },
  'mandarina-kg': { ...LOOSE, piece: 120 },
  'pera-de-anjou-kg': { ...LOOSE, piece: 200 },
  'toronja-roja-kg': { ...LOOSE, piece: 350 },
  'jitomate-saladet-kg': { ...LOOSE, piece: 120 },
  'cebolla-blanca-kg': { ...LOOSE, piece: 250 },
  'chile-serrano-kg': CHILES,
  'chile-jalapeno-kg': CHILES,
  'chile-poblano-kg': { ...LOOSE, piece: 120 },
  'tomate-verde-kg': { ...LOOSE, piece: 60 },
  'papa-blanca-kg': { ...LOOSE, piece: 200 },
  'zanahoria-kg': { ...LOOSE, piece: 120 },
  'calabacita-italiana-kg': { ...LOOSE, piece: 200 },
  'chayote-kg': { ...LOOSE, piece: 300 },
  'pepino-kg': { ...LOOSE, piece: 300 },
  'brocoli-kg': { ...LOOSE, piece: 400 },
  'pechuga-de-pollo-sin-hueso-kg': LOOSE,
  'pierna-y-muslo-de-pollo-kg': LOOSE,
  'pollo-entero-kg': { step: 500, min: 1500, max: 5000, piece: 2000 },
  'alitas-de-pollo-kg': LOOSE,
  'carne-molida-de-res-kg': LOOSE,
  'bistec-de-res-kg': LOOSE,
  'milanesa-de-res-kg': LOOSE,
  'arrachera-marinada-kg': LOOSE,
  'falda-de-res-kg': LOOSE,
  'chuleta-de-cerdo-kg': LOOSE,
  'costilla-de-cerdo-kg': LOOSE,
  'carne-al-pastor-kg': LOOSE,
  'filete-de-tilapia-kg': LOOSE,
  'camaron-mediano-kg': LOOSE,
  'tortilla-de-maiz-kg': LOOSE,
  'masa-de-maiz-kg': { step: 500, min: 500, max: 5000 },
  'tejocote-kg': LOOSE,
  'cana-de-azucar-kg': { step: 500, min: 500, max: 5000 },
  'romeritos-kg': LOOSE,
  'queso-oaxaca-granel-kg': LOOSE,
  'pierna-de-cerdo-adobada-kg': { step: 500, min: 2000, max: 6000 },
  'pavo-natural-congelado-kg': { step: 1000, min: 6000, max: 8000, piece: 7000 },
};
