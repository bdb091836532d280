import { openDatabase } from '../db/client';
import { loadEnv } from '../env';
import { createAdminRepo } from '../modules/admin/admin.repo';
import { createAdminService, type AdminCommand } from '../modules/admin/admin.service';
import { createAuthRepo } from '../modules/auth/auth.repo';

const USAGE = 'uso: npm run admin -- grant <email> | revoke <email>';

async function main() {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const authRepo = createAuthRepo(database.db);
    const service = createAdminService({
      adminRepo: createAdminRepo(database.db),
      findUserByEmail: (address) => authRepo.findUserByEmail(address),
    });
    console.log(await service.setAdmin(command as AdminCommand, email));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
