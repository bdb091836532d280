import { OFFLINE_MESSAGES } from '@prato/core/domain/offline-queue';
import { DiaryWriteResultSchema } from '@prato/core/schemas/diary';
import { useQueryClient } from '@tanstack/react-query';
import { Repeat } from '@/components/icons';
import { toast } from '@/lib/toast';
import { refreshMealReads } from '@/api/diary';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { submitOrQueue } from '@/lib/offline-queue';
import { useOfflineWrite } from '@/hooks/use-offline-write';
import { localDateIn } from '@/lib/local-day';

/**
 * "Repetir hoje": a past meal copied into today's diary, in its own slot (POST /api/diary/copy with the
 * meal's id). Copies never spend the free plan's daily limit. The client id is made once per click, so
 * a retry of the same request (offline queue) copies once.
 */
export function RepeatMealButton({ mealId, label, timeZone }: { mealId: string; label: string; timeZone: string }) {
  const queryClient = useQueryClient();
  const repeat = useOfflineWrite({
    mutationFn: () => {
      const id = crypto.randomUUID();
      const body = { id, mealId, toDate: localDateIn(new Date(), timeZone) };
      return submitOrQueue(
        'diary',
        { id, method: 'POST', path: '/diary/copy', body, summary: `Repetir hoje ${label}` },
        DiaryWriteResultSchema,
      );
    },
    onSuccess: async (result) => {
      if (result.status === 'queued') {
        toast.info(OFFLINE_MESSAGES.queued);
        return;
      }
      toast.success('Refeição repetida no diário de hoje.');
      await refreshMealReads(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => repeat.mutate()}
      disabled={repeat.isPending}
      aria-label={`Repetir hoje: ${label}`}
      title="Repetir hoje"
      className="shrink-0 text-slate-500 hover:text-emerald-700"
    >
      <Repeat className="size-4" aria-hidden />
    </Button>
  );
}
