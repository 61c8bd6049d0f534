import type { Config } from 'jest';

const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  { tsconfig: { jsx: 'react-jsx', module: 'CommonJS', moduleResolution: 'Node', ignoreDeprecations: '6.0', isolatedModules: true } },
];
/**
 * Packages that Jest must compile to CommonJS before it can load them. jshttp's `cookie` 2 and `content-disposition` 3
 * ship only as ES modules (`"type": "module"`); @fastify/static requires content-disposition, and @fastify/cookie
 * loads cookie with `await import('cookie')`. Plain Node 20.19+ runs both (require(esm) is on by default), but Jest
 * runs modules in its own CommonJS runtime, whose require() cannot load ES modules before Node 24.9 and whose
 * import() needs --experimental-vm-modules. So ts-jest compiles these few files (ES module syntax and the dynamic
 * import become require); the rest of node_modules stays untouched.
 */
const ESM_DEPENDENCIES = ['cookie', 'content-disposition', '@fastify/cookie'];
const esmToCommonJs: [string, Record<string, unknown>] = [
  'ts-jest',
  { tsconfig: { allowJs: true, module: 'CommonJS', moduleResolution: 'Node', ignoreDeprecations: '6.0', isolatedModules: true } },
];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_DEPENDENCIES.join('|')})/)`];
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
      transform: { '^.+\\.tsx?$': tsJest, '/node_modules/.+\\.js$': esmToCommonJs },
      transformIgnorePatterns,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/src/server/testing/exitCodeGuard.ts'],
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
