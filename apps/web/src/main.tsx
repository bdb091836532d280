import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchPageData } from './app/page-data';
import { AppProvider, createQueryClient } from './app/provider';
import { AppRouter, createAppRouter, loadMatchedRoutes } from './app/router';
import { PwaNotices } from './pwa/pwa-notices';
import './index.css';

/**
 * The longest the first render waits for the page's data: past it the page shows its spinner, as it
 * would without the wait.
 */
const FIRST_RENDER_WAIT_MS = 1500;

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado');

const { pathname } = window.location;
const queryClient = createQueryClient();

function render() {
  const app = createRoot(root!);
  // As a transition React renders the page in slices of a few milliseconds, yielding to the browser in
  // between, instead of in one long task that a tap would have to wait for.
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppRouter router={createAppRouter()} />
          <PwaNotices />
        </AppProvider>
      </StrictMode>,
    ),
  );
}

// The first paint is the page itself, with its layout and its data, in one render: not the router's
// spinner, then the guards' spinners, then the page, each a long task of its own on a slow phone. The
// page's chunks and reads have been on their way since boot.ts ran.
void Promise.race([
  Promise.all([loadMatchedRoutes(pathname), prefetchPageData(queryClient, pathname)]),
  new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
]).then(render);
