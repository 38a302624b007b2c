import { createCatalogueChanges } from '../modules/catalogue/catalogue-changes';

/**
 * The catalogue-change broadcast for a command-line run: this process has no cache of its own,
 * so with REDIS_URL it only tells the servers' caches; its warnings go to the console.
 */
export function cliCatalogueChanges(redisUrl: string | undefined) {
  return createCatalogueChanges(null, redisUrl, {
    warn: (_details, message) => console.warn(message),
    error: (_details, message) => console.error(message),
  });
}
