/**
 * One name per feature (docs/architecture.md "One name per feature"): the table there names, for
 * every feature, its screens, web feature folder, server module, contract folder or file,
 * translation namespace and permission. `featureNameProblems` checks the table against the
 * repository and every folder against the table and the file shape "Adding a feature" describes;
 * `readRepository` gathers what it checks. Run by scripts/check-feature-names.mjs in `npm run lint`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const TABLE_HEADING = '### One name per feature';
const COLUMNS = ['feature', 'screens', 'web feature', 'server module', 'contract', 'namespace', 'permission'];
/** A server file named after its module alone: one of each per module. */
const MODULE_ROLES = ['module', 'schema', 'demo', 'fixtures', 'openapi'];
/** A server file named after its module or after one resource the module serves (its `<resource>.http.ts`). */
const RESOURCE_ROLES = ['http', 'queries', 'service'];
const ROLE_WITH_HYPHEN = new RegExp(`-(${[...MODULE_ROLES, ...RESOURCE_ROLES].join('|')})\\.ts$`);
/** A route declared in the file itself (`app.get('/…'`): routes belong in `*.http.ts`. */
const ROUTE_CALL = /\.(get|post|put|patch|delete)\(\s*['`]\//;

/** Backticked items of a cell; `—` (none) gives none. */
const ticked = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

/** The table's rows after `TABLE_HEADING`: { feature, screens[], web, module, contract, namespace, permissions[] }. */
export function parseTable(markdown) {
  const start = markdown.indexOf(`\n${TABLE_HEADING}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "${TABLE_HEADING.replace(/^#+ /, '')}" section`);
  const lines = markdown.slice(start).split('\n').slice(2);
  const first = lines.findIndex((line) => line.startsWith('|'));
  const table = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    table.push(line.split('|').slice(1, -1).map((cell) => cell.trim()));
  }
  const header = (table[0] ?? []).map((cell) => cell.toLowerCase());
  if (header.join('|') !== COLUMNS.join('|')) throw new Error(`the "${TABLE_HEADING}" table's columns must be: ${COLUMNS.join(', ')}`);
  return table.slice(2).map(([feature, screens, web, module, contract, namespace, permission]) => ({
    feature: ticked(feature)[0] ?? feature,
    screens: ticked(screens),
    web: ticked(web)[0],
    module: ticked(module)[0],
    contract: ticked(contract),
    namespace: ticked(namespace)[0],
    permissions: permission === '—' ? [] : permission.split(/,\s*/).filter((name) => !/^super admins? only$/i.test(name)),
  }));
}

/** The string values of `export const <name> = { … }` in a contract file. */
export function tableValues(source, name) {
  const body = source.match(new RegExp(`export const ${name} = \\{([^}]*)\\}`))?.[1] ?? '';
  return [...body.matchAll(/^\s*\w+: '([^']+)',$/gm)].map((match) => match[1]);
}

/**
 * What is wrong, one sentence each. `repo`: { table (rows), screens[], permissions[],
 * modules: { <folder>: file names }, modulesList (modules/modules.ts), features: { <folder>: file
 * names }, languages[], namespaces: { <lng>: names }, contractHas(path) }.
 */
export function featureNameProblems(repo) {
  const problems = [];
  const rows = repo.table;
  const screens = new Set(repo.screens);
  const permissions = new Set(repo.permissions);
  for (const row of rows) {
    const where = `the "${row.feature}" row`;
    for (const screen of row.screens) if (!screens.has(screen)) problems.push(`${where} names ${screen}, which is not in SCREENS (packages/contract/src/navigation/screens.ts)`);
    if (row.web && !repo.features[row.web]) problems.push(`${where} names the web feature ${row.web}, but apps/web/src/features/${row.web} does not exist`);
    if (row.module && !repo.modules[row.module]) problems.push(`${where} names the server module ${row.module}, but apps/server/src/modules/${row.module} does not exist`);
    for (const part of row.contract) {
      if (!repo.contractHas(part)) problems.push(`${where} names packages/contract/src/${part}, which does not exist`);
      else if (part === `${row.feature}/` && !repo.contractHas(`${part}${row.feature}-paths.ts`)) problems.push(`packages/contract/src/${part}${row.feature}-paths.ts is missing: a feature's contract folder holds its path table there`);
    }
    if (row.namespace) {
      for (const lng of repo.languages) if (!repo.namespaces[lng]?.includes(row.namespace)) problems.push(`${where} names the namespace ${row.namespace}, but apps/web/public/locales/${lng}/${row.namespace}.json does not exist`);
    }
    for (const name of row.permissions) if (!permissions.has(name)) problems.push(`${where} names the permission "${name}", which is not in PERMISSION (packages/contract/src/access/permissions.ts)`);
  }
  const listed = (key, name) => rows.some((row) => row[key] === name);
  for (const folder of Object.keys(repo.features).sort()) {
    if (!listed('web', folder)) problems.push(`apps/web/src/features/${folder} is not in the "${TABLE_HEADING.slice(4)}" table of docs/architecture.md`);
    for (const file of repo.features[folder]) {
      if (file.endsWith('-api.ts') && file !== `${folder}-api.ts`) problems.push(`apps/web/src/features/${folder}/${file}: a feature's calls are in ${folder}-api.ts`);
    }
  }
  for (const screen of repo.screens) {
    const owner = rows.some((row) => row.screens.some((mine) => screen === mine || screen.startsWith(`${mine}/`)));
    if (!owner && screen !== '/') problems.push(`the screen ${screen} belongs to no row of the "${TABLE_HEADING.slice(4)}" table`);
  }
  for (const folder of Object.keys(repo.modules).sort()) {
    problems.push(...moduleShapeProblems(folder, repo.modules[folder], repo.modulesList));
    if (!listed('module', folder)) problems.push(`apps/server/src/modules/${folder} is not in the "${TABLE_HEADING.slice(4)}" table of docs/architecture.md`);
  }
  return problems;
}

/** A server module's file shape ("Adding a feature", "On the server"). `files`: { name: text }. */
function moduleShapeProblems(folder, files, modulesList) {
  const problems = [];
  const at = (file) => `apps/server/src/modules/${folder}/${file}`;
  const names = Object.keys(files).filter((file) => !/\.test\.ts$/.test(file));
  const moduleFile = `${folder}.module.ts`;
  if (!names.includes(moduleFile)) problems.push(`${at(moduleFile)} is missing: every module has its FeatureModule there`);
  else if (!modulesList.includes(`'./${folder}/${moduleFile}'`)) problems.push(`${at(moduleFile)} is not listed in apps/server/src/modules/modules.ts`);
  const resources = new Set(names.filter((file) => file.endsWith('.http.ts')).map((file) => file.slice(0, -'.http.ts'.length)));
  for (const file of names) {
    const role = file.match(/\.(\w+)\.ts$/)?.[1];
    const prefix = role ? file.slice(0, -`.${role}.ts`.length) : undefined;
    if (MODULE_ROLES.includes(role) && prefix !== folder) problems.push(`${at(file)}: a module's ${role} file is ${folder}.${role}.ts`);
    if (RESOURCE_ROLES.includes(role) && prefix !== folder && !resources.has(prefix)) {
      problems.push(`${at(file)}: name it ${folder}.${role}.ts, or after a resource the module serves from its own ${prefix}.http.ts`);
    }
    const hyphened = role ? undefined : file.match(ROLE_WITH_HYPHEN)?.[1];
    if (hyphened) problems.push(`${at(file)}: a module's ${hyphened} file is named with a dot (${folder}.${hyphened}.ts)`);
    if (role !== 'http' && ROUTE_CALL.test(files[file])) problems.push(`${at(file)} declares routes: they belong in a *.http.ts file`);
    if (role !== 'schema' && /\bpgTable\(/.test(files[file])) problems.push(`${at(file)} declares a table: tables belong in ${folder}.schema.ts`);
  }
  return problems;
}

const folders = (dir) => readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isDirectory()).sort();
const filesOf = (dir) => readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isFile());

/** What featureNameProblems checks, read from the repository at `root`. */
export function readRepository(root) {
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const modulesDir = path.join(root, 'apps/server/src/modules');
  const featuresDir = path.join(root, 'apps/web/src/features');
  const localesDir = path.join(root, 'apps/web/public/locales');
  const languages = folders(localesDir);
  return {
    table: parseTable(read('docs/architecture.md')),
    screens: tableValues(read('packages/contract/src/navigation/screens.ts'), 'SCREENS'),
    permissions: tableValues(read('packages/contract/src/access/permissions.ts'), 'PERMISSION'),
    modules: Object.fromEntries(folders(modulesDir).map((folder) => [folder, Object.fromEntries(filesOf(path.join(modulesDir, folder)).map((file) => [file, readFileSync(path.join(modulesDir, folder, file), 'utf8')]))])),
    modulesList: read('apps/server/src/modules/modules.ts'),
    features: Object.fromEntries(folders(featuresDir).map((folder) => [folder, filesOf(path.join(featuresDir, folder))])),
    languages,
    namespaces: Object.fromEntries(languages.map((lng) => [lng, filesOf(path.join(localesDir, lng)).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length))])),
    contractHas: (part) => existsSync(path.join(root, 'packages/contract/src', part)),
  };
}
