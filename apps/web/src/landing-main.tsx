// Entry of / (index.html): hydrates the prerendered landing without the app's router, query client or
// forms, so the first visit fetches little JavaScript. Its links are document links into the app (app.html).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './landing-app';
import { readPagePlans } from './lib/plans-catalogue';
import { InstallPrompt } from './pwa/install-prompt';
import { UpdateNotice } from './pwa/update-notice';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado');

// The plans this installation sells, as the server put them in the page, before the first render (decision 026).
const prerendered = root.hasChildNodes();
readPagePlans(document, { prerendered });

const landing = (
  <StrictMode>
    <LandingApp />
  </StrictMode>
);
// The dev server serves index.html without the prerendered markup.
if (prerendered) hydrateRoot(root, landing);
else createRoot(root).render(landing);

// The service worker and the install offer live outside the prerendered tree.
const pwa = document.createElement('div');
document.body.append(pwa);
createRoot(pwa).render(
  <StrictMode>
    <UpdateNotice />
    <InstallPrompt />
  </StrictMode>,
);
