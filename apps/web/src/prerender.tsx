// Build-time entry (build/prerender.ts): the landing page as static HTML for index.html.
import { renderToString } from 'react-dom/server';
import { LandingApp } from './landing-app';

export function renderLanding(): string {
  return renderToString(<LandingApp />);
}
