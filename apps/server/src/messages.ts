/** Every Spanish message the API returns to users, in one place. */
export const messages = {
  invalidRequest: 'La petición no es válida. Revisa los datos enviados.',
  validationFailed: 'Algunos datos no son válidos. Revisa los campos marcados.',
  malformedJson: 'El cuerpo de la petición no es JSON válido.',
  payloadTooLarge: 'La petición es demasiado grande.',
  unsupportedMediaType: 'El tipo de contenido enviado no es compatible.',
  rateLimited: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  routeNotFound: 'Ruta no encontrada.',
  internalError: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos momentos.',
  serviceUnavailable: 'El servicio no está disponible en este momento.',
  storeNotFound: 'Tienda no encontrada',
  productNotFound: 'Producto no encontrado',
  collectionNotFound: 'Colección no encontrada',
} as const;
