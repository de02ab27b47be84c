import path from 'node:path';

/** While this file exists, the journeys server's site build fails (tests/fixtures/switchable-site-build.mjs). */
export const FAIL_FLAG = path.resolve(import.meta.dirname, '../../test-results/journey-build-fail.flag');
