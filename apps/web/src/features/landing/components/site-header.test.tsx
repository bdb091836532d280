import { screen, waitFor, within } from '@testing-library/preact';
import { afterEach, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { signedIn, signedOut } from '@/testing/handlers';

afterEach(() => localStorage.clear());

const header = () => screen.getByRole('banner');

test('a visitor who never signed in on this browser is offered "Entrar" and "Começar Gratuitamente"', async () => {
  renderApp('/');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(within(header()).getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  expect(within(header()).queryByRole('link', { name: 'Ir para o app' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /Começar Gratuitamente/ }).length).toBeGreaterThan(0);
});

test('after the app read a session, the landing offers the app instead of "Entrar"; a 401 takes the offer back', async () => {
  server.use(signedIn());
  const app = renderApp('/home');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  app.unmount();

  const landing = renderApp('/');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(within(header()).getByRole('link', { name: 'Ir para o app' })).toHaveAttribute('href', '/home');
  expect(within(header()).queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
  // The hero's and the closing calls to action too (the free plan's card in the prices keeps its own).
  expect(screen.getAllByRole('link', { name: /Ir para o app/ })).toHaveLength(3);
  expect(screen.getAllByRole('link', { name: /Começar Gratuitamente/ })).toHaveLength(1);
  landing.unmount();

  // The session ended (expired, signed out elsewhere): the next read of it removes the hint.
  server.use(signedOut());
  const again = renderApp('/home');
  await waitFor(() => expect(again.router.state.location.pathname).toBe('/login'));
  expect(localStorage.getItem('prato.signed-in')).toBeNull();
  again.unmount();
  renderApp('/');
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(within(header()).getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
});
