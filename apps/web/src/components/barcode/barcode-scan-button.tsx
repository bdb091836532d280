import type { Product } from '@prato/core/schemas/products';
import { ScanBarcode } from '@/components/icons';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Detector } from './detector';

// The dialog (camera, lookup, result) loads only when opened: no screen's first load carries it.
const BarcodeScannerDialog = lazy(() => import('./barcode-scanner-dialog'));

export interface BarcodeScanButtonProps {
  /** The product the person chose (a product found, or their own correction of it). */
  onProduct: (product: Product) => void;
  /** The chosen product's action ("Adicionar" on /plan, "Usar estes valores" in "Meus alimentos"). */
  actionLabel?: string;
  /** Whether the action needs a product the planner can use (true on /plan; false to copy its values). */
  requirePlannable?: boolean;
  /** Offered beside the action: correct the product's values for oneself ("Corrigir para mim"). */
  onCorrect?: (product: Product) => void;
  /** Offered when the product is not found or Open Food Facts is down: register it from its label. */
  onRegister?: (barcode: string) => void;
  label?: string;
  /** Replaces the camera's barcode reader (tests). */
  loadDetector?: () => Promise<Detector>;
}

/** "Código de barras": opens the scanner (camera or typed digits) and hands back the product chosen. */
export function BarcodeScanButton({ label = 'Código de barras', ...props }: BarcodeScanButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ScanBarcode className="size-4" aria-hidden />
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BarcodeScannerDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
