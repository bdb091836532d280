import { ConnectivityBanner } from './components/connectivity-banner';
import { PublicShell } from './features/landing/components/public-shell';
import LandingRoute from './app/routes/landing';

/** The landing as the prerender writes it into index.html and landing-main.tsx hydrates it. */
export function LandingApp() {
  return (
    <>
      <ConnectivityBanner />
      <PublicShell onLanding>
        <LandingRoute />
      </PublicShell>
    </>
  );
}
