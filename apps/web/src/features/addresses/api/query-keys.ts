/**
 * Query keys of the addresses feature. A user's address book is keyed by their id, so one
 * account's addresses never show under another's after a change of session.
 */
export const addressKeys = {
  all: ['addresses'] as const,
  user: (userId: number) => [...addressKeys.all, userId] as const,
  list: (userId: number) => [...addressKeys.user(userId), 'list'] as const,
  default: (userId: number) => [...addressKeys.user(userId), 'default'] as const,
  /** Public answers, the same for everyone. */
  coverage: (storeId: number, lat: number, lng: number) => ['coverage', storeId, lat, lng] as const,
  zones: (storeId: number) => ['delivery-zones', storeId] as const,
  places: (query: string) => ['geocode', 'search', query] as const,
  placeAt: (lat: number, lng: number) => ['geocode', 'reverse', lat, lng] as const,
  postalCode: (cp: string) => ['postal-codes', cp] as const,
  stateAt: (lat: number, lng: number) => ['places', 'state', lat, lng] as const,
};
