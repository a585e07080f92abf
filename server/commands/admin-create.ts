/**
 * `npm run admin:create -- --email ana@example.com --name "Ana Lima" [--role "Store Admin"] [--location Oakville]`
 * creates an admin who can sign in. The password comes from ADMIN_PASSWORD or is typed twice without echo,
 * and must pass the same rule as every new password (docs/product.md §5).
 */
import { parseArgs } from 'node:util';
import { createAdmin } from './create-admin';
import { openForCommand } from './command-database';
import { readSecret } from './read-secret';
import { CommandRefused, runCommand } from './run-command';

const USAGE =
  'Usage: npm run admin:create -- --email ana@example.com --name "Ana Lima" [--role "Store Admin"] [--location Oakville]';

await runCommand(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      location: { type: 'string' },
    },
  });
  if (!values.email || !values.name) throw new CommandRefused(USAGE);
  const fromEnv = process.env.ADMIN_PASSWORD;
  const password = fromEnv ?? (await readSecret('Password: '));
  const confirmation = fromEnv ?? (await readSecret('Password again: '));
  const { database, close } = await openForCommand(process.env);
  try {
    const admin = await createAdmin(database.sql, {
      email: values.email,
      name: values.name,
      role: values.role ?? 'Admin',
      location: values.location ?? '',
      password,
      confirmation,
    });
    return `Admin ${admin.name} <${admin.email}> created (id ${admin._id}). Sign in at /auth/login.`;
  } finally {
    await close();
  }
});
