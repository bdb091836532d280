import { pageTitle } from '@/config/app';
import { LandingPage } from '@/features/landing/components/landing-page';

/** /: prerendered into index.html at build and hydrated by its own entry (landing-main.tsx). */
export default function LandingRoute() {
  return (
    <>
      <title>{pageTitle('Planejamento de refeições e nutrição')}</title>
      <LandingPage />
    </>
  );
}
