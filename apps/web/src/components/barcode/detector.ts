/**
 * The barcode reader: the browser's own BarcodeDetector where it reads EAN and UPC (Chrome on Android,
 * recent macOS), else the barcode-detector polyfill (ZXing compiled to WebAssembly, its .wasm served by
 * us, never a CDN). Part of the scanner's dialog, loaded on its first opening; the polyfill itself is
 * imported only when the camera starts without a native reader. No screen's first load carries either.
 */

import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export const BARCODE_FORMATS = ['ean_13', 'ean_8', 'upc_a'] as const;

export interface DetectedBarcode {
  rawValue: string;
}

export interface Detector {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<Detector | undefined> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return undefined;
  try {
    const supported = await Native.getSupportedFormats();
    if (!BARCODE_FORMATS.every((format) => supported.includes(format))) return undefined;
    return new Native({ formats: [...BARCODE_FORMATS] });
  } catch {
    return undefined;
  }
}

export async function loadDetector(): Promise<Detector> {
  const native = await nativeDetector();
  if (native) return native;
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  return new BarcodeDetector({ formats: [...BARCODE_FORMATS] });
}
