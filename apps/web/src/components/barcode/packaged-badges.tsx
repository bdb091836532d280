import { frontOfPackText } from '@prato/core/domain/front-of-pack';
import { PRODUCT_MESSAGES, type PackagedInfo } from '@prato/core/schemas/products';
import { cn } from '@/lib/cn';

/**
 * A packaged food's ANVISA front-of-pack magnifier (black "ALTO EM …" badges, as on the package; an
 * unknown nutrient in outline, "não informado") and a NOVA 4 "ultraprocessado" mark.
 */
export function PackagedBadges({ packaged, className }: { packaged: PackagedInfo; className?: string }) {
  if (packaged.frontOfPack.length === 0 && packaged.nova !== 4) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Rotulagem do produto">
      {packaged.frontOfPack.map((flag) => (
        <li
          key={flag.nutrient}
          className={cn(
            'inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-bold uppercase tracking-wide',
            flag.status === 'alto' ? 'bg-black text-white' : 'border border-slate-500 bg-white text-slate-800',
          )}
        >
          <MagnifierIcon />
          {frontOfPackText(flag)}
        </li>
      ))}
      {packaged.nova === 4 ? (
        <li
          className="inline-flex items-center rounded-md border border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900"
          title={PRODUCT_MESSAGES.ultraProcessedTitle}
        >
          NOVA 4 · {PRODUCT_MESSAGES.ultraProcessed}
        </li>
      ) : null}
    </ul>
  );
}

/** The magnifying glass of ANVISA's front-of-pack design, drawn small. */
function MagnifierIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-3" aria-hidden focusable="false">
      <circle cx="6.5" cy="6.5" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 10l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
