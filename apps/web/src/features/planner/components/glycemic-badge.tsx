import {
  GLYCEMIC_INDEX_LEVELS,
  GLYCEMIC_LOAD_LEVELS,
  glycemicIndexLevel,
  glycemicLoadLevel,
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

interface GlycemicBadgeProps {
  kind: 'index' | 'load';
  value: number | null;
  /** Adds the level's name ("Baixo", "Atenção"…) after the value. */
  withLabel?: boolean;
  /** The index is estimated from the closest measured food, not measured for this one. */
  estimated?: boolean;
  className?: string;
}

/** A glycemic index or load with the colour of its level; a dash, read "não se aplica", when not applicable. */
export function GlycemicBadge({ kind, value, withLabel = false, estimated = false, className }: GlycemicBadgeProps) {
  const level =
    value === null
      ? null
      : kind === 'index'
        ? GLYCEMIC_INDEX_LEVELS[glycemicIndexLevel(value)]
        : GLYCEMIC_LOAD_LEVELS[glycemicLoadLevel(value)];
  return (
    <span
      data-level={level?.color ?? 'none'}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
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
      {estimated && value !== null ? (
        <span className="font-medium" title="Estimado a partir do alimento medido mais parecido (Atkinson 2008)">
          · estimado
        </span>
      ) : null}
    </span>
  );
}
