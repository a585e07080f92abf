import { string } from 'superstruct';
import { beforeEach, expect, it } from 'vitest';
import type { BackendStore, StoreTx } from '../../../src/backend/ports';
import { IMPORT_MESSAGES } from '../../../src/domain/client-import';
import { describeEachBackend } from './support/describe-backends';
import { csvFile, goodRows, HEADER } from './support/import-files';
import { NO_ACTIVITY_FILTERS, NO_CLIENT_FILTERS, NO_POINTS_FILTERS, refusal } from './support/refusal';

const FIVE = [
  HEADER,
  'Ana Lima,ana@import.test,Oakville,150,2024-03-01,VIP',
  'Ravi Patel,ravi@import.test,mississauga,0,,',
  'Bad Email,not-an-email,Oakville,,,',
  '"Lee, Sam",sam@import.test,Oakville,5,2023-12-31,"two\nlines"',
  'Dup,ANA@import.test,Oakville,,,',
].join('\r\n');

describeEachBackend('importing clients', (b) => {
  beforeEach(() => b.signIn());
  const importCsv = (text: string | Uint8Array<ArrayBuffer>, dryRun: boolean, name?: string) =>
    b.clients.importFile(csvFile(text, name), { dryRun });
  const count = async () => (await b.clients.list(NO_CLIENT_FILTERS)).length;

  it('a dry run counts, lists every refused row with line and column, and changes nothing', async () => {
    const before = await count();
    const report = await importCsv(FIVE, true);
    expect(report).toMatchObject({ dryRun: true, added: 3, skipped: 0, refusedCount: 2 });
    expect(report.refused).toEqual([
      { line: 4, column: 'email', message: 'Enter a valid email address!' },
      { line: 6, column: 'email', message: 'This email is already on line 2 of the file' },
    ]);
    expect(await count()).toBe(before);
  });

  it('the import adds every valid row, opening balances become ledger entries, one trail entry names it', async () => {
    const before = await count();
    const report = await importCsv(FIVE, false, 'spring.csv');
    expect(report).toMatchObject({ dryRun: false, added: 3, refusedCount: 2 });
    expect(await count()).toBe(before + 3);
    const [sam] = await b.clients.list({ ...NO_CLIENT_FILTERS, search: 'sam@import.test' });
    expect(sam).toMatchObject({ name: 'Lee, Sam', points: 5, location: 'Oakville', blockStatus: 'Active' });
    expect(sam?.notes).toBe('two\nlines');
    expect(sam?.joinDate.slice(0, 10)).toBe('2023-12-31');
    const ledger = await b.transactions.list({ ...NO_POINTS_FILTERS, search: 'Opening balance' });
    expect(ledger.map((t) => t.transactionPoints).sort()).toEqual([150, 5].sort());
    // docs/product.md §10.21: an imported balance is an opening balance, never earned.
    expect(ledger.map((t) => t.type)).toEqual(['opening', 'opening']);
    const trail = await b.activity.list(
      { ...NO_ACTIVITY_FILTERS, action: ['clients.imported'] },
      { number: 1 },
    );
    expect(trail.rows).toHaveLength(1);
    expect(trail.rows[0]?.after).toContain('spring.csv');
    expect(trail.rows[0]?.after).toContain('3 clients added');
    expect(trail.rows[0]?.adminName).toBe('Avery Morgan');
  });

  it('re-importing the same file adds nothing: known emails are skipped and keep their data', async () => {
    await importCsv(FIVE, false);
    const [ana] = await b.clients.list({ ...NO_CLIENT_FILTERS, search: 'ana@import.test' });
    const again = await importCsv(FIVE.replace('Ana Lima', 'Changed Name'), false);
    expect(again).toMatchObject({ added: 0, skipped: 3 });
    expect((await b.clients.list({ ...NO_CLIENT_FILTERS, search: 'ana@import.test' }))[0]).toEqual(ana);
  });

  it('every kind of bad row is refused with its column', async () => {
    const file = [
      'Email;Name;LOCATION;Points;JoinDate',
      'a@import.test;;Oakville;;',
      'b@import.test;B;Toronto;;',
      'c@import.test;C;Oakville;-5;',
      'd@import.test;D;Oakville;1.5;',
      'e@import.test;E;Oakville;1000001;',
      'f@import.test;F;Oakville;;2999-01-01',
      'g@import.test;G;Oakville;;yesterday',
      'h@import.test;=HYPERLINK("http://x");Oakville;;',
    ].join('\n');
    const report = await importCsv(`\uFEFF${file}`, true);
    expect(report.refused.map((r) => `${r.line}:${r.column}`)).toEqual([
      '2:name',
      '3:location',
      '4:points',
      '5:points',
      '6:points',
      '7:joinDate',
      '8:joinDate',
    ]);
    // A formula is a name like any other: kept as text.
    expect(report.added).toBe(1);
    await importCsv(file, false);
    const [h] = await b.clients.list({ ...NO_CLIENT_FILTERS, search: 'h@import.test' });
    expect(h?.name).toBe('=HYPERLINK("http://x")');
  });

  it('a refused row is named by its own line of the file: blank lines count (docs/api.md, "Importing clients")', async () => {
    const file = [
      HEADER,
      '',
      '',
      'Bad Email,not-an-email,Oakville,,,',
      'Ok,ok@import.test,Oakville,,,',
      ' , , ,,,',
      'Dup,OK@import.test,Oakville,,,',
    ].join('\r\n');
    const report = await importCsv(file, true);
    expect(report).toMatchObject({ added: 1, refusedCount: 2 });
    expect(report.refused).toEqual([
      { line: 4, column: 'email', message: 'Enter a valid email address!' },
      { line: 7, column: 'email', message: 'This email is already on line 5 of the file' },
    ]);
  });

  it('a quote never closed is refused with the line it opens on, and nothing of the file is written', async () => {
    const before = await count();
    const text = [
      HEADER,
      ...goodRows(1500),
      '',
      'Ben,ben@import.test,Oakville,,,"two',
      'lines',
      'Cy,cy@x.io,Oakville',
    ];
    for (const dryRun of [true, false]) {
      const error = await refusal(importCsv(text.join('\n'), dryRun));
      expect(error.status).toBe(400);
      expect(error.message).toBe(
        'The file could not be read as CSV: the quote that opens on line 1,503 is never closed.',
      );
    }
    expect(await count()).toBe(before);
  });

  it('a blank email is required, points may be written with thousands separators, and known clients are listed as skipped', async () => {
    const file = [
      HEADER,
      'No Email,,Oakville,,,',
      'Big,big@import.test,Oakville,"1,204",,',
      'Odd,odd@import.test,Oakville,"1,2345",,',
      'Over,over@import.test,Oakville,"1,000,001",,',
    ].join('\n');
    const report = await importCsv(file, false);
    expect(report.refused).toEqual([
      { line: 2, column: 'email', message: 'Email is required!' },
      { line: 4, column: 'points', message: IMPORT_MESSAGES.points },
      { line: 5, column: 'points', message: IMPORT_MESSAGES.points },
    ]);
    expect(report).toMatchObject({ added: 1, skippedRows: [] });
    const [big] = await b.clients.list({ ...NO_CLIENT_FILTERS, search: 'big@import.test' });
    expect(big?.points).toBe(1204);
    const again = await importCsv(
      `${HEADER}\nNew,new@import.test,Oakville,,,\nBig,BIG@import.test,Oakville,,,`,
      true,
    );
    expect(again).toMatchObject({ added: 1, skipped: 1 });
    expect(again.skippedRows).toEqual([{ line: 3, email: 'BIG@import.test', clientId: big?.userId }]);
  });

  it('two imports of the same file at once: each is answered 200 or 409, never 500, and every client is in once', async () => {
    const before = await count();
    const text = [HEADER, ...goodRows(2500, 500)].join('\n');
    const settled = await Promise.allSettled([importCsv(text, false), importCsv(text, false)]);
    const statuses = settled.map((outcome) =>
      outcome.status === 'fulfilled' ? 200 : (outcome.reason as { status: number }).status,
    );
    for (const status of statuses) expect([200, 409]).toContain(status);
    const added = settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value.added : 0));
    expect(added.reduce((sum, n) => sum + n, 0)).toBe(2500);
    expect(await count()).toBe(before + 2500);
  });

  it('hostile files are answered with a message and write nothing', async () => {
    const before = await count();
    const cases: [string | Uint8Array<ArrayBuffer>, RegExp][] = [
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe]), /not UTF-8 text/],
      [`${HEADER}\r\nJos\u00e9,j@import.test,Oakville,,,`.replace('\u00e9', '\u0000'), /not UTF-8 text/],
      [
        new Uint8Array([
          ...new TextEncoder().encode(`${HEADER}\nJos`),
          0xe9,
          ...new TextEncoder().encode(',j@x.io,Oakville,,,'),
        ]),
        /not UTF-8 text/,
      ],
      [HEADER, /no client rows/],
      [`\uFEFF${HEADER}\r\n`, /no client rows/],
      // A quoted field whose newline never closes: the rest of the file would be one cell.
      [
        `${HEADER}\nAna,ana@import.test,Oakville,,,"two\nlines\nBen,ben@import.test,Oakville,,,`,
        /could not be read as CSV: the quote that opens on line 2 is never closed/,
      ],
      ['Ana Lima,ana@import.test,Oakville', /first line must name the columns/],
      ['', /first line must name the columns/],
    ];
    for (const [text, message] of cases) {
      const error = await refusal(importCsv(text, false));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('a file of 200,000 rows is refused with the limit at row 100,001, and nothing of it is written', async () => {
    const before = await count();
    // A dry run reads exactly as an import does, and stops at the same row; the import's rollback of
    // what it wrote so far is the all-or-nothing case below.
    const text = [HEADER, ...goodRows(200_000)].join('\n');
    const error = await refusal(importCsv(text, true));
    expect(error.status).toBe(400);
    expect(error.message).toContain('100,000 rows');
    expect(await count()).toBe(before);
  }, 120_000);

  it('a file over 20 MB is refused with the limit before it is read whole', async () => {
    const before = await count();
    const big = new Uint8Array(25 * 1024 * 1024).fill(0x61);
    big.set(new TextEncoder().encode(`${HEADER}\n`));
    const error = await refusal(importCsv(big, false));
    expect(error.message).toContain('20 MB');
    expect(await count()).toBe(before);
  });

  it('an Email Consent column records each row’s yes or no, from the import, dated; without it consent stays off (docs/product.md §10.27)', async () => {
    const withColumn = [
      'name,email,location,Email Consent',
      'Ana Consent,ana.consent@import.test,Oakville,yes',
      'Ravi Consent,ravi.consent@import.test,Oakville,no',
      'Sam Consent,sam.consent@import.test,Oakville,',
      'Lee Consent,lee.consent@import.test,Oakville,perhaps',
    ].join('\r\n');
    const report = await importCsv(withColumn, false);
    expect(report).toMatchObject({ added: 3, refusedCount: 1 });
    expect(report.refused).toEqual([
      { line: 5, column: 'emailConsent', message: IMPORT_MESSAGES.emailConsent },
    ]);
    const at = new Date(b.harness.now()).toISOString();
    const consentOf = async (email: string) => {
      const [client] = await b.clients.list({ ...NO_CLIENT_FILTERS, search: email });
      const found = await b.clients.get(client?.userId ?? '');
      return [found.emailConsent, found.emailConsentSource ?? null, found.emailConsentAt ?? null];
    };
    expect(await consentOf('ana.consent@import.test')).toEqual([true, 'import', at]);
    expect(await consentOf('ravi.consent@import.test')).toEqual([false, 'import', at]);
    expect(await consentOf('sam.consent@import.test')).toEqual([false, 'import', at]);
    await importCsv([HEADER, 'Mia Noconsent,mia.noconsent@import.test,Oakville,,,'].join('\r\n'), false);
    expect(await consentOf('mia.noconsent@import.test')).toEqual([false, null, null]);
  });

  it('without a file the call is refused 400', async () => {
    const error = await refusal(
      b.api.send({ method: 'POST', path: 'admin/clients/import', payload: {}, answer: {} as never }),
    );
    expect(error.status).toBe(400);
  });

  it('an admin who is not a Super Admin may not import', async () => {
    const { adminId, attemptId } = await b.auth.requestLoginCode({
      email: 'jordan.lee@loyalloop.demo',
      password: 'Demo@1234',
    });
    const tokens = await b.auth.verifyLoginCode({
      adminId,
      attemptId,
      otp: b.codeFor('jordan.lee@loyalloop.demo'),
      rememberMe: false,
    });
    b.session.token = tokens.accessToken;
    expect((await refusal(importCsv(FIVE, true))).status).toBe(403);
  });
});

