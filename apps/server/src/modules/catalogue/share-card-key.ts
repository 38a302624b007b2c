import { createHash } from 'node:crypto';
import { UPLOADS_URL } from './upload-files';

/**
 * Which link-preview card an offer shows (decision 051). A card is a picture of the offer's
 * photo, name, unit, prices and store; its file is named after a fingerprint of exactly those,
 * so a card can only ever be shown for the data it was drawn from: a read compares the stored
 * card's name with the fingerprint of the row it reads, and a changed price (or name, photo…)
 * shows the plain photo until its new card is written, never the old price. A new name is also
 * a new address, which link previews (that cache by address) fetch again.
 */

/** Raise it when the card's design or copy changes: every card is then drawn again. */
const SHARE_CARD_DESIGN = 1;

export interface ShareCardInput {
  photoUrl: string;
  name: string;
  unit: string;
  priceCents: number;
  compareAtCents: number | null;
  storeName: string;
}

export function shareCardFingerprint(input: ShareCardInput): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        SHARE_CARD_DESIGN,
        input.photoUrl,
        input.name,
        input.unit,
        input.priceCents,
        input.compareAtCents,
        input.storeName,
      ]),
    )
    .digest('hex')
    .slice(0, 20);
}

/** `dir` is where the card lives: the demo's or a store's uploads (share-cards.service.ts). */
export function shareCardUrl(dir: string, input: ShareCardInput): string {
  return `${dir}/${shareCardFingerprint(input)}.jpg`;
}

/** The stored card when it shows `input` as it is now; null when there is none or it is old. */
export function currentShareCard(
  stored: string | null,
  input: ShareCardInput | null,
): string | null {
  if (stored === null || input === null) return null;
  return stored.endsWith(`/${shareCardFingerprint(input)}.jpg`) ? stored : null;
}

/**
 * What an offer's card shows, from its first photo's address and its row; null when it has no
 * photo of ours (in the uploads folder) to draw the card from.
 */
export function shareCardInput(
  photoUrl: string | undefined,
  offer: {
    name: string;
    unit: string;
    price_cents: number;
    compare_at_price_cents: number | null;
    store_name: string;
  },
): ShareCardInput | null {
  if (!photoUrl?.startsWith(`${UPLOADS_URL}/`)) return null;
  return {
    photoUrl,
    name: offer.name,
    unit: offer.unit,
    priceCents: offer.price_cents,
    compareAtCents: offer.compare_at_price_cents,
    storeName: offer.store_name,
  };
}
