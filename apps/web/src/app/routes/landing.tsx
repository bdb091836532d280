import { pageTitle } from '@/config/app';
import { LandingPage } from '@/features/landing/components/landing-page';
import { DocumentTitle } from '@/components/document-title';

/** /: prerendered into index.html at build and hydrated by its own entry (landing-main.tsx). */
export default function LandingRoute() {
  return (
    <>
      <DocumentTitle>{pageTitle('Planejamento de refeições e nutrição')}</DocumentTitle>
      <LandingPage />
    </>
  );
}
