import { join, resolve } from 'node:path';
import { ROOT_DIR } from '../app';
import { demoSeedEnabled } from '../core/env';
import { migrate, openDatabase } from './connection';
import { seedDatabase } from './seed';

/** `npm run seed -w api`: migrate and load the seed into the configured database, then exit. */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR ?? join(ROOT_DIR, 'data'));
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') });
  try {
    await migrate(database.db);
    const report = await seedDatabase(database.db, {
      seedDir: join(ROOT_DIR, 'api', 'seed'),
      demo: demoSeedEnabled(),
    });
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