/** Throws on the ledger write of an import's second batch: after 1,000 clients were written. */
const failingSecondBatch = (store: BackendStore): BackendStore => ({
  ...store,
  transaction: (work) =>
    store.transaction((tx) => {
      let batches = 0;
      const broken: StoreTx = {
        ...tx,
        async insertClients(clients) {
          batches += 1;
          if (batches === 2) throw new Error('injected fault');
          return tx.insertClients(clients);
        },
      };
      return work(broken);
    }),
});

describeEachBackend(
  'importing clients, all or nothing',
  (b) => {
    beforeEach(() => b.signIn());

    it('a failure midway leaves no client of the file', async () => {
      const before = (await b.clients.list(NO_CLIENT_FILTERS)).length;
      const text = [HEADER, ...goodRows(1500)].join('\n');
      const error = await refusal(b.clients.importFile(csvFile(text), { dryRun: false }));
      expect(error.status).toBe(500);
      expect(await b.clients.list(NO_CLIENT_FILTERS)).toHaveLength(before);
      const ledger = await b.transactions.list({ ...NO_POINTS_FILTERS, search: 'Opening balance' });
      expect(ledger).toHaveLength(0);
    });
  },
  { backend: { store: failingSecondBatch } },
);

/** Another Super Admin's import (or an enrolment) wrote one of the file's emails after this import looked it up. */
const enrolledMeanwhile = (store: BackendStore): BackendStore => ({
  ...store,
  transaction: (work) => store.transaction((tx) => work({ ...tx, insertClients: async () => 'email-taken' })),
});

