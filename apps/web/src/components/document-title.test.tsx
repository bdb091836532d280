import { render } from '@testing-library/preact';
import { expect, test } from 'vitest';
import { DocumentTitle } from './document-title';

test('sets the tab title while on screen and follows a new one, leaving no <title> in the page', () => {
  const { rerender, container } = render(<DocumentTitle>Início · Prato Certo</DocumentTitle>);
  expect(document.title).toBe('Início · Prato Certo');
  rerender(<DocumentTitle>Meu Perfil · Prato Certo</DocumentTitle>);
  expect(document.title).toBe('Meu Perfil · Prato Certo');
  expect(container.querySelector('title')).toBeNull();
});
