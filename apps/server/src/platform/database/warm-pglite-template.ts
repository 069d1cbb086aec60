/**
 * `npm install` runs this (root postinstall): it makes the PGlite initdb template once, so that
 * the first `npm start` does not spend its seconds in initdb. Never fails the install.
 */
import { openDatabase } from './database.ts';
import { PgliteTemplate } from './pglite-template.ts';

try {
  const template = new PgliteTemplate();
  if (!template.read()) {
    const database = await openDatabase({ pgliteTemplate: template });
    await database.close();
    process.stdout.write(`passdesk: prepared the embedded database template (${template.file})\n`);
  }
} catch (error) {
  process.stdout.write(`passdesk: could not prepare the embedded database template (${(error as Error).message}); the first start will take longer\n`);
}
