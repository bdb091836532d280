import { AI_BADGE_MS, CHAT_HISTORY_STORAGE_KEY, CHAT_MESSAGES, CHAT_SUGGESTIONS } from '@prato/core/schemas/chat';
import { screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test } from 'vitest';
import { apiError, premiumSubscription, signedIn, withSubscription } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

afterEach(() => window.localStorage.clear());

const reply = (text: string, citations: string[] = []) =>
  HttpResponse.json({ reply: text, kind: 'intake_today', source: 'local', citations });

test('a free plan sees the unlock card with "Ver planos Premium", and no conversation', async () => {
  server.use(signedIn());
  renderApp('/chat');
  expect(await screen.findByRole('heading', { name: 'Desbloqueie o assistente nutricional' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver planos Premium' })).toHaveAttribute('href', '/assinatura');
  expect(screen.queryByLabelText('Sua mensagem')).not.toBeInTheDocument();
});

test('premium: 4 suggestions on an empty conversation; Enter sends, the reply and its citation appear and are kept', async () => {
  const sent: unknown[] = [];
  server.use(
    signedIn(),
    withSubscription(premiumSubscription()),
    http.post('/api/chat', async ({ request }) => {
      sent.push(await request.json());
      return reply('Hoje você comeu 66,8 g de proteína em 2 refeições.', ['Fonte: TACO']);
    }),
  );
  const { user, unmount } = renderApp('/chat');
  const log = await screen.findByRole('log', { name: 'Conversa com o assistente' });
  for (const question of CHAT_SUGGESTIONS.slice(0, 4))
    expect(within(log).getByRole('button', { name: question })).toBeInTheDocument();
  expect(within(log).queryByRole('button', { name: CHAT_SUGGESTIONS[4] })).not.toBeInTheDocument();

  const input = screen.getByLabelText('Sua mensagem');
  await user.type(input, 'quanta proteína{Shift>}{Enter}{/Shift}eu comi hoje?{Enter}');
  expect(await within(log).findByText('Hoje você comeu 66,8 g de proteína em 2 refeições.')).toBeInTheDocument();
  expect(sent).toEqual([{ message: 'quanta proteína\neu comi hoje?' }]);
  expect(await within(log).findByText('Fonte: TACO')).toBeInTheDocument();
  expect(input).toHaveValue('');

  const stored = JSON.parse(window.localStorage.getItem(CHAT_HISTORY_STORAGE_KEY) ?? '{}');
  expect(stored.userId).toBe('user-1');
  expect(stored.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);

  // Restored on open, at once.
  unmount();
  renderApp('/chat');
  expect(await screen.findByText('Hoje você comeu 66,8 g de proteína em 2 refeições.')).toBeInTheDocument();
});

test('empty and HTML messages are blocked before sending; server errors show their pt-BR texts', async () => {
  let calls = 0;
  server.use(
    signedIn(),
    withSubscription(premiumSubscription()),
    http.post('/api/chat', () => {
      calls += 1;
      return apiError(429, 'AI_RATE_LIMITED', CHAT_MESSAGES.rateLimited);
    }),
  );
  const { user } = renderApp('/chat');
  const input = await screen.findByLabelText('Sua mensagem');
  await user.type(input, '   {Enter}');
  expect(await screen.findByText(CHAT_MESSAGES.empty)).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, '<b>oi</b>{Enter}');
  expect(await screen.findByText('Mensagem contém HTML não permitido')).toBeInTheDocument();
  expect(calls).toBe(0);

  await user.clear(input);
  await user.type(input, 'Quanta água eu bebi hoje?{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.rateLimited);
  expect(calls).toBe(1);
});

test('a 403 from the server (plan changed) shows the unlock card', async () => {
  server.use(
    signedIn(),
    withSubscription(premiumSubscription()),
    http.post('/api/chat', () => apiError(403, 'PREMIUM_REQUIRED', CHAT_MESSAGES.premiumRequired)),
  );
  const { user } = renderApp('/chat');
  await user.click(await screen.findByRole('button', { name: CHAT_SUGGESTIONS[0] }));
  expect(await screen.findByRole('link', { name: 'Ver planos Premium' })).toBeInTheDocument();
});

test('clearing the conversation asks first, then empties it and the saved history', async () => {
  window.localStorage.setItem(
    CHAT_HISTORY_STORAGE_KEY,
    JSON.stringify({
      userId: 'user-1',
      messages: [{ id: '1', role: 'user', content: 'Oi', timestamp: '2025-06-10T12:00:00.000Z' }],
    }),
  );
  server.use(signedIn(), withSubscription(premiumSubscription()));
  const { user } = renderApp('/chat');
  await user.click(await screen.findByRole('button', { name: 'Limpar conversa' }));
  const dialog = await screen.findByRole('dialog', { name: 'Limpar conversa?' });
  await user.click(within(dialog).getByRole('button', { name: 'Limpar' }));
  await waitFor(() => expect(window.localStorage.getItem(CHAT_HISTORY_STORAGE_KEY)).toBeNull());
  expect(await screen.findByRole('heading', { name: 'Como posso ajudar?' })).toBeInTheDocument();
});

test('a model’s streamed answer is shown as it arrives, then kept', async () => {
  server.use(
    signedIn(),
    withSubscription(premiumSubscription()),
    http.post('/api/chat', () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(encoder.encode('event: delta\ndata: {"text":"Você comeu "}\n\n'));
          controller.enqueue(encoder.encode('event: delta\ndata: {"text":"42 g."}\n\n'));
          controller.enqueue(
            encoder.encode(
              'event: done\ndata: {"reply":"Você comeu 42 g.","kind":"intake_today","source":"ai","citations":[]}\n\n',
            ),
          );
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  const { user } = renderApp('/chat');
  await user.type(await screen.findByLabelText('Sua mensagem'), 'Quanta proteína eu comi hoje?{Enter}');
  expect(await screen.findByText('Você comeu 42 g.')).toBeInTheDocument();
});

test('floating button: free plan opens the "Assistente Premium" modal; with a saved conversation, the choice', async () => {
  server.use(signedIn());
  const { user, router } = renderApp('/home');
  await user.click(await screen.findByRole('button', { name: 'Abrir o assistente nutricional com IA' }));
  const premium = await screen.findByRole('dialog', { name: 'Assistente Premium' });
  expect(within(premium).getByRole('button', { name: 'Ver planos Premium' })).toBeInTheDocument();
  await user.click(within(premium).getByRole('button', { name: 'Agora não' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(router.state.location.pathname).toBe('/home');
});

test('floating button: premium with history starts a new conversation only once its deletion is confirmed; hidden on /chat', async () => {
  window.localStorage.setItem(
    CHAT_HISTORY_STORAGE_KEY,
    JSON.stringify({
      userId: 'user-1',
      messages: [{ id: '1', role: 'user', content: 'Oi', timestamp: '2025-06-10T12:00:00.000Z' }],
    }),
  );
  server.use(signedIn(), withSubscription(premiumSubscription()));
  const { user, router } = renderApp('/home');
  await user.click(await screen.findByRole('button', { name: 'Abrir o assistente nutricional com IA' }));
  const choice = await screen.findByRole('dialog', { name: 'Assistente Nutricional' });
  expect(within(choice).getByRole('button', { name: 'Continuar Conversa Anterior' })).toBeInTheDocument();
  expect(within(choice).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  // The saved conversation is deleted only from the confirmation: "Cancelar" there keeps it.
  await user.click(within(choice).getByRole('button', { name: 'Iniciar Nova Conversa' }));
  let confirm = await screen.findByRole('dialog', { name: 'Iniciar nova conversa?' });
  expect(confirm).toHaveAccessibleDescription(
    'A conversa salva será apagada deste aparelho. Isso não pode ser desfeito.',
  );
  await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Iniciar nova conversa?' })).not.toBeInTheDocument());
  expect(window.localStorage.getItem(CHAT_HISTORY_STORAGE_KEY)).not.toBeNull();
  expect(router.state.location.pathname).toBe('/home');

  await user.click(within(choice).getByRole('button', { name: 'Iniciar Nova Conversa' }));
  confirm = await screen.findByRole('dialog', { name: 'Iniciar nova conversa?' });
  await user.click(within(confirm).getByRole('button', { name: 'Apagar e iniciar' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  expect(window.localStorage.getItem(CHAT_HISTORY_STORAGE_KEY)).toBeNull();
  expect(await screen.findByRole('heading', { name: 'Como posso ajudar?' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Abrir o assistente nutricional com IA' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Assistente nutricional com IA' })).not.toBeInTheDocument();
});

test("on a phone the assistant's button sits in the top bar and opens the same choices", async () => {
  server.use(signedIn());
  const { user } = renderApp('/home');
  const banner = await screen.findByRole('banner');
  await user.click(within(banner).getByRole('button', { name: 'Assistente nutricional com IA' }));
  const premium = await screen.findByRole('dialog', { name: 'Assistente Premium' });
  expect(within(premium).getByRole('button', { name: 'Ver planos Premium' })).toBeInTheDocument();
});

test('the floating button shows its "IA" badge and bounces (unless motion is reduced) for 5 s, then rests', async () => {
  server.use(signedIn());
  const started = Date.now();
  renderApp('/home');
  const button = await screen.findByRole('button', { name: 'Abrir o assistente nutricional com IA' });
  expect(button).toHaveTextContent('IA');
  // Tailwind's motion-safe: variant: no bounce for people who asked the system to reduce motion.
  expect(button).toHaveClass('motion-safe:animate-bounce');
  await waitFor(() => expect(button).not.toHaveTextContent('IA'), { timeout: AI_BADGE_MS + 10_000 });
  expect(button).not.toHaveClass('motion-safe:animate-bounce');
  expect(Date.now() - started).toBeGreaterThanOrEqual(AI_BADGE_MS);
});
