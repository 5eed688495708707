import { join } from 'node:path';
import { API_DIR } from '../core/paths';
import { demoSeedEnabled, loadEnvFile } from '../core/env';
import { openConfiguredDatabase } from './configured';
import { seedDatabase } from './seed';

/** `npm run seed -w api`: migrate and load the seed into the configured database, then exit. */
async function main(): Promise<void> {
  // The database the server uses: the repository's `.env` names it too, when there is one.
  loadEnvFile();
  const database = await openConfiguredDatabase();
  try {
    const report = await seedDatabase(database.db, {
      seedDir: join(API_DIR, 'seed'),
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
