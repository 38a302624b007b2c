/**
 * The operator console's access and team messages (decision 040), spread into `apiMessages`.
 * Each admin area keeps its messages in a file of its own (`admin-<area>-messages.ts`), spread
 * there too, so the areas grow without editing one another's lines.
 */
export const adminAccessMessages = {
  operatorSignInRequired: 'Inicia sesión con tu celular para entrar a la tienda.',
  notAnOperator: 'Tu cuenta no opera ninguna tienda. Pide acceso al dueño de la tienda.',
  adminStoreNotFound: 'No encontramos esta tienda entre las que operas.',
  ownerOnly: 'Solo el dueño de la tienda puede hacer esto.',
  operatorRoleUnchanged: 'Esa persona ya tenía ese rol.',
  lastOwner: 'La tienda necesita al menos un dueño: nombra otro antes de quitar este.',
} as const;
