/**
 * Import rules of the repository, checked by `npm run deps` (dependency-cruiser) in `npm test`.
 * Decision 047 says why each rule exists and what a module's public surface is.
 */
const path = require('node:path');

const SERVER = '^apps/server/src/';
const MODULES = `${SERVER}modules/`;
const TESTS = '\\.test\\.tsx?$|\\.test-support\\.ts$|(^|/)test/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No circle of imports between files (server, shared and web), type-only imports included: a ' +
        'type-only circle still ties two files together and turns into a real one with the first value ' +
        'import (decision 047).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-module-internals',
      severity: 'error',
      comment:
        'A server module reaches another module only through its public surface: its *.service.ts files ' +
        'and its index.ts. Routes (*.routes.ts) and jobs (*.job.ts) are registered by app.ts alone.',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TESTS },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}$1/`, '\\.service\\.ts$', '/index\\.ts$'],
      },
    },
    {
      name: 'server-module-internals-in-tests',
      severity: 'error',
      comment:
        "A module's tests may also use another module's test support (*.test-support.ts), nothing else of it.",
      from: { path: [`${MODULES}([^/]+)/.*\\.test\\.ts$`, `${MODULES}([^/]+)/.*\\.test-support\\.ts$`] },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}$1/`, '\\.service\\.ts$', '/index\\.ts$', '\\.test-support\\.ts$'],
      },
    },
    {
      name: 'server-lib-below-modules',
      severity: 'error',
      comment: 'lib/ is cross-cutting: it imports no module (app.ts hands it what it needs from a module).',
      from: { path: `${SERVER}lib/`, pathNot: TESTS },
      to: { path: MODULES },
    },
    {
      name: 'server-app-is-the-root',
      severity: 'error',
      comment:
        'Only main.ts, the scripts and tests import app.ts; a module or lib names the app with app-instance.ts.',
      from: { path: `${SERVER}(modules|lib|db)/`, pathNot: TESTS },
      to: { path: `${SERVER}app\\.ts$` },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'packages/shared is used by the server and the web and imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    // The web's boundaries (decisions 047 and 048).
    {
      name: 'web-shared-code-below-features',
      severity: 'error',
      comment: 'apps/web/src/components/ and lib/ never import a feature.',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-feature-public-index',
      severity: 'error',
      comment: "A feature imports another feature only through that feature's index.ts.",
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/'] },
    tsPreCompilationDeps: true,
    // The web's `@/` paths; absolute, so that its `extends` resolves from apps/web.
    tsConfig: { fileName: path.join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
