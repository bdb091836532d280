import { OFFLINE_MESSAGES } from '@prato/core/domain/offline-queue';
import { CloudOff } from '@/components/icons';

/** The small pending mark of a tile or a short line (hydration's reminders and other intakes). */
export function PendingTag() {
  return (
    <span className="rounded-full bg-amber-100 px-1.5 text-[10px] font-semibold text-amber-900">
      {OFFLINE_MESSAGES.pendingBadge}
    </span>
  );
}

/** Marks a record logged offline that the server does not have yet. */
export function PendingBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
      <CloudOff className="size-3.5" aria-hidden />
      {OFFLINE_MESSAGES.pendingBadge}
    </span>
  );
}
