import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: the SPA (jsdom) and everything that runs on Node (server, lib, machines, contract).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: ['tests/src/**/*.test.{ts,tsx}', 'tests/mocks/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/src/setup.ts'],
          // Whole-page flows (SQL Lab with its lazy editor) on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/server/**/*.test.ts',
            'tests/lib/**/*.test.ts',
            'tests/machines/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
