import { normalizeBarcode } from '@prato/core/domain/barcode';
import { PRODUCT_MESSAGES, type Product } from '@prato/core/schemas/products';
import { useQuery } from '@tanstack/react-query';
import { Camera } from '@/components/icons';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { BarcodeScanButtonProps } from './barcode-scan-button';
import { loadDetector as loadBarcodeDetector, type Detector } from './detector';
import { productQueryOptions } from './get-product';
import { PackagedBadges } from './packaged-badges';

export const SCANNER_MESSAGES = {
  title: 'Código de barras',
  description: 'Aponte a câmera para o código de barras da embalagem ou digite os números.',
  digits: 'Números do código de barras',
  digitsHint: 'EAN-13, EAN-8 ou UPC-A: 8, 12 ou 13 dígitos.',
  search: 'Buscar produto',
  camera: 'Usar a câmera',
  stopCamera: 'Parar a câmera',
  cameraStarting: 'Abrindo a câmera…',
  cameraReading: 'Procurando o código de barras…',
  cameraDenied:
    'O acesso à câmera foi negado. Permita a câmera nas configurações do navegador ou digite os números do código.',
  cameraMissing: 'Nenhuma câmera foi encontrada neste aparelho. Digite os números do código.',
  cameraUnavailable: 'A câmera não está disponível neste navegador. Digite os números do código.',
  cameraFailed: 'Não foi possível abrir a câmera. Digite os números do código.',
  readerFailed: 'Não foi possível carregar o leitor de código de barras. Digite os números do código.',
  searching: 'Buscando o produto…',
  register: 'Cadastrar pelo rótulo',
  correct: 'Corrigir para mim',
  perBasis: { '100g': 'por 100 g', '100ml': 'por 100 ml' },
  unknown: 'não informado',
} as const;

/** How often the camera's frame is read (a few times a second is plenty and spares a phone's battery). */
const READ_EVERY_MS = 300;

function cameraErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return SCANNER_MESSAGES.cameraDenied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return SCANNER_MESSAGES.cameraMissing;
  return SCANNER_MESSAGES.cameraFailed;
}

type CameraState = { kind: 'off' } | { kind: 'starting' } | { kind: 'reading' } | { kind: 'error'; message: string };

interface DialogProps extends Omit<BarcodeScanButtonProps, 'label'> {
  onClose: () => void;
}

