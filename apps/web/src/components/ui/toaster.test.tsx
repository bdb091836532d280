import { TIMING } from '@prato/core/domain/timing';
import { act, render, screen } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { Toaster } from './toaster';

test('an error toast stays after the others have gone, until its own longer time', async () => {
  vi.useFakeTimers();
  try {
    render(<Toaster />);
    act(() => {
      toast.success('Salvo.');
      toast.error('Erro ao salvar');
    });
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.getByText('Salvo.')).toBeInTheDocument();
    expect(screen.getByText('Erro ao salvar')).toBeInTheDocument();

    // Past the default time (and the exit animation) the success is gone, the error is not.
    act(() => void vi.advanceTimersByTime(TIMING.toastDefault + 1000));
    expect(screen.queryByText('Salvo.')).not.toBeInTheDocument();
    expect(screen.getByText('Erro ao salvar')).toBeInTheDocument();

    act(() => void vi.advanceTimersByTime(TIMING.toastError));
    expect(screen.queryByText('Erro ao salvar')).not.toBeInTheDocument();
  } finally {
    act(() => void toast.dismiss());
    vi.useRealTimers();
  }
});
