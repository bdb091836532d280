import {
  GLYCEMIC_INDEX_LEVELS,
  GLYCEMIC_SOURCE_LABELS,
  glycemicIndexLevel,
  type GlycemicSource,
  type LevelColor,
} from '@prato/core/domain/glycemic';
import { cn } from '@/lib/cn';
import { formatNumber } from '../lib/format';

// Text colours keep at least 4.5:1 contrast on their backgrounds.
const COLORS: Record<LevelColor, string> = {
  green: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  yellow: 'border-amber-200 bg-amber-50 text-amber-800',
  red: 'border-red-200 bg-red-50 text-red-700',
};
const NEUTRAL = 'border-slate-200 bg-slate-50 text-slate-700';

/** What the mark after a value that is not measured means, for a pointer's tooltip. */
const SOURCE_TITLES: Record<Exclude<GlycemicSource, 'measured'>, string> = {
  approximate: 'Valor medido em uma variedade ou preparo parecido do alimento (Atkinson 2008)',
  estimated: 'Estimado a partir de alimentos semelhantes, não medido para este alimento',
};

interface GlycemicBadgeProps {
  /**
   * 'index' takes the colour of its ISO 26642 band; a meal's 'load' is never coloured: the load bands
   * (10 and 20) are for one serving of one food, not for a plate (decision 027).
   */
  kind: 'index' | 'load';
  value: number | null;
  /** Adds the band's name ("Baixo", "Médio", "Alto") after an index. */
  withLabel?: boolean;
  /**
   * Where the value comes from: anything not measured is written after it ("· aproximado",
   * "· estimado"), in text, not by colour alone.
   */
  source?: GlycemicSource;
  className?: string;
}

/**
 * A glycemic index (with the colour of its band) or a meal's load; a dash, read "não se aplica", when
 * not applicable. A value not measured is followed by its source in words ("aproximado", "estimado"),
 * beside the pill so that on a narrow column it wraps whole below it.
 */
export function GlycemicBadge({ kind, value, withLabel = false, source, className }: GlycemicBadgeProps) {
  const level = value === null || kind === 'load' ? null : GLYCEMIC_INDEX_LEVELS[glycemicIndexLevel(value)];
  const mark = value !== null && source && source !== 'measured' ? source : null;
  const pill = (
    <span
      data-level={level?.color ?? 'none'}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        level ? COLORS[level.color] : NEUTRAL,
        className,
      )}
    >
      {value === null ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">não se aplica</span>
        </>
      ) : (
        formatNumber(value)
      )}
      {withLabel && level ? <span className="font-medium">· {level.label}</span> : null}
    </span>
  );
  if (!mark) return pill;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
      {pill}{' '}
      <span className="text-xs font-medium text-slate-700" title={SOURCE_TITLES[mark]}>
        {GLYCEMIC_SOURCE_LABELS[mark]}
      </span>
    </span>
  );
}
