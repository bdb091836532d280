import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    environment: 'node',
    pool: 'threads',
    include: ['src/**/*.test.ts'],
    // A bound for a test that hangs, not a speed check (bench/ measures speed): the solver's property tests
    // take a few seconds alone and more beside the journeys on a loaded 2-core machine, past Vitest's 5 s.
    testTimeout: 60_000,
  },
});
