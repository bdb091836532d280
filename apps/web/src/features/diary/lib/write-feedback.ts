import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';

/**
 * What a diary form does after a write: a toast once the server saved it (queued offline, the queue
 * says so itself), then it closes; a refusal stays in the form, in pt-BR.
 */
export function closeAfterWrite(success: string, onDone: () => void, onError: (message: string) => void) {
  return {
    onSuccess: (result: { status: 'saved' | 'queued' }) => {
      if (result.status === 'saved') toast.success(success);
      onDone();
    },
    onError: (failure: unknown) => onError(errorMessage(failure)),
  };
}
