import type { NutrientDay } from '@prato/core/schemas/nutrients';

/**
 * The day's energy from ultra-processed foods (NOVA 4, which the Guia Alimentar asks people to avoid),
 * when some food of the day has a known NOVA group (packaged foods read by barcode); the share of
 * energy whose group is known is said too, so a partial figure never reads as the whole day's.
 */
export function UltraProcessedLine({ share }: { share: NutrientDay['ultraProcessed'] }) {
  if (!share) return null;
  return (
    <p className="mt-3 text-sm text-slate-700" data-testid="ultra-processed-share">
      <span className="font-semibold">Ultraprocessados (NOVA 4): {share.percent}% da energia do dia.</span>{' '}
      {share.knownPercent < 100 ? (
        <span className="text-slate-500">
          Classificação NOVA conhecida para {share.knownPercent}% da energia (só produtos lidos pelo código de barras).
        </span>
      ) : null}
    </p>
  );
}
