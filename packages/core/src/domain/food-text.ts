/**
 * How a typed food text is compared: its own module, free of the name list, so a browser module that
 * only compares text (label-only-foods.ts) does not load the food names with it.
 */

/** Lowercase, no accents, single spaces, trimmed: "  Feijão   CARIOCA " → "feijao carioca". */
export function normalizeFoodText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}
