import type { ReactNode } from 'react';
import type { LandingSectionId } from '../sections';

/** A section of the landing: its anchor (the header's links), its title and intro, then its content. */
export function LandingSection({
  id,
  title,
  intro,
  tone = 'white',
  children,
}: {
  id: LandingSectionId | 'exemplos';
  title: string;
  intro?: string;
  tone?: 'white' | 'tinted';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-16 py-16 sm:py-24 ${tone === 'tinted' ? 'bg-slate-50' : ''}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-slate-600">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
