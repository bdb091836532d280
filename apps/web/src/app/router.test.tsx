import { OFFLINE_MESSAGES } from '@prato/core/domain/offline-queue';
import { screen, waitFor, within } from '@testing-library/preact';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { expect, test, vi } from 'vitest';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { dropEarlyResponses, requestEarly } from '@/lib/early-requests';
import { makeProfile, makeUser, signedIn, signedOut, withProfile } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { PAGES } from './pages';
import { routeModules } from './route-modules';
import { createAppRouter, loadMatchedRoutes, routes } from './router';

test('a signed-out visit to /home ends at /login', async () => {
  server.use(signedOut());

  const { router } = renderApp('/home');

  expect(await screen.findByRole('tab', { name: 'Entrar', selected: true })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});

test('a guarded page shows a spinner while the session loads', async () => {
  server.use(signedIn());

  renderApp('/chat');

  expect(await screen.findByRole('status')).toHaveTextContent('Carregando...');
  expect(await screen.findByRole('heading', { name: 'Desbloqueie o assistente nutricional' })).toBeInTheDocument();
});

test('an unknown path redirects to /', async () => {
  const { router } = renderApp('/nao-existe');

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
});

test('/app redirects to /home', async () => {
  server.use(signedIn());

  const { router } = renderApp('/app');

  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
});

test('/home greets by full name or "Usuário" and marks the current link', async () => {
  server.use(signedIn(makeUser({ fullName: null, email: 'joana.souza@example.com' })));

  renderApp('/home');

  expect(await screen.findByRole('heading', { name: /^(Bom dia|Boa tarde|Boa noite), Usuário!$/ })).toBeInTheDocument();
  const [sidebar] = screen.getAllByRole('navigation', { name: 'Navegação principal' });
  expect(within(sidebar!).getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('link', { name: 'Administração' })).not.toBeInTheDocument();
});

test('a non-admin opening /admin goes to /home', async () => {
  server.use(signedIn());

  const { router } = renderApp('/admin');

  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
});

test('an admin sees /admin and the admin links', async () => {
  server.use(
    signedIn(makeUser({ isAdmin: true })),
    http.get('/api/admin/metrics', () =>
      HttpResponse.json({
        totalUsers: 1,
        planCounts: { premium_monthly: 0, premium_quarterly: 0, premium_annual: 0 },
        risk: { expired: 0, due_7: 0, due_30: 0, ok: 1 },
      }),
    ),
    http.get('/api/admin/users', () => HttpResponse.json({ users: [], total: 0, page: 1, pageSize: 25 })),
    http.get('/api/admin/segments', () => HttpResponse.json({ segments: [] })),
    http.get('/api/admin/unmatched-payment-events', () =>
      HttpResponse.json({ events: [], total: 0, page: 1, pageSize: 50 }),
    ),
  );

  renderApp('/admin');

  expect(await screen.findByRole('heading', { name: 'Administração' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Administração' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
});

/** /home signed in, with the user menu found and the sign-out requests counted. */
async function homeWithUserMenu() {
  const calls: string[] = [];
  server.use(
    signedIn(),
    http.post('/api/auth/logout', () => {
      calls.push('logout');
      return HttpResponse.json({ ok: true });
    }),
  );
  const app = renderApp('/home');
  const [menuButton] = await screen.findAllByRole('button', { name: /^Menu do usuário/ });
  const signOut = async () => {
    await app.user.click(menuButton!);
    await app.user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
  };
  return { ...app, calls, signOut };
}

test('"Sair" in the user menu signs out and goes to /login', async () => {
  const { router, calls, signOut } = await homeWithUserMenu();

  await signOut();

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(calls).toEqual(['logout']);
});

test('"Sair" without a connection says it needs one and leaves the session as it is', async () => {
  const { router, calls, signOut } = await homeWithUserMenu();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

  await signOut();

  expect(await screen.findByText(OFFLINE_MESSAGES.signOut)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/home');
  expect(screen.getAllByRole('button', { name: /^Menu do usuário/ }).length).toBeGreaterThan(0);
  expect(calls).toEqual([]);
});

test('/reset-password without a token shows the invalid-link message', async () => {
  renderApp('/reset-password');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Link de redefinição inválido ou expirado. Solicite um novo.',
  );
  expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
});

test('/reset-password shows the first validation error and signs in on success', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/auth/reset-password', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ user: makeUser() });
    }),
  );
  const { router, user } = renderApp('/reset-password?token=tok-1');
  await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha');
  await user.type(screen.getByLabelText('Confirmar nova senha'), 'outra');
  await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('As senhas não coincidem');

  await user.clear(screen.getByLabelText('Confirmar nova senha'));
  await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha');
  await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  expect(bodies).toEqual([{ token: 'tok-1', newPassword: 'nova-senha', confirmPassword: 'nova-senha' }]);
});

test('a signed-in user without body data is sent to /onboarding', async () => {
  server.use(signedIn(), withProfile(makeProfile({ weight: null, onboardingCompleted: false })));

  const { router } = renderApp('/plan');

  await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
});

/** Every page path of the router's tree. */
function pagePaths(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...(route.path && route.path !== '*' && route.path !== paths.app.path ? [route.path] : []),
    ...pagePaths(route.children ?? []),
  ]);
}

test('PAGES names, for each page, the lazy modules the router loads for it (boot.ts fetches them early)', async () => {
  expect(Object.keys(PAGES).sort()).toEqual(pagePaths(routes).sort());
  for (const [path, page] of Object.entries(PAGES)) {
    const lazyMatches = (matchRoutes(routes, path) ?? []).flatMap(({ route }) =>
      typeof route.lazy === 'function' ? [route.lazy as () => Promise<{ Component: unknown }>] : [],
    );
    const loaded = await Promise.all(lazyMatches.map(async (load) => (await load()).Component));
    const listed = await Promise.all(page.modules.map(async (name) => (await routeModules[name]()).default));
    expect(listed, path).toEqual(loaded);
  }
});

test('the answers read early at start-up (boot.ts) serve only the page the app opened on', async () => {
  let reads = 0;
  server.use(http.get('/api/things', () => HttpResponse.json({ n: (reads += 1) })));
  window.history.replaceState(null, '', paths.login.getHref());
  const router = createAppRouter();
  try {
    requestEarly('/things');
    await expect.poll(() => reads).toBe(1);

    await router.navigate(paths.register.getHref());

    expect(await api.get('/things')).toEqual({ n: 2 });
  } finally {
    router.dispose();
    dropEarlyResponses();
  }
});

test('with the matched modules loaded first, the router starts initialised: its first render is the page, not the spinner', async () => {
  await loadMatchedRoutes(paths.login.path);

  const router = createMemoryRouter(routes, { initialEntries: [paths.login.getHref()] });
  try {
    expect(router.state.initialized).toBe(true);
  } finally {
    router.dispose();
  }
});