describeEachBackend(
  'importing clients while the same emails are enrolled',
  (b) => {
    beforeEach(() => b.signIn());

    it('the import is refused 409 with a message, and nothing of the file is written', async () => {
      const before = (await b.clients.list(NO_CLIENT_FILTERS)).length;
      const text = [HEADER, ...goodRows(10)].join('\n');
      const error = await refusal(b.clients.importFile(csvFile(text), { dryRun: false }));
      expect(error.status).toBe(409);
      expect(error.message).toBe(IMPORT_MESSAGES.enrolledMeanwhile);
      expect(await b.clients.list(NO_CLIENT_FILTERS)).toHaveLength(before);
    });
  },
  { backend: { store: enrolledMeanwhile } },
);

describeEachBackend('importing clients, with progress lines', (b) => {
  beforeEach(() => b.signIn());
  const asLines = (dryRun: boolean, text: string) => {
    const form = new FormData();
    form.append('file', csvFile(text), 'lines.csv');
    return b.api.send({
      method: 'POST',
      path: `admin/clients/import${dryRun ? '?dryRun=true' : ''}`,
      payload: form,
      accept: 'application/x-ndjson',
      read: (response) => response.text(),
      answer: string(),
      notify: false,
    });
  };
  const parse = (text: string): Record<string, unknown>[] =>
    text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('asked for application/x-ndjson, the import answers a line per batch of rows handled, then its answer with its status', async () => {
    const before = (await b.clients.list(NO_CLIENT_FILTERS)).length;
    const lines = parse(await asLines(false, [HEADER, ...goodRows(2500)].join('\n')));
    expect(lines.slice(0, -1)).toEqual([1000, 2000, 2500].map((rows) => ({ type: 'progress', rows })));
    expect(lines.at(-1)).toMatchObject({
      status: 200,
      type: 'success',
      import: { added: 2500, dryRun: false },
    });
    expect(await b.clients.list(NO_CLIENT_FILTERS)).toHaveLength(before + 2500);
  });

  it('a refused file ends its lines with the refusal and its status, and writes nothing', async () => {
    const before = (await b.clients.list(NO_CLIENT_FILTERS)).length;
    const lines = parse(await asLines(false, HEADER));
    expect(lines.at(-1)).toMatchObject({
      status: 400,
      type: 'error',
      message: expect.stringMatching(/no client rows/),
    });
    expect(await b.clients.list(NO_CLIENT_FILTERS)).toHaveLength(before);
  });

  it('the app reads the lines: the report as without them, a refusal as a refusal', async () => {
    const report = await b.clients.importFile(csvFile(FIVE), { dryRun: true });
    expect(report).toMatchObject({ dryRun: true, added: 3, refusedCount: 2 });
    const error = await refusal(b.clients.importFile(csvFile(HEADER), { dryRun: false }));
    expect(error.status).toBe(400);
  });
});
