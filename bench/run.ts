/**
 * `npm run bench -- <name>` runs bench/<name>/run.ts; without a name it lists the benchmarks.
 * Each benchmark is a folder with a run.ts; its figures go in docs/performance.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const available = fs
  .readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(here, entry.name, 'run.ts')))
  .map((entry) => entry.name)
  .sort();

const [name, ...rest] = process.argv.slice(2);
if (!name || !available.includes(name)) {
  if (name) console.error(`bench: no benchmark named "${name}"`);
  console.log(`Usage: npm run bench -- <name> [options]\nBenchmarks: ${available.join(', ')}\nResults: docs/performance.md`);
  process.exit(name ? 1 : 0);
}
process.argv = [process.argv[0] ?? 'node', path.join(here, name, 'run.ts'), ...rest];
await import(pathToFileURL(path.join(here, name, 'run.ts')).href);
