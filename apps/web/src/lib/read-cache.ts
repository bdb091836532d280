/** The service worker's copy of the last reads (vite.config.ts runtimeCaching, decision 016). */
export const READ_CACHE = 'prato-api-reads';

/** On sign-out: the next person on this device must not open the previous account's data offline. */
export async function clearReadCache(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(READ_CACHE);
  } catch {
    // Cache Storage unavailable (private mode): nothing was kept.
  }
}
