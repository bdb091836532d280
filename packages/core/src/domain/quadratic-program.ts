/**
 * Typed, 0-based wrapper over the `quadprog` npm package (Goldfarb–Idnani dual method, a port of
 * R's quadprog). Server-side only: it uses Node's `createRequire` because the package is CommonJS
 * without type declarations. The browser never imports this file.
 */
import { createRequire } from 'node:module';

type OneBased = number[];
type OneBasedMatrix = number[][];

interface QuadprogModule {
  solveQP(
    Dmat: OneBasedMatrix,
    dvec: OneBased,
    Amat: OneBasedMatrix,
    bvec: OneBased,
    meq: number,
  ): { solution?: OneBased; value?: OneBased; message: string };
}

const quadprog = createRequire(import.meta.url)('quadprog') as QuadprogModule;

export interface QuadraticProgram {
  /** Symmetric positive-definite n×n matrix D of the objective ½ xᵀDx − dᵀx. */
  D: readonly (readonly number[])[];
  /** Vector d (length n) of the objective. */
  d: readonly number[];
  /** Constraint rows aⱼ (length n each): aⱼ·x = bⱼ for the first `equalities` rows, aⱼ·x ≥ bⱼ after. */
  A: readonly (readonly number[])[];
  b: readonly number[];
  equalities: number;
}

export type QuadraticProgramResult = { ok: true; x: number[] } | { ok: false; message: string };

/** Minimises ½ xᵀDx − dᵀx subject to the constraints. The inputs are copied, never mutated. */
export function solveQuadraticProgram(problem: QuadraticProgram): QuadraticProgramResult {
  const n = problem.d.length;
  const q = problem.A.length;
  // quadprog is 1-based (index 0 unused) and overwrites Dmat and dvec, so build fresh arrays.
  const Dmat: OneBasedMatrix = [[]];
  const dvec: OneBased = [0];
  const Amat: OneBasedMatrix = [[]];
  for (let i = 0; i < n; i += 1) {
    const Drow: OneBased = [0];
    const Arow: OneBased = [0];
    for (let j = 0; j < n; j += 1) Drow.push(problem.D[i]?.[j] ?? 0);
    // Amat[i][j] is the coefficient of variable i in constraint j.
    for (let j = 0; j < q; j += 1) Arow.push(problem.A[j]?.[i] ?? 0);
    Dmat.push(Drow);
    Amat.push(Arow);
    dvec.push(problem.d[i] ?? 0);
  }
  const bvec: OneBased = [0, ...problem.b];
  const result = quadprog.solveQP(Dmat, dvec, Amat, bvec, problem.equalities);
  if (result.message !== '' || !result.solution) {
    return { ok: false, message: result.message || 'no solution' };
  }
  const x = result.solution.slice(1, n + 1);
  if (x.length !== n || x.some((value) => !Number.isFinite(value))) return { ok: false, message: 'no solution' };
  return { ok: true, x };
}
