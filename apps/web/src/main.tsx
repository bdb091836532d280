import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { prefetchPageData } from './app/page-data';
import { createQueryClient } from './app/provider';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { PRERENDERED_ATTRIBUTE } from './app/pages';
import { runEffectsBeforeEvents } from './lib/effects-before-events';
import './index.css';

/**
 * The longest the first render waits for the page's data: past it the page shows its spinner, as it
 * would without the wait. Meanwhile the shell app.html carries (its header and placeholders) is on screen.
 */
const FIRST_RENDER_WAIT_MS = 1500;

// Before the first render: the effects of a render run before the next event reaches a handler, as in React.
runEffectsBeforeEvents();

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado');

const { pathname } = window.location;
const queryClient = createQueryClient();

const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);

function render() {
  const app = <AppRoot queryClient={queryClient} router={createAppRouter()} />;
  // /login comes prerendered (build/prerender.ts): Preact takes over its markup instead of redrawing it.
  // Every other page replaces the static shell of app.html.
  if (prerendered) hydrateRoot(root!, app);
  else createRoot(root!).render(app);
}

// The first render is the page itself, with its layout and its data: not the router's spinner, then the
// guards' spinners, then the page, each a long task of its own on a slow phone. The page's chunks and
// reads have been on their way since boot.ts ran. A prerendered page reads nothing, and hydrates only
// with its route modules in place (without them the router would render its spinner over the markup).
void (
  prerendered
    ? loadMatchedRoutes(pathname)
    : Promise.race([
        Promise.all([loadMatchedRoutes(pathname), prefetchPageData(queryClient, pathname)]),
        new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
      ])
).then(render);
