import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's layers import one way (docs/architecture.md, "The web app"): app/ composes
 * everything; a feature imports shared folders but no other feature; shared folders import no
 * feature and not app/. Enforced per folder with no-restricted-imports (a later block replaces the
 * rule's options for its files, so each block repeats the server ban).
 */
const WEB_SRC = 'apps/web/src';
const WEB_SHARED = ['components', 'entities', 'layout', 'lib', 'theme', 'i18n', 'session', 'settings'];
const WEB_FEATURES = readdirSync(new URL(`./${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NO_SERVER = { group: ['**/apps/server/**', '@passdesk/server', '@passdesk/server/*'], message: 'The web app talks to the server over HTTP only; share code through packages/contract.' };
// Pages toast through lib/toast.ts, which mounts the toaster on the first toast (docs/performance.md).
const NO_HOT_TOAST = { name: 'react-hot-toast', message: 'Import toast from lib/toast.ts: it mounts the toaster when the first toast is asked for.' };
// Tooltips are Hints: MUI's Tooltip and Popper.js load on the first hover (docs/architecture.md, First load).
const NO_TOOLTIP = [
  { name: '@mui/material', importNames: ['Tooltip'], message: 'Use components/Hint.tsx: its popup loads when first wanted, not with the page.' },
  { name: '@mui/material/Tooltip', message: 'Use components/Hint.tsx: its popup loads when first wanted, not with the page.' },
];
const NO_APP = { regex: String.raw`^(\.\./)+app(/|$)`, message: 'Only app/ composes the panel: pass what you need in as a prop instead of importing app/.' };
const NO_FEATURES = { regex: String.raw`(^|/)features(/|$)`, message: 'Shared folders import no feature: move the shared part here, or let app/ hand the feature in.' };
// boot/ (the static first paint's script) and inspect/ (the inspector app) are apps of their own
// beside the panel: they use shared folders, and nothing of the panel uses them.
const NO_APPS_BESIDE = { regex: String.raw`^(\.\./)+(boot|inspect)(/|$)`, message: 'boot/ and inspect/ are apps of their own: nothing of the panel imports them; move what both need to a shared folder.' };
const webLayerRules = [
  {
    files: WEB_SHARED.map((folder) => `${WEB_SRC}/${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': ['error', { paths: [NO_HOT_TOAST, ...NO_TOOLTIP], patterns: [NO_SERVER, NO_APP, NO_FEATURES, NO_APPS_BESIDE] }],
    },
  },
  {
    files: ['boot', 'inspect'].map((folder) => `${WEB_SRC}/${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': ['error', {
        paths: [NO_HOT_TOAST, ...NO_TOOLTIP],
        patterns: [NO_SERVER, { ...NO_APP, message: 'boot/ and inspect/ are apps of their own: they import shared folders only, not app/.' }, { ...NO_FEATURES, message: 'boot/ and inspect/ are apps of their own: they import no feature; move what both need to a shared folder.' }],
      }],
    },
  },
  ...WEB_FEATURES.map((feature) => {
    const others = WEB_FEATURES.filter((other) => other !== feature).join('|');
    return {
      files: [`${WEB_SRC}/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', {
          paths: [NO_HOT_TOAST, ...NO_TOOLTIP],
          patterns: [
            NO_SERVER,
            NO_APP,
            NO_APPS_BESIDE,
            { regex: String.raw`(^|/)features/(?!${feature}/)|^(\.\./)+(${others})(/|$)`, message: `features/${feature} imports no other feature: move what both need to a shared folder (components, lib, session, ...).` },
          ],
        }],
      },
    };
  }),
];

/**
 * The server's modules stand on floors (docs/architecture.md, "The parts"): a module imports
 * modules on its own floor or a lower one, never a higher one. A new module folder must be placed
 * on a floor here before lint runs.
 */