export default function BarcodeScannerDialog({
  onProduct,
  onClose,
  onCorrect,
  onRegister,
  actionLabel = 'Adicionar',
  requirePlannable = true,
  loadDetector = loadBarcodeDetector,
}: DialogProps) {
  const [digits, setDigits] = useState('');
  const [digitsError, setDigitsError] = useState<string>();
  const [barcode, setBarcode] = useState<string>();
  const [camera, setCamera] = useState<CameraState>({ kind: 'off' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const resultId = useId();
  const lookup = useQuery({ ...productQueryOptions(barcode ?? ''), enabled: barcode !== undefined });

  function stopCamera() {
    window.clearInterval(timerRef.current);
    timerRef.current = undefined;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }
  useEffect(() => stopCamera, []);

  function search(raw: string) {
    const code = normalizeBarcode(raw);
    if (!code) {
      setDigitsError(PRODUCT_MESSAGES.invalidBarcode);
      return;
    }
    setDigitsError(undefined);
    setBarcode(code);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    search(digits);
  }

  async function startCamera() {
    if (!navigator.mediaDevices?.getUserMedia) {
      setCamera({ kind: 'error', message: SCANNER_MESSAGES.cameraUnavailable });
      return;
    }
    setCamera({ kind: 'starting' });
    let detector: Detector;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) return stopCamera();
      video.srcObject = stream;
      await video.play();
    } catch (error) {
      stopCamera();
      setCamera({ kind: 'error', message: cameraErrorMessage(error) });
      return;
    }
    try {
      detector = await loadDetector();
    } catch {
      stopCamera();
      setCamera({ kind: 'error', message: SCANNER_MESSAGES.readerFailed });
      return;
    }
    setCamera({ kind: 'reading' });
    let busy = false;
    timerRef.current = window.setInterval(() => {
      const video = videoRef.current;
      if (busy || !video) return;
      busy = true;
      detector
        .detect(video)
        .then((found) => {
          const code = found.map((item) => normalizeBarcode(item.rawValue)).find((value) => value !== undefined);
          if (!code || !streamRef.current) return;
          stopCamera();
          setCamera({ kind: 'off' });
          setDigits(code);
          search(code);
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    }, READ_EVERY_MS);
  }

  const cameraOn = camera.kind === 'starting' || camera.kind === 'reading';
  const notFound = lookup.error instanceof ApiError && (lookup.error.status === 404 || lookup.error.status === 503);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={SCANNER_MESSAGES.title}
        description={SCANNER_MESSAGES.description}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <div className="space-y-4">
          <div className="space-y-2">
            {cameraOn ? (
              <Button variant="outline" className="w-full" onClick={() => (stopCamera(), setCamera({ kind: 'off' }))}>
                {SCANNER_MESSAGES.stopCamera}
              </Button>
            ) : (
              <Button variant="secondary" className="w-full" onClick={() => void startCamera()}>
                <Camera className="size-4" aria-hidden />
                {SCANNER_MESSAGES.camera}
              </Button>
            )}
            <video
              ref={videoRef}
              className={cameraOn ? 'aspect-video w-full rounded-xl bg-black object-cover' : 'hidden'}
              muted
              playsInline
              aria-label="Imagem da câmera"
            />
            {cameraOn ? (
              <p className="text-sm text-slate-600" role="status">
                {camera.kind === 'starting' ? SCANNER_MESSAGES.cameraStarting : SCANNER_MESSAGES.cameraReading}
              </p>
            ) : null}
            {camera.kind === 'error' ? <Alert>{camera.message}</Alert> : null}
          </div>

          <form onSubmit={onSubmit} className="space-y-2" noValidate>
            <Field label={SCANNER_MESSAGES.digits} hint={SCANNER_MESSAGES.digitsHint} error={digitsError}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={20}
                  value={digits}
                  onChange={(event) => setDigits(event.target.value)}
                />
              )}
            </Field>
            <Button type="submit" className="w-full">
              {SCANNER_MESSAGES.search}
            </Button>
          </form>

          <div id={resultId} aria-live="polite">
            {barcode !== undefined && lookup.isFetching ? <Spinner label={SCANNER_MESSAGES.searching} /> : null}
            {lookup.error && !lookup.isFetching ? (
              <div className="space-y-2">
                <Alert>{errorMessage(lookup.error)}</Alert>
                {notFound && onRegister && barcode ? (
                  <Button variant="outline" className="w-full" onClick={() => (onRegister(barcode), onClose())}>
                    {SCANNER_MESSAGES.register}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {lookup.data && !lookup.isFetching ? (
              <ProductSummary
                product={lookup.data}
                actionLabel={actionLabel}
                disabled={requirePlannable && !lookup.data.plannable}
                onChoose={() => {
                  onProduct(lookup.data);
                  onClose();
                }}
                onCorrect={
                  onCorrect && !lookup.data.mine
                    ? () => {
                        onCorrect(lookup.data);
                        onClose();
                      }
                    : undefined
                }
              />
            ) : null}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

function ProductSummary({
  product,
  actionLabel,
  disabled,
  onChoose,
  onCorrect,
}: {
  product: Product;
  actionLabel: string;
  disabled: boolean;
  onChoose: () => void;
  onCorrect?: () => void;
}) {
  const n = product.nutrients;
  const amount = (value: number | null, unit: string) =>
    value === null ? SCANNER_MESSAGES.unknown : `${number.format(value)} ${unit}`;
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 p-3" aria-label="Produto encontrado">
      <div>
        <p className="font-semibold text-slate-900">{product.name}</p>
        <p className="text-sm text-slate-600">
          {[product.brand, product.quantity].filter(Boolean).join(' · ')}
          {product.mine ? ` · ${PRODUCT_MESSAGES.mine}` : ''}
        </p>
      </div>
      <PackagedBadges packaged={product} />
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Energia ({SCANNER_MESSAGES.perBasis[product.basis]})</dt>
        <dd className="text-right font-medium">{amount(n.energy, 'kcal')}</dd>
        <dt className="text-slate-600">Sódio</dt>
        <dd className="text-right font-medium">{amount(n.sodium, 'mg')}</dd>
        <dt className="text-slate-600">Açúcares adicionados</dt>
        <dd className="text-right font-medium">{amount(n.addedSugars, 'g')}</dd>
        <dt className="text-slate-600">Gorduras saturadas</dt>
        <dd className="text-right font-medium">{amount(n.saturatedFat, 'g')}</dd>
      </dl>
      {product.notice ? <Alert tone="info">{product.notice}</Alert> : null}
      <p className="text-xs text-slate-500">{product.mine ? PRODUCT_MESSAGES.mine : `Fonte: ${product.source}`}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button className="w-full sm:w-auto sm:flex-1" onClick={onChoose} disabled={disabled}>
          {actionLabel}
        </Button>
        {onCorrect ? (
          <Button variant="outline" className="w-full sm:w-auto sm:flex-1" onClick={onCorrect}>
            {SCANNER_MESSAGES.correct}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
