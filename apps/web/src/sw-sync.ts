// The service worker's Background Sync script, built into /sw-sync.js (build/service-worker-script.ts)
// and loaded by the Workbox worker with importScripts: the offline queue's replay (lib/sw-sync.ts).
import { listenForOfflineSync, type SyncWorkerScope } from './lib/sw-sync';

listenForOfflineSync(self as unknown as SyncWorkerScope);
