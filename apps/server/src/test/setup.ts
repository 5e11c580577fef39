// vitest setup for every unit and API test file (vitest.config.ts): scrypt with N=2^12 instead of
// 2^17 (docs/decisions/051). Processes the tests start (npm start, the e2e and production-shape
// servers) hash at the production cost.
import { usePasswordCostForTests } from '../lib/passwords.ts';

usePasswordCostForTests(2 ** 12);
