import { unknownNutrients } from '@prato/core/domain/nutrients';
import { PRODUCT_MESSAGES, type Product } from '@prato/core/schemas/products';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { apiError } from '@/testing/handlers';
import { server } from '@/testing/server';
import { BarcodeScanButton, type BarcodeScanButtonProps } from './barcode-scan-button';
import { SCANNER_MESSAGES } from './barcode-scanner-dialog';
import type { Detector } from './detector';

const CRACKER = '7891000100103';

function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    barcode: CRACKER,
    name: 'Biscoito Cream Cracker',
    brand: 'Marca Teste',
    quantity: '200 g',
    basis: '100g',
    nutrients: { ...unknownNutrients(), energy: 430, protein: 10, carbs: 68, fat: 13, sodium: 800, saturatedFat: 6.5 },
    servingGrams: 30,
    nova: 4,
    frontOfPack: [
      { nutrient: 'açúcar adicionado', status: 'não informado' },
      { nutrient: 'gordura saturada', status: 'alto' },
      { nutrient: 'sódio', status: 'alto' },
    ],
    source: 'Open Food Facts (ODbL)',
    foodId: 1_000_000_001,
    foodName: 'Biscoito Cream Cracker (Marca Teste)',
    plannable: true,
    mine: false,
    ...overrides,
  };
}

/** Product lookups answered by `answer`, each barcode asked recorded. */
function productsApi(answer: (barcode: string) => Response) {
  const asked: string[] = [];
  server.use(
    http.get('/api/products/:barcode', ({ params }) => {
      asked.push(String(params.barcode));
      return answer(String(params.barcode));
    }),
  );
  return asked;
}

function renderScanner(props: Partial<BarcodeScanButtonProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onProduct = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <BarcodeScanButton onProduct={onProduct} {...props} />
    </QueryClientProvider>,
  );
  return { user, onProduct };
}

/** A camera that gives a stream whose track can be stopped, on a video that plays. */
function fakeCamera(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

test('the camera reads a barcode with the detector, stops, finds the product and hands it back', async () => {
  const asked = productsApi(() => HttpResponse.json(makeProduct()));
  const stop = vi.fn();
  fakeCamera(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);
  let reads = 0;
  const detector: Detector = {
    detect: async () => {
      reads += 1;
      // Nothing in the first frames, then a code (a wrong one first: it is ignored).
      if (reads < 2) return [];
      if (reads === 2) return [{ rawValue: '7891000100104' }];
      return [{ rawValue: CRACKER }];
    },
  };
  const { user, onProduct } = renderScanner({ loadDetector: async () => detector });

  await user.click(screen.getByRole('button', { name: 'Código de barras' }));
  const dialog = await screen.findByRole('dialog', { name: SCANNER_MESSAGES.title });
  await user.click(within(dialog).getByRole('button', { name: SCANNER_MESSAGES.camera }));

  const found = await within(dialog).findByRole('region', { name: 'Produto encontrado' }, { timeout: 5000 });
  expect(stop).toHaveBeenCalled();
  expect(asked).toEqual([CRACKER]);
  expect(within(dialog).getByLabelText(SCANNER_MESSAGES.digits)).toHaveValue(CRACKER);
  expect(found).toHaveTextContent('Biscoito Cream Cracker');
  expect(found).toHaveTextContent('ALTO EM sódio');
  expect(found).toHaveTextContent('ALTO EM gordura saturada');
  expect(found).toHaveTextContent('açúcar adicionado não informado');
  expect(found).toHaveTextContent('NOVA 4 · ultraprocessado');
  expect(found).toHaveTextContent('Fonte: Open Food Facts (ODbL)');

  await user.click(within(found).getByRole('button', { name: 'Adicionar' }));
  expect(onProduct).toHaveBeenCalledWith(expect.objectContaining({ barcode: CRACKER, foodId: 1_000_000_001 }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a camera permission refused says so in pt-BR and the digits still work', async () => {
  productsApi(() => HttpResponse.json(makeProduct()));
  fakeCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
  const loadDetector = vi.fn();
  const { user } = renderScanner({ loadDetector });
  await user.click(screen.getByRole('button', { name: 'Código de barras' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: SCANNER_MESSAGES.camera }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(SCANNER_MESSAGES.cameraDenied);
  expect(loadDetector).not.toHaveBeenCalled();

  await user.type(within(dialog).getByLabelText(SCANNER_MESSAGES.digits), CRACKER);
  await user.click(within(dialog).getByRole('button', { name: SCANNER_MESSAGES.search }));
  expect(await within(dialog).findByRole('region', { name: 'Produto encontrado' })).toBeInTheDocument();
});

test('without a camera API the scanner says the camera is unavailable', async () => {
  const { user } = renderScanner();
  await user.click(screen.getByRole('button', { name: 'Código de barras' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: SCANNER_MESSAGES.camera }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(SCANNER_MESSAGES.cameraUnavailable);
});

test('a typed code with a wrong check digit is refused before any request', async () => {
  const asked = productsApi(() => HttpResponse.json(makeProduct()));
  const { user } = renderScanner();
  await user.click(screen.getByRole('button', { name: 'Código de barras' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(SCANNER_MESSAGES.digits), '7891000100104');
  await user.click(within(dialog).getByRole('button', { name: SCANNER_MESSAGES.search }));
  expect(await within(dialog).findByText(PRODUCT_MESSAGES.invalidBarcode)).toBeInTheDocument();
  expect(asked).toEqual([]);
});

test('a product not found offers to register it from its label, with the barcode', async () => {
  productsApi(() => apiError(404, 'PRODUCT_NOT_FOUND', PRODUCT_MESSAGES.notFound));
  const onRegister = vi.fn();
  const { user } = renderScanner({ onRegister });
  await user.click(screen.getByRole('button', { name: 'Código de barras' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(SCANNER_MESSAGES.digits), CRACKER);
  await user.click(within(dialog).getByRole('button', { name: SCANNER_MESSAGES.search }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(PRODUCT_MESSAGES.notFound);
  await user.click(within(dialog).getByRole('button', { name: SCANNER_MESSAGES.register }));
  expect(onRegister).toHaveBeenCalledWith(CRACKER);
});

test('a product the planner cannot use shows why and cannot be added, but can be corrected', async () => {
  productsApi(() => HttpResponse.json(makeProduct({ plannable: false, notice: PRODUCT_MESSAGES.impossibleValues })));
  const onCorrect = vi.fn();
  const { user, onProduct } = renderScanner({ onCorrect });
  await user.click(screen.getByRole('button', { name: 'Código de barras' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText(SCANNER_MESSAGES.digits), CRACKER);
  await user.click(within(dialog).getByRole('button', { name: SCANNER_MESSAGES.search }));
  const found = await within(dialog).findByRole('region', { name: 'Produto encontrado' });
  expect(found).toHaveTextContent(PRODUCT_MESSAGES.impossibleValues);
  expect(within(found).getByRole('button', { name: 'Adicionar' })).toBeDisabled();
  await user.click(within(found).getByRole('button', { name: SCANNER_MESSAGES.correct }));
  expect(onCorrect).toHaveBeenCalledWith(expect.objectContaining({ barcode: CRACKER }));
  expect(onProduct).not.toHaveBeenCalled();
});