const SERVER_MODULES_DIR = 'apps/server/src/modules';
const SERVER_FLOORS = [
  { floor: 'master data', modules: ['categories', 'centers', 'routes', 'offences', 'media', 'locales'] },
  { floor: 'people and access', modules: ['access', 'auth', 'second-factor', 'mobile-users', 'apk'] },
  { floor: 'card life', modules: ['cards', 'applications', 'renewals', 'delete-cards', 'scans'] },
  { floor: 'insight', modules: ['dashboard', 'reports', 'audit', 'mail-outbox'] },
];
const SERVER_MODULES = readdirSync(new URL(`./${SERVER_MODULES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = SERVER_MODULES.filter((name) => !SERVER_FLOORS.some(({ modules }) => modules.includes(name)));
if (unplaced.length > 0) throw new Error(`eslint.config.mjs: place ${unplaced.map((name) => `modules/${name}`).join(', ')} on a floor of SERVER_FLOORS (docs/architecture.md, "The parts")`);
// docs/architecture.md "The modules' floors" draws the same floors: lint fails when the two differ.
const FLOOR_DRAWING = readFileSync(new URL('./docs/architecture.md', import.meta.url), 'utf8').match(/### The modules' floors\s+```\n([\s\S]*?)```/u)?.[1] ?? '';
for (const { floor, modules } of SERVER_FLOORS) {
  const drawn = FLOOR_DRAWING.split('▼').map((part) => part.trim()).find((part) => part.startsWith(floor))?.slice(floor.length) ?? '';
  const named = (drawn.match(/[a-z][a-z-]*/gu) ?? []).filter((word) => SERVER_MODULES.includes(word));
  if ([...named].sort().join() !== [...modules].sort().join()) {
    throw new Error(`eslint.config.mjs: the ${floor} floor is ${modules.join(', ')} here, but ${named.join(', ') || 'nothing'} in docs/architecture.md "The modules' floors"`);
  }
}
const NO_WEB = { group: ['**/apps/web/**', '@passdesk/web', '@passdesk/web/*'], message: 'Share code through packages/contract.' };
// Above the top floor stands the composition root, which only tests may reach into.
const NO_ROOT = { regex: String.raw`^(\.\./)+(modules|app|runtime|main)\.ts$`, message: 'A module does not import the composition root (modules.ts, app.ts, runtime.ts, main.ts): let it hand you what you need.' };
// Files and their rows are kept together one way (docs/architecture.md "Files and the media route").
const NO_PENDING_FILES = { regex: String.raw`^(\.\./)+platform/storage/pending-files(\.schema)?\.ts$`, message: 'Store files for rows with storeAndClaim (platform/storage/store-and-claim.ts): it claims them with the row and deletes what no row took.' };
// A module others build on exposes what they may use through `<module>.public.ts` (docs/architecture.md
// "The card's home"): from outside its folder, its other files are out of reach (tests may also use
// its fixtures).
const PUBLIC_FILE_MODULES = ['cards'];
const behindPublicFile = (module, { tests }) => {
  const file = String.raw`(?!${module}\.public\.ts$${tests ? String.raw`|${module}\.fixtures\.ts$` : ''})[^/]+$`;
  return {
    regex: String.raw`^\.{1,2}/(.*/)?modules/${module}/${file}|^(\.\./)+${module}/${file}`,
    message: `Import modules/${module} through ${module}.public.ts${tests ? ` (or its fixtures, ${module}.fixtures.ts)` : ''}: its other files are its own (docs/architecture.md "The card's home").`,
  };
};
const publicFileRules = (ownModule, options) => PUBLIC_FILE_MODULES.filter((module) => module !== ownModule).map((module) => behindPublicFile(module, options));
const serverModuleRules = SERVER_FLOORS.flatMap(({ floor, modules }, level) => {
  const higher = SERVER_FLOORS.slice(level + 1).flatMap((upper) => upper.modules);
  const floorRule = higher.length === 0 ? [] : [{
    regex: String.raw`^(\.\./)+(modules/)?(${higher.join('|')})(/|$)`,
    message: `A module of the ${floor} floor imports modules of its own floor or lower (docs/architecture.md, "The parts"): ${higher.join(', ')} stand higher.`,
  }];
  return [
    ...modules.map((name) => ({ files: [`${SERVER_MODULES_DIR}/${name}/**/*.ts`], rules: { 'no-restricted-imports': ['error', { patterns: [NO_WEB, NO_ROOT, NO_PENDING_FILES, ...floorRule, ...publicFileRules(name, { tests: false })] }] } })),
    ...modules.map((name) => ({ files: [`${SERVER_MODULES_DIR}/${name}/**/*.test.ts`, `${SERVER_MODULES_DIR}/${name}/**/*.fixtures.ts`], rules: { 'no-restricted-imports': ['error', { patterns: [NO_WEB, ...floorRule, ...publicFileRules(name, { tests: true })] }] } })),
  ];
});

/**
 * Permission names are the contract's `PERMISSION` table (packages/contract access/permissions.ts):
 * product code never spells one as a string. Tests spell the spec's names to check the table
 * against them.
 */
const PERMISSION_TABLE = readFileSync(new URL('./packages/contract/src/access/permissions.ts', import.meta.url), 'utf8').match(/export const PERMISSION = \{([^}]*)\}/)?.[1] ?? '';
const PERMISSION_NAMES = [...PERMISSION_TABLE.matchAll(/^\s*\w+: '([^']+)',$/gm)].map((match) => match[1]);
if (PERMISSION_NAMES.length === 0) throw new Error('eslint.config.mjs: could not read the PERMISSION table of packages/contract/src/access/permissions.ts');
const PERMISSION_LITERAL = String.raw`/^(${PERMISSION_NAMES.map((name) => name.replace('.', String.raw`\.`)).join('|')})$/`;
const PERMISSION_MESSAGE = 'Name a permission through PERMISSION from packages/contract access/permissions.ts.';
const PERMISSION_SELECTORS = [
  // Any string that is a permission's name — a route's access, useCan, may, a list's `permission`,
  // a role's map, an OpenAPI tag — except an answer's `message`, which is worded for people.
  { selector: `:not(Property[key.name='message']) > Literal[value=${PERMISSION_LITERAL}]`, message: PERMISSION_MESSAGE },
  { selector: `TemplateLiteral[expressions.length=0] > TemplateElement[value.raw=${PERMISSION_LITERAL}]`, message: PERMISSION_MESSAGE },
  { selector: `Property[key.name='permissions'] > ObjectExpression > Property > Identifier.key[name=${PERMISSION_LITERAL}]`, message: PERMISSION_MESSAGE },
];
const TESTS_AND_TABLES = ['**/*.test.ts', '**/*.test.tsx', 'packages/contract/src/access/permissions.ts', 'packages/contract/src/navigation/screens.ts'];

/**
 * Page paths are the contract's `SCREENS` table (packages/contract navigation/screens.ts): the web
 * app, the menu and the route-access map never write one as a string (links use screenPath and
 * withQuery). The table's first path segments are read from the contract file.
 */
const SCREEN_TABLE = readFileSync(new URL('./packages/contract/src/navigation/screens.ts', import.meta.url), 'utf8').match(/export const SCREENS = \{([^}]*)\}/)?.[1] ?? '';
const SCREEN_SEGMENTS = [...new Set([...SCREEN_TABLE.matchAll(/^\s*\w+: '\/([^/':]+)[^']*',$/gm)].map((match) => match[1]))];
if (SCREEN_SEGMENTS.length === 0) throw new Error('eslint.config.mjs: could not read the SCREENS table of packages/contract/src/navigation/screens.ts');
const SCREEN_LITERAL = String.raw`/^\/(${SCREEN_SEGMENTS.join('|')})([\/?#]|$)/`;
const SCREEN_MESSAGE = 'Name a page through SCREENS from packages/contract navigation/screens.ts (screenPath fills its :params, withQuery adds a query).';
const SCREEN_SELECTORS = [
  { selector: `Literal[value=${SCREEN_LITERAL}]`, message: SCREEN_MESSAGE },
  // A URL made of a base and a page (`${server.url}/login`) names the page as much as the page alone.
  { selector: `TemplateLiteral > TemplateElement[value.raw=${SCREEN_LITERAL}]`, message: SCREEN_MESSAGE },
];
/**
 * Typography's `color` names a palette colour (`primary`, `error`, `warning`…) or one of the text
 * colours (`textPrimary`, `textSecondary`, `textDisabled`); a palette path such as `text.secondary`
 * or `warning.main` compiles but colours nothing since MUI 9 dropped the system props
 * (docs/architecture.md "Dependencies"). Paths stay right inside `sx`.
 */
const MUI_COLOR_SELECTORS = [
  {
    selector: `JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'] Literal[value=/\\./]`,
    message: "Typography's color takes a palette key or textPrimary / textSecondary / textDisabled, not a path (text.secondary colours nothing); or sx={{ color: 'text.secondary' }}.",
  },
];
// One block per file set: a later block's no-restricted-syntax replaces an earlier one's.
const namedOnceRules = [
  { files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'], ignores: TESTS_AND_TABLES, rules: { 'no-restricted-syntax': ['error', ...PERMISSION_SELECTORS] } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/contract/src/navigation/**/*.ts', 'packages/contract/src/access/route-access.ts'],
    ignores: TESTS_AND_TABLES,
    rules: { 'no-restricted-syntax': ['error', ...PERMISSION_SELECTORS, ...SCREEN_SELECTORS, ...MUI_COLOR_SELECTORS] },
  },
  // The browser tests' helpers and the benchmarks open pages by name too; a test may type a URL on purpose.
  { files: ['e2e/**/*.ts', 'bench/**/*.ts'], ignores: TESTS_AND_TABLES, rules: { 'no-restricted-syntax': ['error', ...PERMISSION_SELECTORS, ...SCREEN_SELECTORS] } },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'bench/results/**', '**/*.tsbuildinfo'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description', 'ts-nocheck': true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [NO_HOT_TOAST, ...NO_TOOLTIP], patterns: [NO_SERVER] }],
    },
  },
  ...webLayerRules,
  // The two modules that wrap react-hot-toast, and the toaster itself.
  {
    files: [`${WEB_SRC}/lib/toast.ts`, `${WEB_SRC}/lib/notify.ts`, `${WEB_SRC}/layout/ToasterHost.tsx`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_SERVER, NO_APP, NO_FEATURES] }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_WEB, ...publicFileRules(null, { tests: false })] }],
    },
  },
  // The composition root lists every module by its `<module>.module.ts` ("Adding a feature").
  {
    files: [`${SERVER_MODULES_DIR}/modules.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_WEB] }],
    },
  },
  // Tests, their helpers and the benchmarks outside the modules may also write a module's fixtures.
  {
    files: ['apps/server/src/*.test.ts', 'apps/server/src/test/**/*.ts', 'apps/server/src/cli/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_WEB, ...publicFileRules(null, { tests: true })] }],
    },
  },
  {
    files: ['bench/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: publicFileRules(null, { tests: true }) }],
    },
  },
  // The server platform knows no feature: modules depend on the platform, never the reverse.
  // Only the composition root (app.ts, runtime.ts) puts them together. Kept apart from the web's
  // blocks; it repeats the server-wide pattern because a later block replaces the rule's options.
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_WEB,
            {
              group: ['**/modules/**', '**/src/app.ts', '../app.ts', '../../app.ts', '../../../app.ts', '**/src/runtime.ts', '../runtime.ts', '../../runtime.ts', '../../../runtime.ts'],
              message: 'platform/ imports no feature module and not the composition root (app.ts, runtime.ts); let the module register with the platform or have app.ts hand it over.',
            },
          ],
        },
      ],
    },
  },
  ...serverModuleRules,
  ...namedOnceRules,
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
