/** `npm run config:docs`: writes `.env.example` and the README's configuration table from the schema. */
import path from 'node:path';
import { REPO_ROOT } from '../repo-paths.ts';
import { writeConfigDocs } from './config-docs.ts';

const changed = writeConfigDocs();
process.stdout.write(changed.length > 0 ? `config:docs: wrote ${changed.map((file) => path.relative(REPO_ROOT, file)).join(' and ')}\n` : 'config:docs: .env.example and README.md already match the schema\n');
