/**
 * The words on a product's link-preview card (decision 051): the server draws them into the
 * picture, so they live with the rest of the server's Spanish.
 */
export const shareCardMessages = {
  shareCardSale: 'Oferta',
  shareCardPerUnit: (unit: string) => `por ${unit}`,
  shareCardBefore: 'antes',
} as const;
