/**
 * A named prepared statement run on node-postgres that asks PostgreSQL for its row's description once per
 * connection, not on every execution. node-postgres's own Query sends Bind, Describe, Execute and Sync each
 * time, so PostgreSQL answers a RowDescription every time and the client rebuilds the row's parsers from it
 * (`addFields`): about a tenth of GET one client's server CPU (docs/performance.md, "GET one client: where a
 * server's time goes"). The statement's text and row never change while it stays parsed on a connection, so
 * the parsers found there are kept with that connection and later executions send Bind, Execute and Sync only.
 *
 * It is a "submittable", node-postgres's documented way to run a query of one's own (as pg-cursor does): the
 * pool hands it a connection and the client passes it the backend's messages.
 */
import type pg from 'pg';

/** A value's parser as node-postgres's type registry answers it. */
type Parser = (text: string) => unknown;
export interface TypeParsers {
  getTypeParser(oid: number, format?: 'text' | 'binary'): Parser;
}

/** The parts of node-postgres's RowDescription and DataRow messages read here. */
interface RowDescription {
  fields: readonly { dataTypeID: number; format?: string }[];
}
interface DataRow {
  fields: readonly (string | null)[];
}

/** The statement's parsers on each connection where it has been described, by connection. */
export type DescribedOn = WeakMap<pg.Connection, readonly Parser[]>;

/** What node-postgres's client records of the statements parsed on a connection (as its own Query reads it). */
const isParsedOn = (connection: pg.Connection, name: string): boolean =>
  ['parsedStatements', 'submittedNamedStatements'].some((key) => {
    const statements: unknown = Reflect.get(connection, key);
    return typeof statements === 'object' && statements !== null && name in statements;
  });

function markSubmitted(connection: pg.Connection, name: string, text: string): void {
  const submitted: unknown = Reflect.get(connection, 'submittedNamedStatements');
  if (typeof submitted === 'object' && submitted !== null) Reflect.set(submitted, name, text);
}

/** A parameter as text, as node-postgres's own prepareValue writes a string, number or boolean. */
function parameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  throw new TypeError(`A prepared read takes text, numbers or booleans, not ${typeof value}.`);
}

export interface Statement {
  name: string;
  text: string;
  types: TypeParsers;
  /** Shared by every execution of the statement (one map per statement). */
  described: DescribedOn;
}

/**
 * One execution of `statement` with `values`, to hand to `pool.query`: its callback gets the rows as arrays of
 * parsed values, or the error.
 */
export function describedOnce(statement: Statement, values: readonly (string | null)[]) {
  const { name, text, types, described } = statement;
  const rows: unknown[][] = [];
  let parsers: readonly Parser[] | undefined;
  let connectionUsed: pg.Connection | undefined;
  let failure: Error | undefined;
  const execution = {
    name,
    text,
    callback: undefined as ((error: Error | null, rows?: unknown[][]) => void) | undefined,
    submit(connection: pg.Connection): void {
      connectionUsed = connection;
      const parsed = isParsedOn(connection, name);
      parsers = parsed ? described.get(connection) : undefined;
      const stream = connection.stream;
      // One write for the messages below, as node-postgres's Query does.
      stream.cork();
      try {
        if (!parsed) {
          connection.parse({ name, text, types: [] }, true);
          markSubmitted(connection, name, text);
        }
        connection.bind({ statement: name, values: [...values] }, true);
        if (!parsers) connection.describe({ type: 'P', name: '' }, true);
        connection.execute({ portal: '' }, true);
        connection.sync();
      } finally {
        stream.uncork();
      }
    },
    handleRowDescription(message: RowDescription): void {
      parsers = message.fields.map((field) =>
        types.getTypeParser(field.dataTypeID, field.format === 'binary' ? 'binary' : 'text'),
      );
      if (connectionUsed) described.set(connectionUsed, parsers);
    },
    handleDataRow(message: DataRow): void {
      if (failure) return;
      const known = parsers;
      if (!known || known.length !== message.fields.length) {
        failure = new Error(`The prepared read ${name} got a row it has no description of.`);
        return;
      }
      rows.push(message.fields.map((value, i) => (value === null ? null : (known[i] as Parser)(value))));
    },
    handleCommandComplete(): void {},
    handleEmptyQuery(): void {},
    handleError(error: Error): void {
      // A statement that failed may be parsed again: describe it again with it.
      if (connectionUsed) described.delete(connectionUsed);
      execution.callback?.(failure ?? error);
    },
    handleReadyForQuery(): void {
      if (failure) execution.callback?.(failure);
      else execution.callback?.(null, rows);
    },
  };
  return execution;
}

/**
 * Runs `statement` with `values` on a connection of `pool`: the rows as arrays of parsed values. As
 * `pool.query` does, a connection that failed is not reused, and an error on it while checked out is the
 * read's error, never an uncaught one.
 */
export function runDescribedOnce(
  pool: pg.Pool,
  statement: Statement,
  values: readonly unknown[],
): Promise<unknown[][]> {
  return new Promise((resolve, reject) => {
    // Written before a connection is taken: node-postgres does not expect a submitted query to throw.
    const texts = values.map(parameter);
    pool.connect((connectError, client, release) => {
      if (connectError || !client) {
        reject(connectError ?? new Error('The pool gave no connection.'));
        return;
      }
      const execution = describedOnce(statement, texts);
      let settled = false;
      const settle = (error: Error | null, rows: unknown[][] = []): void => {
        if (settled) return;
        settled = true;
        client.removeListener('error', settle);
        release(error ?? undefined);
        if (error) reject(error);
        else resolve(rows);
      };
      client.once('error', settle);
      execution.callback = settle;
      client.query(execution);
    });
  });
}
