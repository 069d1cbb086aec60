/**
 * `npm install` runs this (root postinstall): it makes the PGlite initdb template once, and the
 * migrated template of this release's migrations, packed and unpacked (pglite-template.ts), so that the first
 * `npm start` spends its seconds neither in initdb nor in the migrations. Never fails the install.
 */
import fs from 'node:fs';
import { embeddedClientOf, openDatabase, unpackMigratedTemplate } from './database.ts';
import { migrate } from './migrate.ts';
import { PgliteTemplate } from './pglite-template.ts';

try {
  const template = new PgliteTemplate();
  if (!template.read()) {
    const database = await openDatabase({ pgliteTemplate: template });
    await database.close();
    process.stdout.write(`passdesk: prepared the embedded database template (${template.file})\n`);
  }
  if (!template.readMigrated()) {
    // In memory, from the initdb template: nothing but the migrations in it.
    const database = await openDatabase({ pgliteTemplate: template });
    try {
      await migrate(database);
      const client = embeddedClientOf(database.db);
      if (client && (await template.saveMigrated(client))) process.stdout.write(`passdesk: prepared the migrated embedded database template (${template.migratedFile})\n`);
    } finally {
      await database.close();
    }
  }
  if (!fs.existsSync(template.migratedFolder) && (await unpackMigratedTemplate(template))) {
    process.stdout.write(`passdesk: unpacked the migrated embedded database template (${template.migratedFolder})\n`);
  }
} catch (error) {
  process.stdout.write(`passdesk: could not prepare the embedded database template (${(error as Error).message}); the first start will take longer\n`);
}
