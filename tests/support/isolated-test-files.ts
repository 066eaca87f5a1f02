/**
 * Test files that replace a module (`vi.mock`): they need a module registry of their own, so they
 * run isolated. Every other unit and integration file shares its worker's loaded modules, which
 * took the phase from about 15 minutes to about 4 on the 2-core machine (vitest.config.ts).
 * `app/isolated-test-files.test.ts` fails when a file mocks a module and is not listed here.
 */
export const ISOLATED_TEST_FILES = [
  "app/features/auditions/submit-audition-registration.integration.test.ts",
  "app/features/subscriptions/start-subscription-conflict.integration.test.ts",
];
