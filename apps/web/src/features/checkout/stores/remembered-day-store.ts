import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * A returning shopper's remembered delivery day (decision 048): the slot the server offered from
 * their last order, shown on the summary for them to confirm and never put on the cart for them.
 * One per store, for the cart it was offered for, in **sessionStorage** (`remembered-day`), so a
 * reload of the summary still offers it and another cart never does.
 */
export const REMEMBERED_DAY_KEY = 'remembered-day';

export interface RememberedDay {
  cartId: string;
  date: string;
  slotId: number;
}

interface RememberedDayStore {
  /** By store id. */
  days: Record<string, RememberedDay>;
  offer: (storeId: number, day: RememberedDay | null) => void;
}

export const useRememberedDayStore = create<RememberedDayStore>()(
  persist(
    (set) => ({
      days: {},
      offer: (storeId, day) => {
        set((state) => {
          const days = { ...state.days };
          if (day) days[String(storeId)] = day;
          else delete days[String(storeId)];
          return { days };
        });
      },
    }),
    {
      name: REMEMBERED_DAY_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ days }) => ({ days }),
    },
  ),
);

/** The day offered for this cart, or null (none, or it was offered for another cart). */
export function useRememberedDay(
  storeId: number,
  cartId: string | undefined,
): { date: string; slotId: number } | null {
  const day = useRememberedDayStore((state) => state.days[String(storeId)]);
  return day && day.cartId === cartId ? { date: day.date, slotId: day.slotId } : null;
}
