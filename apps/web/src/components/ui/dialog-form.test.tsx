import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { api } from '@/lib/api-client';
import { server } from '@/testing/server';
import { ConfirmButton, DeleteButton, TargetDialog } from './dialog-form';
import { Toaster } from './toaster';

function Row() {
  const remove = useMutation({ mutationFn: (id: string) => api.delete(`/things/${id}`) });
  return (
    <DeleteButton
      label="Excluir coisa"
      title="Excluir coisa?"
      description="A coisa sai da lista."
      remove={remove}
      id="thing-1"
      messages={{ deleted: 'Coisa excluída.', deleteFailed: 'Erro ao excluir coisa' }}
    />
  );
}

test('a deletion says so even when the row that asked is gone before the answer arrives', async () => {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.delete('/api/things/:id', async () => {
      await answered;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const queryClient = new QueryClient();
  const page = (rowShown: boolean) => (
    <QueryClientProvider client={queryClient}>
      <Toaster />
      {rowShown && <Row />}
    </QueryClientProvider>
  );
  const user = userEvent.setup();
  const { rerender } = render(page(true));

  await user.click(screen.getByRole('button', { name: 'Excluir coisa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir coisa?' });
  await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  // The list, read again (another tab deleted it, or the screen's own refresh came first), drops the row.
  rerender(page(false));
  answer();

  expect(await screen.findByText('Coisa excluída.')).toBeInTheDocument();
});

test('focus goes back to the button that opened a dialog when it is cancelled', async () => {
  const user = userEvent.setup();
  render(
    <ConfirmButton confirm={{ title: 'Excluir coisa?', description: 'A coisa sai da lista.', onConfirm: () => {} }}>
      Excluir coisa
    </ConfirmButton>,
  );
  const opener = screen.getByRole('button', { name: 'Excluir coisa' });

  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Excluir coisa?' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
});

test("a dialog whose opener is gone when it closes leaves focus on the page's heading", async () => {
  function Page() {
    const [target, setTarget] = useState<string | null>(null);
    const [rowShown, setRowShown] = useState(true);
    return (
      <main>
        <h1>Coisas</h1>
        {rowShown && <button onClick={() => setTarget('coisa')}>Editar coisa</button>}
        <TargetDialog target={target} onClose={() => setTarget(null)} title={(name) => `Excluir ${name}?`}>
          {() => (
            <button
              onClick={() => {
                setRowShown(false);
                setTarget(null);
              }}
            >
              Excluir
            </button>
          )}
        </TargetDialog>
      </main>
    );
  }
  const user = userEvent.setup();
  render(<Page />);

  await user.click(screen.getByRole('button', { name: 'Editar coisa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir coisa?' });
  await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Coisas' })).toHaveFocus());
});
