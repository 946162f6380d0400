// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Top-level area of a repository file: domain, server, src, service-worker, e2e or other. */
function areaOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep);
  return relative[0] ?? '';
}

/** Layer of a file inside src/: app, features/<name>, components, lib, theme, config, test. */
function webLayerOf(file) {
  const parts = path.relative(path.join(ROOT, 'src'), file).split(path.sep);
  if (parts[0] === 'features') return { layer: 'features', feature: parts[1] ?? '' };
  return { layer: parts.length > 1 ? (parts[0] ?? '') : 'root', feature: '' };
}

const NODE_BUILTIN = /^(node:|fs$|path$|os$|crypto$|http$|https$|child_process$|url$|stream$|zlib$|net$)/;

/**
 * DESIGN §1 dependency rules, checked on the resolved path of every relative import:
 * 1. domain/ imports only domain/, and no packages at all (no React, no DOM, no Node); one
 *    exception: domain/api/ (the wire schemas) imports typebox, and src/ may import only their types.
 * 2. server/ and service-worker/ import domain/ and their own folder only.
 * 3. src/ imports domain/ and src/, never server/ or service-worker/.
 * 4. In src/: app → features → {components, lib, theme, config}; features never import each other.
 * 5. In server/: another module is reached only through its *.service.ts; routes never reach
 *    queries or the db directly; a module's queries and routes use only their own module (issue 38);
 *    provider SDKs (mail, SMS, payments) only in server/providers/.
 */
function boundaryProblem(fromFile, source, typeOnly = false) {
  const fromArea = areaOf(fromFile);
  const isRelative = source.startsWith('.');
  if (!isRelative) {
    // Domain tests (`*.test.ts` beside the rule) may use the test runner; the rules themselves may not.
    const isDomainTest = fromArea === 'domain' && source === 'vitest' && /\.test\.ts$/.test(fromFile);
    // DESIGN §1's one exception: the wire contract's TypeBox schemas (domain/api/) serve server and web.
    const isWireSchema = fromArea === 'domain' && source === 'typebox' && fromFile.includes(`${path.sep}domain${path.sep}api${path.sep}`);
    if (fromArea === 'domain' && !isDomainTest && !isWireSchema) return `domain/ must not import packages ("${source}"): it is pure TypeScript shared by every runtime`;
    if (fromArea === 'src' && NODE_BUILTIN.test(source)) return `src/ runs in the browser and cannot import Node's "${source}"`;
    if (fromArea === 'server' && /^(nodemailer|twilio|africastalking)/.test(source) && !fromFile.includes(`${path.sep}providers${path.sep}`)) {
      return `provider SDK "${source}" may only be imported in server/providers/`;
    }
    return undefined;
  }
  const target = path.resolve(path.dirname(fromFile), source);
  const toArea = areaOf(target);
  const allowed = {
    domain: ['domain'],
    server: ['server', 'domain', 'package.json'],
    'service-worker': ['service-worker', 'domain'],
    src: ['src', 'domain'],
  }[fromArea];
  if (allowed && !allowed.includes(toArea)) {
    return `${fromArea}/ may not import from ${toArea}/ (DESIGN §1 dependency rules)`;
  }

  if (fromArea === 'src' && toArea === 'src') {
    // The outbox's public API is src/lib/outbox/index.ts (and use-outbox.ts, its lazily loaded
    // React view); the rest of the folder is its inside. Tests may reach in to set up rows.
    const outboxDir = path.join(ROOT, 'src', 'lib', 'outbox') + path.sep;
    const outboxPublic = ['index.ts', 'use-outbox.ts'];
    if (target.startsWith(outboxDir) && !fromFile.startsWith(outboxDir) && !/\.test\.tsx?$/.test(fromFile) && !outboxPublic.includes(path.basename(target))) {
      return 'import the outbox through src/lib/outbox/index.ts (its public API)';
    }
    const from = webLayerOf(fromFile);
    const to = webLayerOf(target);
    const lower = ['components', 'lib', 'theme', 'config'];
    if (to.layer === 'app' && from.layer !== 'app' && from.layer !== 'root') return 'only src/app may import src/app';
    if (to.layer === 'features' && lower.includes(from.layer)) return `src/${from.layer} may not import a feature (features sit above it)`;
    // One shared record: the signed-in user's profile (issue 20: "the profile has one home").
    // Onboarding and email flows decide on it, so features may read it through its api/ folder,
    // never through its screens.
    const isProfileApi = to.feature === 'profile' && target.includes(`${path.sep}profile${path.sep}api${path.sep}`);
    if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature && !isProfileApi) {
      return `feature "${from.feature}" may not import feature "${to.feature}"; compose them in src/app/routes`;
    }
  }

  if (fromArea === 'server' && toArea === 'server') {
    const fromRel = path.relative(path.join(ROOT, 'server'), fromFile).split(path.sep);
    const toRel = path.relative(path.join(ROOT, 'server'), target).split(path.sep);
    const base = path.basename(target).replace(/\.ts$/, '');
    if (fromRel[0] === 'modules' && toRel[0] === 'modules' && fromRel[1] !== toRel[1] && !base.endsWith('.service')) {
      return `reach module "${toRel[1]}" through its service, not ${path.basename(target)}`;
    }
    // Issue 38: a module's queries and routes use their own module and shared infrastructure only;
    // reaching another module is its service's job, with no exceptions. The type of another
    // module's service, handed in at registration, is fine.
    const fromBase = path.basename(fromFile).replace(/\.ts$/, '');
    const isQueriesOrRoutes = fromBase.endsWith('.queries') || fromBase.endsWith('.routes');
    if (fromRel[0] === 'modules' && toRel[0] === 'modules' && fromRel[1] !== toRel[1] && isQueriesOrRoutes && !(typeOnly && base.endsWith('.service'))) {
      return `${path.basename(fromFile)} may use only its own module "${fromRel[1]}"; let its service reach "${toRel[1]}"`;
    }
    if (path.basename(fromFile).endsWith('.routes.ts') && (base.endsWith('.queries') || toRel[0] === 'db' && base !== 'client')) {
      return 'routes call services; queries and the database are reached through the service';
    }
  }
  return undefined;
}

