/**
 * The server part's ceiling: PostgreSQL's own pgbench running the statements the server runs for a call, so
 * a server figure is judged against what the database does with the same statements on the same disk (issue
 * 27). Statements arrive as the server prepares them ($1, $2, … and their values); each value is written into
 * the script as a literal, or as an expression of pgbench's variables (`:client_id`, 0 to clients − 1).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { refuseUnless } from './part';

const run = promisify(execFile);

/** pgbench of the newest PostgreSQL installed (Debian's layout), or on the PATH. */
function pgbenchBinary(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, 'bin', 'pgbench')).find((path) => existsSync(path));
  return found ?? (existsSync('/usr/bin/pgbench') ? '/usr/bin/pgbench' : null);
}

/** A value as an SQL literal (standard_conforming_strings: only the quote is doubled). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

export interface Statement {
  text: string;
  values: readonly unknown[];
  /** Values replaced by pgbench expressions, by their parameter number (1-based). */
  variables?: Record<number, string>;
}

/** The statement with its values written in, one line (pgbench reads a statement up to its `;`). */
export function scriptOf(statement: Statement): string {
  const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => {
    const at = Number(n);
    return statement.variables?.[at] ?? literal(statement.values[at - 1]);
  });
  return `${text.replace(/\s+/g, ' ').trim()};`;
}

export interface PgbenchRun {
  /** Transactions (one run of the script) per second, without connection set-up. */
  perSecond: number;
  detail: string;
}

/** pgbench with the script's statements prepared, `clients` connections on 2 threads, for `seconds`. */
export async function pgbench(options: {
  url: string;
  setup?: string[];
  statements: string[];
  clients: number;
  seconds: number;
}): Promise<PgbenchRun> {
  const binary = pgbenchBinary();
  refuseUnless(binary !== null, 'pgbench is not installed (.ci/postgres installs postgresql-contrib)');
  const dir = mkdtempSync(join(tmpdir(), 'loyalloop-pgbench-'));
  try {
    const script = join(dir, 'call.sql');
    writeFileSync(script, [...(options.setup ?? []), ...options.statements].join('\n') + '\n');
    const args = ['-n', '-M', 'prepared', '-c', String(options.clients), '-j', '2'];
    const { stdout } = await run(
      binary,
      [...args, '-T', String(options.seconds), '-f', script, options.url],
      {
        maxBuffer: 1 << 20,
      },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    const failed = /number of failed transactions: (\d+)/.exec(stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    refuseUnless(tps !== null, `pgbench printed no rate: ${stdout.slice(-300)}`);
    refuseUnless(!failed || failed[1] === '0', `pgbench had ${failed?.[1]} failed transactions`);
    return { perSecond: Number(tps[1]), detail: `pgbench, latency average ${latency?.[1] ?? '?'} ms` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
