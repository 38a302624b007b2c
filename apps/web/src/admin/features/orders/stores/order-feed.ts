import type { AdminStreamStatus } from '../../../lib/admin-request';
import { create } from 'zustand';

/** Where a store's live feed stands: connecting, open, reconnecting, or stopped for good. */
export type FeedStatus = AdminStreamStatus | 'stopped';

interface StoreFeed {
  status: FeedStatus;
  /** The last event seen, so a screen opened later resumes from it (nothing missed between). */
  lastEventId: string | null;
  /** Orders that arrived live and nobody opened yet, newest first. */
  unseen: string[];
}

interface OrderFeedState {
  stores: Record<string, StoreFeed>;
  setStatus: (slug: string, status: FeedStatus) => void;
  saw: (slug: string, eventId: string | null) => void;
  arrived: (slug: string, number: string) => void;
  opened: (slug: string, number: string) => void;
  clearUnseen: (slug: string) => void;
}

const EMPTY: StoreFeed = { status: 'connecting', lastEventId: null, unseen: [] };

/** How many unseen orders are kept (the badge says "99+" long before). */
const MAX_UNSEEN = 200;

/**
 * The orders feed of each store the console has open, shared by its screens (Hoy, Pedidos, an
 * order): kept in memory for the page's life, forgotten on reload (the board shows every order
 * anyway; "new" means new since the console was opened).
 */
export const useOrderFeed = create<OrderFeedState>()((set) => {
  const update = (slug: string, change: (feed: StoreFeed) => Partial<StoreFeed>) => {
    set((state) => {
      const feed = state.stores[slug] ?? EMPTY;
      return { stores: { ...state.stores, [slug]: { ...feed, ...change(feed) } } };
    });
  };
  return {
    stores: {},
    setStatus: (slug, status) => {
      update(slug, () => ({ status }));
    },
    saw: (slug, eventId) => {
      if (eventId !== null) update(slug, () => ({ lastEventId: eventId }));
    },
    arrived: (slug, number) => {
      update(slug, (feed) => ({
        unseen: [number, ...feed.unseen.filter((each) => each !== number)].slice(0, MAX_UNSEEN),
      }));
    },
    opened: (slug, number) => {
      update(slug, (feed) => ({ unseen: feed.unseen.filter((each) => each !== number) }));
    },
    clearUnseen: (slug) => {
      update(slug, () => ({ unseen: [] }));
    },
  };
});

export function useStoreFeed(slug: string): StoreFeed {
  return useOrderFeed((state) => state.stores[slug] ?? EMPTY);
}
