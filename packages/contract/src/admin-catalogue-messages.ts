import { formatMoney } from './money';

const products = (n: number) => (n === 1 ? '1 producto' : `${n.toLocaleString('en-US')} productos`);
const rows = (n: number) => (n === 1 ? '1 fila' : `${n.toLocaleString('en-US')} filas`);

/**
 * The console's catalogue and import messages (decision 042), spread into `apiMessages`. Row
 * messages name the spreadsheet's row, the column and the value as written, so the operator can
 * find and fix each one without guessing.
 */
export const adminCatalogueMessages = {
  adminProductNotFound: 'No encontramos ese producto en esta tienda.',
  categoryUnknown: 'Esa categoría no existe. Elige una de la lista.',
  skuTaken: (sku: string) => `Otro producto de esta tienda ya tiene el SKU «${sku}».`,
  productChangedMeanwhile: 'Alguien más cambió el catálogo al mismo tiempo. Inténtalo de nuevo.',
  productImageMissing: 'Elige una foto del producto (JPG, PNG o WebP).',
  productImageType: 'La foto debe ser JPG, PNG o WebP.',
  productImageUnreadable: 'No pudimos leer esa foto. Prueba con otra imagen JPG, PNG o WebP.',
  productImageTooLarge: 'La foto pesa más de 5 MB. Elige una más ligera.',
  productImageTooSmall: (minSide: number) =>
    `La foto es muy pequeña: usa una de al menos ${minSide} × ${minSide} píxeles.`,
  adminUploadBroken: 'El archivo no llegó completo. Vuelve a subirlo.',

  importFileMissing: 'Elige el archivo CSV con tus productos.',
  importFileTooLarge: 'El archivo pesa más de 5 MB. Divide tus productos en varios archivos.',
  importNotText:
    'El archivo no es un CSV. En Excel o Google Sheets, guárdalo como «CSV UTF-8 (delimitado por comas)».',
  importNotUtf8:
    'El archivo no está en UTF-8 y se perderían los acentos. En Excel, guárdalo como «CSV UTF-8 (delimitado por comas)».',
  importEmpty: 'El archivo está vacío: descarga la plantilla y llénala con tus productos.',
  importNoRows: 'El archivo solo tiene encabezados: agrega al menos un producto debajo.',
  importTooManyRows: (max: number) =>
    `El archivo tiene más de ${rows(max)} de productos. Divídelo en varios archivos.`,
  importUnreadable: (row: number, reason: string) =>
    `No pudimos leer el archivo como CSV cerca de la fila ${row}: ${reason}`,
  importQuoteNotClosed: 'unas comillas se abren y no se cierran.',
  importBadQuote: 'hay comillas en medio de un valor; enciérralo completo entre comillas.',
  importCsvBroken: 'revisa que sea un CSV guardado desde tu hoja de cálculo.',
  importUnknownColumn: (header: string, known: readonly string[]) =>
    `La columna «${header}» no es de la plantilla. Usa: ${known.join(', ')}.`,
  importDuplicateColumn: (column: string) => `La columna «${column}» aparece dos veces.`,
  importMissingColumns: (columns: readonly string[]) =>
    columns.length === 1
      ? `Falta la columna «${columns[0] ?? ''}». Descarga la plantilla para ver las columnas.`
      : `Faltan las columnas ${columns.map((c) => `«${c}»`).join(', ')}. Descarga la plantilla para ver las columnas.`,
  importNotFound: 'No encontramos esa importación. Sube el archivo de nuevo.',
  importExpired: 'La vista previa venció. Sube el archivo de nuevo para revisarlo.',
  importAlreadyCommitted: 'Esta importación ya se aplicó.',
  importNothingValid: 'Ninguna fila es válida: corrige los errores y sube el archivo de nuevo.',
  importStale:
    'El catálogo cambió desde la vista previa y algunas filas ya no se pueden aplicar. Sube el archivo de nuevo.',
  importCommitted: (created: number, updated: number, unchanged: number) =>
    created === 0 && updated === 0
      ? `No hubo cambios: los ${products(unchanged)} del archivo ya estaban así.`
      : `Listo: ${products(created)} ${created === 1 ? 'nuevo' : 'nuevos'}, ${products(updated)} ${updated === 1 ? 'actualizado' : 'actualizados'}` +
        (unchanged > 0 ? ` y ${products(unchanged)} sin cambios.` : '.'),

  // Row errors: "Fila 14, precio: «12,5O» no es un precio".
  importRowColumnCount: (row: number, found: number, expected: number) =>
    `Fila ${row}: tiene ${found} valores y el encabezado ${expected} columnas. Revisa las comas o los punto y coma de más.`,
  importRequired: (row: number, column: string) => `Fila ${row}, ${column}: falta el valor.`,
  importNotPrice: (row: number, column: string, value: string) =>
    `Fila ${row}, ${column}: «${value}» no es un precio (escríbelo como 23.50).`,
  importPriceDecimalComma: (row: number, column: string, value: string) =>
    `Fila ${row}, ${column}: «${value}» no es un precio; usa punto para los centavos (${value.replace(',', '.')}).`,
  importPriceTooHigh: (row: number, column: string, value: string, maxCents: number) =>
    `Fila ${row}, ${column}: «${value}» es demasiado alto (máximo ${formatMoney(maxCents)}).`,
  importNotWhole: (row: number, column: string, value: string) =>
    `Fila ${row}, ${column}: «${value}» no es un número entero.`,
  importOutOfRange: (row: number, column: string, value: string, min: number, max: number) =>
    `Fila ${row}, ${column}: «${value}» debe estar entre ${min} y ${max.toLocaleString('en-US')}.`,
  importCompareAtNotAbove: (row: number, value: string, price: string) =>
    `Fila ${row}, precio_antes: «${value}» debe ser mayor que el precio (${price}).`,
  importBelowFloor: (row: number, value: string, floorCents: number) =>
    `Fila ${row}, precio: ${value} queda debajo del precio mínimo de este producto (${formatMoney(floorCents)}).`,
  importKeptCompareAtNotAbove: (row: number, price: string, compareAtCents: number) =>
    `Fila ${row}, precio: ${price} no es menor que el precio antes de la oferta del producto (${formatMoney(compareAtCents)}); agrega la columna precio_antes con un precio mayor, o vacía para quitar la oferta.`,
  importUnknownCategory: (row: number, value: string) =>
    `Fila ${row}, categoria: «${value}» no es una categoría de la tienda.`,
  importNotYesNo: (row: number, value: string) =>
    `Fila ${row}, visible: «${value}» no es «sí» ni «no».`,
  importBadSku: (row: number, value: string) =>
    `Fila ${row}, sku: «${value}» no es un SKU válido (letras, números, puntos, guiones y diagonales, sin espacios).`,
  importDuplicateSku: (row: number, value: string, firstRow: number) =>
    `Fila ${row}, sku: «${value}» ya aparece en la fila ${firstRow}.`,
  importTooLong: (row: number, column: string, max: number) =>
    `Fila ${row}, ${column}: admite como máximo ${max} caracteres.`,
  importNoLetters: (row: number, column: string, value: string) =>
    `Fila ${row}, ${column}: «${value}» debe tener letras o números.`,
} as const;
