// The app shell's first script (app.html, before the app's own main.tsx; build/boot-entry.ts links it).
// It imports almost nothing, so it runs as soon as the page arrives, and starts what the opened page
// needs side by side with Preact, the router and zod instead of after them: its route chunks and its API
// reads, whose answers the API client takes when the page asks (lib/early-requests.ts).
import { preloadPage } from './app/preload-page';

preloadPage(window.location.pathname);
