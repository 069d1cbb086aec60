#!/usr/bin/env node
/**
 * `npm run passdesk -- <command>`, and `passdesk <command>` in the container image (a link to this
 * file on the PATH): runs the command line (apps/server/src/cli/passdesk.ts) from its TypeScript
 * sources through tsx, found beside this checkout, whatever the current folder; paths given to a
 * command stay relative to the folder it was run from. Exits with the command's code.
 */
import { register } from 'tsx/esm/api';

register();
const { runPassdesk } = await import('../apps/server/src/cli/passdesk.ts');
process.exit(await runPassdesk(process.argv.slice(2)));
