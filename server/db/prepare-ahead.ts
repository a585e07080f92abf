/**
 * A hot statement made ready on a pooled connection before the server listens: parsed by name, as
 * node-postgres would parse it on its first run there (so that run and every later one send no Parse), then
 * planned once by EXPLAIN EXECUTE, which runs nothing (no row written, no sequence number taken). A new
 * PostgreSQL connection's first run of an enrolment paid for reading the catalog of every table it touches:
 * about 10–20 ms over a warm one (docs/performance.md, "Enrolment: the slow tail").
 */
import type pg from 'pg';

export interface AheadStatement {
  /** The name the store runs it by (statement.ts), and its text with $1, $2, …. */
  name: string;
  text: string;
  /** How many parameters it takes: the plan is made with each one null. */
  parameters: number;
}

/** Parse and Sync only: node-postgres records the statement as parsed on this connection when it completes. */
function parseOnly(client: pg.PoolClient, { name, text }: AheadStatement): Promise<void> {
  return new Promise((resolve, reject) => {
    let failure: Error | null = null;
    const parse = {
      name,
      text,
      submit(connection: pg.Connection): void {
        connection.parse({ name, text, types: [] }, true);
        connection.sync();
      },
      handleError(error: Error): void {
        failure = error;
      },
      handleReadyForQuery(): void {
        if (failure) reject(failure);
        else resolve();
      },
    };
    // A "submittable": node-postgres's documented way to send messages of one's own (described-once.ts).
    client.query(parse);
  });
}

const quoted = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Parses and plans each statement on `client`'s connection. */
export async function prepareAhead(
  client: pg.PoolClient,
  statements: readonly AheadStatement[],
): Promise<void> {
  for (const statement of statements) {
    await parseOnly(client, statement);
    const nulls = Array.from({ length: statement.parameters }, () => 'null').join(', ');
    await client.query(`explain execute ${quoted(statement.name)}${nulls === '' ? '' : `(${nulls})`}`);
  }
}
