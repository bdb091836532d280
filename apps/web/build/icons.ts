// The app's icons, drawn here as SVG and rendered to PNG at build (PWA manifest, Apple touch icon).
import sharp from 'sharp';
import type { Plugin } from 'vite';

const BRAND = '#059669';
const PLATE = '#ecfdf5';
const RIM = '#a7f3d0';
const CHECK = '#047857';

/** The plate with a check mark and a leaf, centred on (256, 268) in a 512 × 512 box, scaled by `scale`. */
function plate(scale: number): string {
  const t = (x: number, y: number) => `${256 + (x - 256) * scale} ${256 + (y - 256) * scale}`;
  return [
    `<circle cx="256" cy="${256 + 12 * scale}" r="${150 * scale}" fill="${PLATE}"/>`,
    `<circle cx="256" cy="${256 + 12 * scale}" r="${112 * scale}" fill="none" stroke="${RIM}" stroke-width="${14 * scale}"/>`,
    `<path d="M${t(198, 270)}L${t(238, 310)}L${t(320, 218)}" fill="none" stroke="${CHECK}" stroke-width="${34 * scale}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M${t(330, 88)}C${t(296, 94)} ${t(272, 118)} ${t(268, 150)}C${t(300, 148)} ${t(326, 124)} ${t(330, 88)}Z" fill="${RIM}"/>`,
  ].join('');
}

/** The regular icon: rounded square, transparent corners (the same drawing as public/icon.svg). */
export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="112" fill="${BRAND}"/>${plate(1)}</svg>`;

/**
 * The maskable icon: full-bleed background, the drawing inside the central 80% safe zone (a circle of
 * radius 204.8 px), since launchers crop it to their own shape.
 */
export const MASKABLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${BRAND}"/>${plate(0.72)}</svg>`;

/** Apple touch icon: iOS rounds the corners itself and shows transparency as black, so full-bleed too. */
export const APPLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${BRAND}"/>${plate(0.9)}</svg>`;

export const ICON_FILES = [
  { fileName: 'icons/icon-192.png', svg: ICON_SVG, size: 192 },
  { fileName: 'icons/icon-512.png', svg: ICON_SVG, size: 512 },
  { fileName: 'icons/maskable-192.png', svg: MASKABLE_SVG, size: 192 },
  { fileName: 'icons/maskable-512.png', svg: MASKABLE_SVG, size: 512 },
  { fileName: 'icons/apple-touch-icon-180.png', svg: APPLE_SVG, size: 180 },
] as const;

/** sharp (libvips) is already the API's image library (docs/decisions/006); here it rasterises the SVG. */
export function renderPng(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 512) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Emits the PNG icons into the build (before the service worker's precache list is made). */
export function pwaIcons(): Plugin {
  return {
    name: 'prato:pwa-icons',
    apply: 'build',
    async generateBundle() {
      for (const icon of ICON_FILES) {
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: await renderPng(icon.svg, icon.size) });
      }
    },
  };
}
