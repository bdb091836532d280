/* Background Sync of the offline queue (decision 016), imported by the Workbox service worker. */
/* The page queues records in IndexedDB (src/lib/offline-queue.ts, same database names and rules) */
/* and registers the tag below; the browser fires it when the connection comes back. */
(() => {
  const SYNC_TAG = 'prato-offline-sync';
  const SYNC_MESSAGE = 'prato:offline-sync';
  const QUEUE_DB = 'prato-offline-queue';
  const FAILED_DB = 'prato-offline-failed';
  const STORE = 'items';
  const MAX_RETRIES = 3;
  const PATHS = {
    meal: '/api/meals',
    weight: '/api/weights',
    activity: '/api/activities',
    water: '/api/hydration/intakes',
  };
  const GENERIC_ERROR = 'Erro ao processar solicitação';

  function request(idbRequest) {
    return new Promise((resolve, reject) => {
      idbRequest.onsuccess = () => resolve(idbRequest.result);
      idbRequest.onerror = () => reject(idbRequest.error);
    });
  }

  /** The same database idb-keyval's createStore(name, 'items') opens in the page. */
  function open(name) {
    const opening = self.indexedDB.open(name);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    return request(opening);
  }

  async function withStore(name, mode, use) {
    const db = await open(name);
    try {
      return await use(db.transaction(STORE, mode).objectStore(STORE));
    } finally {
      db.close();
    }
  }

  const isItem = (value, key) =>
    value !== null &&
    typeof value === 'object' &&
    value.id === key &&
    (value.type === 'reminder' || Object.prototype.hasOwnProperty.call(PATHS, value.type)) &&
    value.data !== null &&
    typeof value.data === 'object' &&
    typeof value.timestamp === 'number' &&
    Number.isInteger(value.retries) &&
    typeof value.userId === 'string';

  async function pendingOf(userId) {
    return withStore(QUEUE_DB, 'readonly', async (store) => {
      const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
      return values
        .filter((value, index) => isItem(value, keys[index]) && value.userId === userId)
        .sort((a, b) => a.timestamp - b.timestamp || a.id.localeCompare(b.id));
    });
  }

  const put = (name, item) => withStore(name, 'readwrite', (store) => request(store.put(item, item.id)));
  const remove = (name, id) => withStore(name, 'readwrite', (store) => request(store.delete(id)));

  /** The screen's own request: a new record is POSTed; a reminder's mark is a PATCH of that reminder. */
  function requestOf(item) {
    const init = {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(item.data),
    };
    if (item.type !== 'reminder') return [PATHS[item.type], init];
    const { id, ...body } = item.data;
    return [
      `/api/hydration/intakes/${encodeURIComponent(String(id))}`,
      { ...init, method: 'PATCH', body: JSON.stringify(body) },
    ];
  }

  async function signedInUserId() {
    const response = await self.fetch('/api/auth/session', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = await response.json().catch(() => null);
    return body && body.user && typeof body.user.id === 'string' ? body.user.id : null;
  }

  /** Network down, 5xx, 401, 408 or 429: try later, no try counted. */
  const unavailable = (status) => status >= 500 || status === 401 || status === 408 || status === 429;

  async function replay() {
    const userId = await signedInUserId();
    // Signed out: the items wait for their user's next session in the app.
    if (!userId) return;
    for (const item of await pendingOf(userId)) {
      let response;
      try {
        response = await self.fetch(...requestOf(item));
      } catch {
        throw new Error('offline queue: no connection');
      }
      if (response.ok) {
        await remove(QUEUE_DB, item.id);
        continue;
      }
      // Rejecting the sync event makes the browser fire it again later.
      if (unavailable(response.status)) throw new Error(`offline queue: server answered ${response.status}`);
      const retries = item.retries + 1;
      if (retries < MAX_RETRIES) {
        await put(QUEUE_DB, { ...item, retries });
        continue;
      }
      const body = await response.json().catch(() => null);
      const message = body && body.error && typeof body.error.message === 'string' ? body.error.message : GENERIC_ERROR;
      await put(FAILED_DB, { ...item, retries, failedAt: Date.now(), message });
      await remove(QUEUE_DB, item.id);
    }
  }

  async function sync() {
    // An open window syncs itself (and shows it): one sender at a time.
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    if (windows.length > 0) {
      for (const client of windows) client.postMessage({ type: SYNC_MESSAGE });
      return;
    }
    const locks = self.navigator && self.navigator.locks;
    if (!locks) return replay();
    return locks.request(SYNC_TAG, { ifAvailable: true }, (lock) => (lock ? replay() : undefined));
  }

  self.addEventListener('sync', (event) => {
    if (event.tag === SYNC_TAG) event.waitUntil(sync());
  });
})();
