import { daysRemainingTone, type DaysRemainingTone } from '@prato/core/domain/admin';
import { formatBRL } from '@prato/core/domain/plans';
import { paymentStatusLabel } from '@prato/core/schemas/payments';
import { formatDate, formatDateTime } from '@/lib/format-date';

/** "10/06/2025, 13:00", or "—" when there is none. */
export const formatDateTimeOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

export function formatLastPayment(status: string | null, at: string | null, amount: number | null): string {
  if (!status && !at) return 'Nenhum';
  return [
    status ? paymentStatusLabel(status) : null,
    at ? formatDate(at) : null,
    amount !== null ? formatBRL(amount) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** days-remaining colours: ≤0 red, ≤7 orange, ≤30 yellow (text kept at 4.5:1 contrast). */
const TONE_CLASSES: Record<DaysRemainingTone, string> = {
  red: 'bg-red-100 text-red-800',
  orange: 'bg-orange-100 text-orange-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  none: 'bg-slate-100 text-slate-700',
};

export function daysRemainingClass(days: number | null): string {
  return TONE_CLASSES[daysRemainingTone(days)];
}

export function daysRemainingText(days: number | null): string {
  if (days === null) return '—';
  return days === 1 ? '1 dia' : `${days} dias`;
}

/** The YYYY-MM-DD of an instant in the browser's zone (the value of a date input). */
export function toDateInput(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
