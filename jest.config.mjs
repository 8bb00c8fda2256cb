import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  // One worker a core: Jest's default leaves one idle, which on two cores halves the run.
  maxWorkers: '100%',
  // Helpers beside the tests are `*.test-utils.ts(x)`: never run as suites.
  testMatch: ['<rootDir>/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: [
    '<rootDir>/node_modules/',
    '<rootDir>/e2e/',
    '<rootDir>/out/',
    '<rootDir>/out-nginx/',
    '<rootDir>/.next/',
  ],
});
