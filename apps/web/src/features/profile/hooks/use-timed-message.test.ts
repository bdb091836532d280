import { TIMING } from '@prato/core/domain/timing';
import { act, renderHook } from '@testing-library/preact';
import { expect, test, vi } from 'vitest';
import { useTimedMessage } from './use-timed-message';

test('a success goes after its time; an error stays until the next message', () => {
  vi.useFakeTimers();
  try {
    const { result } = renderHook(() => useTimedMessage());

    act(() => result.current.show({ tone: 'success', text: 'Perfil atualizado!' }));
    act(() => void vi.advanceTimersByTime(TIMING.profileMessage));
    expect(result.current.message).toBeNull();

    act(() => result.current.show({ tone: 'error', text: 'Erro ao salvar' }));
    act(() => void vi.advanceTimersByTime(TIMING.profileMessage * 10));
    expect(result.current.message).toEqual({ tone: 'error', text: 'Erro ao salvar' });

    act(() => result.current.show({ tone: 'success', text: 'Perfil atualizado!' }));
    expect(result.current.message?.tone).toBe('success');
  } finally {
    vi.useRealTimers();
  }
});
