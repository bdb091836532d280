import { useEffect } from 'react';
import { ConnectivityBanner } from './components/connectivity-banner';
import { PublicShell } from './features/landing/components/public-shell';
import LandingRoute from './app/routes/landing';

/** The landing as the prerender writes it into index.html and landing-main.tsx hydrates it. */
export function LandingApp() {
  // Marks the moment the prerendered page is hydrated and interactive (the E2E journeys wait for it).
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <>
      <ConnectivityBanner />
      <PublicShell onLanding>
        <LandingRoute />
      </PublicShell>
    </>
  );
}
