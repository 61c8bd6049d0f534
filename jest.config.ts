import type { Config } from 'jest';

const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  { tsconfig: { jsx: 'react-jsx', module: 'CommonJS', moduleResolution: 'Node', ignoreDeprecations: '6.0', isolatedModules: true } },
];
const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '\\.(png|jpe?g|gif|svg|webp|woff2?)$': '<rootDir>/__mocks__/fileMock.ts',
  '\\.css$': '<rootDir>/__mocks__/styleMock.ts',
};

const config: Config = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/src/server/', '/src/e2e/'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
      globalSetup: '<rootDir>/src/testing/webGlobalSetup.ts',
      globalTeardown: '<rootDir>/src/testing/webGlobalTeardown.ts',
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/src/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      moduleNameMapper,
      globalSetup: '<rootDir>/src/e2e/globalSetup.ts',
      globalTeardown: '<rootDir>/src/e2e/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/src/e2e/setup.ts'],
    },
  ],
};

export default config;
