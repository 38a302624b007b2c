/**
 * Who new carts belong to. The cart doesn't know about the session (features don't import each
 * other): app/ tells it how to read the signed-in user's id, and carts are then created bound
 * to that user (spec §4: "a cart is created on the server, optionally with user_id").
 */
type OwnerGetter = () => number | null;

const NOBODY: OwnerGetter = () => null;
let getOwner: OwnerGetter = NOBODY;

/** Returns the way to disconnect it again (tests). */
export function setCartOwner(getter: OwnerGetter): () => void {
  getOwner = getter;
  return () => {
    if (getOwner === getter) getOwner = NOBODY;
  };
}

export function cartOwner(): number | null {
  return getOwner();
}