const boundariesPlugin = {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [], docs: { description: 'DESIGN §1 dependency rules' } },
      create(context) {
        const check = (node) => {
          const source = node.source;
          if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
          const typeOnly = node.importKind === 'type' || node.exportKind === 'type' || (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));
          const problem = boundaryProblem(context.filename, source.value, typeOnly);
          if (problem) context.report({ node: source, message: problem });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', 'e2e/.artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: boundariesPlugin },
    rules: {
      'local/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Issue 20: no import cycles anywhere (web, server, domain, service worker, e2e, scripts). A
  // dynamic import() counts: a lazily loaded module that imports its loader is still a cycle (the
  // outbox's runtime and client were one). Type-only imports are erased and this rule skips them;
  // in domain/, where the wire types live, scripts/domain-cycles.test.ts counts them too (issue 38).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The wire schemas' values pull TypeBox into the bundle: the web app takes their types only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/domain/api/*', 'typebox', 'typebox/*'], allowTypeImports: true, message: 'Import only types from the wire schemas (no schema library in the browser).' }],
        },
      ],
    },
  },
  {
    files: ['service-worker/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['server/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.ts', 'examples/**/*.mjs', '*.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  // DESIGN §1 rule 6: one module per runtime reads the environment.
  {
    files: ['server/**/*.ts', 'domain/**/*.ts'],
    // The test runner's settings (TEST_DATABASE_URL, FUZZ_*) are read by its own module.
    ignores: ['server/config.ts', 'server/test/test-env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through server/config.ts' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'service-worker/**/*.ts'],
    ignores: ['src/config/env.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.type='MetaProperty'][property.name='env']", message: 'Read build settings through src/config/env.ts' },
      ],
    },
  },
);

export { boundaryProblem };
