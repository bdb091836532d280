// Types of module-graph.mjs for the API test that checks the drawing (apps/api/test/module-graph.test.ts).
export const API_SRC: string;
export const ARCHITECTURE_DOC: string;
export interface FileImports {
  /** Path under apps/api/src. */
  file: string;
  /** Relative imports resolved to paths under apps/api/src. */
  targets: string[];
}
export function apiImports(): FileImports[];
export function layerOf(file: string): string;
export function moduleEdges(imports?: FileImports[]): Map<string, string[]>;
export function moduleGraphMermaid(edges?: Map<string, string[]>): string;
export function withDrawing(doc: string, drawing?: string): string;
