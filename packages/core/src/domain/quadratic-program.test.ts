import { expect, test } from 'vitest';
import { solveQuadraticProgram } from './quadratic-program';

test("solves quadprog's reference problem (R solve.QP example)", () => {
  // min −(0 5 0)·x + ½xᵀx subject to Aᵀx ≥ (−8, 2, 0); R gives x = (0.4761905, 1.0476190, 2.0952381).
  const result = solveQuadraticProgram({
    D: [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ],
    d: [0, 5, 0],
    A: [
      [-4, -3, 0],
      [2, 1, 0],
      [0, -2, 1],
    ],
    b: [-8, 2, 0],
    equalities: 0,
  });
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(result.x[0]).toBeCloseTo(0.4761905, 6);
  expect(result.x[1]).toBeCloseTo(1.047619, 6);
  expect(result.x[2]).toBeCloseTo(2.0952381, 6);
});

test('honours an equality constraint and bounds', () => {
  // min (x−3)² + (y−3)² with x + y = 2 and 0 ≤ x ≤ 0.5 → x = 0.5, y = 1.5.
  const result = solveQuadraticProgram({
    D: [
      [2, 0],
      [0, 2],
    ],
    d: [6, 6],
    A: [
      [1, 1],
      [1, 0],
      [-1, 0],
    ],
    b: [2, 0, -0.5],
    equalities: 1,
  });
  expect(result).toEqual({ ok: true, x: [expect.closeTo(0.5, 9), expect.closeTo(1.5, 9)] });
});

test('reports inconsistent constraints instead of returning a point', () => {
  const result = solveQuadraticProgram({
    D: [[2]],
    d: [0],
    A: [[1], [-1]],
    b: [2, -1],
    equalities: 0,
  });
  expect(result.ok).toBe(false);
});

test('does not mutate its inputs', () => {
  const D = [
    [4, 1],
    [1, 3],
  ];
  const d = [1, 2];
  const problem = { D, d, A: [[1, 1]], b: [1], equalities: 1 };
  solveQuadraticProgram(problem);
  expect(D).toEqual([
    [4, 1],
    [1, 3],
  ]);
  expect(d).toEqual([1, 2]);
});
