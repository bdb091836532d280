import type { HydrationSettings } from '@prato/core/schemas/hydration';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const litres = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** A volume in the unit the user chose: "750 ml" or "0,75 L". */
export function formatVolume(ml: number, unit: HydrationSettings['unit']): string {
  return unit === 'liters' ? `${litres.format(ml / 1000)} L` : `${integer.format(ml)} ml`;
}
