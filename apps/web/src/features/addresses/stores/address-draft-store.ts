import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { normalizePoint, samePoint, type LatLng } from '../utils/geo';

/**
 * The address being written, between the map step (`set_adress`) and the form
 * (`set_address_detail`): which address it is (a new one, or the id being edited), the pin
 * placed, and what was typed so far. Kept in sessionStorage (`address_draft`), so a reload, "back"
 * and "Cambiar ubicación" keep them, while another tab or a closed browser starts afresh.
 */
export const ADDRESS_DRAFT_KEY = 'address_draft';

/**
 * Whose address is being written: the user's own (`'new'` or the id being edited), or one of a
 * seller's client's (`client:<clientId>:new` or `client:<clientId>:<addressId>`: a client's
 * address ids are another table's, so they never stand for the user's own).
 */
export type DraftTarget = number | 'new' | ClientDraftTarget;
export type ClientDraftTarget = `client:${number}:${number | 'new'}`;

/** The draft target of a client's new address (addressId null) or of one being edited. */
export function clientDraftTarget(clientId: number, addressId: number | null): ClientDraftTarget {
  return `client:${clientId}:${addressId ?? 'new'}`;
}

// A function declaration: persist reads storage while the store is being created.
function isTarget(value: unknown): value is DraftTarget {
  return (
    value === 'new' ||
    (typeof value === 'number' && Number.isSafeInteger(value)) ||
    (typeof value === 'string' && /^client:\d+:(\d+|new)$/.test(value))
  );
}

/** What the form holds as typed (text fields, the state, the phone in E.164). */
export type DraftValues = Partial<Record<string, string | boolean | null>>;

/** The form fields a geocoder can tell about a point. */
export const PLACE_FIELDS = [
  'street',
  'exterior_number',
  'neighborhood',
  'postal_code',
  'municipality',
  'city',
  'state',
] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];

/**
 * What the address search or the reverse look-up said about the pin: its description and the
 * fields it could fill (only those the shopper leaves blank are filled).
 */
export interface DraftPlace {
  description: string | null;
  fields: Partial<Record<PlaceField, string>>;
}

export interface AddressDraft {
  target: DraftTarget;
  pin: LatLng | null;
  /** What is known of the address at `pin`; null until asked (or without a geocoder). */
  place: DraftPlace | null;
  values: DraftValues | null;
}

interface AddressDraftStore {
  draft: AddressDraft | null;
  /**
   * Places the pin of `target`'s draft (a draft of another address is replaced), with what is
   * known of the address there (a moved pin forgets the old point's address).
   */
  setPin: (target: DraftTarget, pin: LatLng, place?: DraftPlace | null) => void;
  /** The address at `pin`, kept only if the pin is still there when the answer arrives. */
  setPlace: (target: DraftTarget, pin: LatLng, place: DraftPlace) => void;
  setValues: (target: DraftTarget, values: DraftValues) => void;
  /** After saving, or when starting a new address from scratch. */
  clear: () => void;
}

const blank = (target: DraftTarget): AddressDraft => ({
  target,
  pin: null,
  place: null,
  values: null,
});

export const useAddressDraftStore = create<AddressDraftStore>()(
  persist(
    (set) => ({
      draft: null,
      setPin: (target, pin, place = null) => {
        set(({ draft }) => {
          const same = draft?.target === target ? draft : blank(target);
          const point = normalizePoint(pin);
          // Putting the pin back where it was keeps what is known of that point.
          const kept = same.pin && samePoint(same.pin, point) ? same.place : null;
          return { draft: { ...same, pin: point, place: place ?? kept } };
        });
      },
      setPlace: (target, pin, place) => {
        set(({ draft }) =>
          draft?.target === target && draft.pin && samePoint(draft.pin, normalizePoint(pin))
            ? { draft: { ...draft, place } }
            : {},
        );
      },
      setValues: (target, values) => {
        set(({ draft }) => ({
          draft: { ...(draft?.target === target ? draft : blank(target)), values },
        }));
      },
      clear: () => {
        set({ draft: null });
      },
    }),
    {
      name: ADDRESS_DRAFT_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ draft }) => ({ draft }),
      merge: (saved, current) => ({ ...current, draft: readDraft(saved) }),
    },
  ),
);

/** The draft of `target`, or null when the draft in progress is another address's. */
export function useAddressDraft(target: DraftTarget): AddressDraft | null {
  return useAddressDraftStore(({ draft }) => (draft?.target === target ? draft : null));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A declaration, like every helper of readDraft: a const here is not initialized yet when the
// store reads the saved draft on a page load, and the draft (the pin) would be lost.
function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

/** The saved values of the form's types (text, a choice, null); anything else is dropped. */
function draftValues(saved: Record<string, unknown>): DraftValues {
  const values: DraftValues = {};
  for (const [name, value] of Object.entries(saved)) {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') {
      values[name] = value;
    }
  }
  return values;
}

/** Anything unreadable in storage (edited by hand, an old shape) counts as no draft. */
function readDraft(saved: unknown): AddressDraft | null {
  const draft = isRecord(saved) ? saved.draft : null;
  if (!isRecord(draft)) return null;
  const target = draft.target;
  if (!isTarget(target)) return null;
  const pin =
    isRecord(draft.pin) && isCoordinate(draft.pin.lat, 90) && isCoordinate(draft.pin.lng, 180)
      ? { lat: draft.pin.lat, lng: draft.pin.lng }
      : null;
  return {
    target,
    pin,
    place: pin && isRecord(draft.place) ? draftPlace(draft.place) : null,
    values: isRecord(draft.values) ? draftValues(draft.values) : null,
  };
}

function draftPlace(saved: Record<string, unknown>): DraftPlace {
  const fields: DraftPlace['fields'] = {};
  const savedFields = isRecord(saved.fields) ? saved.fields : {};
  for (const field of PLACE_FIELDS) {
    const value = savedFields[field];
    if (typeof value === 'string') fields[field] = value;
  }
  return { description: typeof saved.description === 'string' ? saved.description : null, fields };
}

/** What is known of the address at `target`'s pin, read once (the detail form's start). */
export function draftPlaceOf(target: DraftTarget): DraftPlace | null {
  const { draft } = useAddressDraftStore.getState();
  return draft?.target === target ? draft.place : null;
}
