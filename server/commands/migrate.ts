/** `npm run db:migrate`: applies the checked-in migrations to the database the settings name, then stops. */
import { openForCommand } from './command-database';
import { runCommand } from './run-command';

await runCommand(async () => {
  const { config, close } = await openForCommand(process.env);
  await close();
  return `Migrations applied to ${config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : `the embedded database in ${config.dataDir}`}.`;
});
