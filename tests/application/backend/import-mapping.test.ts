/**
 * The import's column mapping, its recognised headers and its update mode (docs/product.md §10.25), on every
 * host: the mapping travels with the call, so the core applies it alike for the demo and the server.
 */
import { beforeEach, expect, it } from 'vitest';
import { MAPPING_MESSAGES } from '../../../src/domain/import-mapping';
import { PHONE_MESSAGES } from '../../../src/domain/phone';
import { describeEachBackend } from './support/describe-backends';
import { csvFile } from './support/import-files';
import { NO_CLIENT_FILTERS, refusal } from './support/refusal';

/** Square's customer export, as its header names the columns (and a few it has that we leave out). */
const SQUARE = [
  'Reference ID,Given Name,Family Name,Email Address,Phone Number,Company Name,Memo,Email Subscription Status',
  'R1,Ana,Lima,ana@square.test,(416) 555-0101,Café Co,Likes oat milk,subscribed',
  'R2,Ravi,Patel,,416.555.0102,,,unknown',
].join('\r\n');

/** Shopify's customer export (phones written with a text mark, as a spreadsheet saves them). */
const SHOPIFY = [
  'Customer ID,First Name,Last Name,Email,Accepts Email Marketing,Default Address Phone,Phone,Accepts SMS Marketing,Total Spent,Note,Tags',
  "1001,Lee,Sam,lee@shopify.test,yes,,'+14165550103,no,12.50,VIP,regular",
  '1002,Mo,,,no,,+1 416 555 0104,no,0,,',
].join('\r\n');

describeEachBackend('importing clients with a column mapping', (b) => {
  beforeEach(() => b.signIn());
  const importCsv = (
    text: string,
    options: { dryRun?: boolean; mapping?: string[]; update?: boolean } = {},
  ) => b.clients.importFile(csvFile(text), { dryRun: false, ...options });
  const find = async (text: string) => (await b.clients.list({ ...NO_CLIENT_FILTERS, search: text }))[0];

  it('a Square export imports without a mapping: the name joined, email, phone and memo read, other columns left out', async () => {
    const report = await importCsv(SQUARE);
    expect(report).toMatchObject({ added: 2, refusedCount: 0 });
    const ana = await b.clients.get((await find('ana@square.test'))?.userId ?? '');
    // No location column: the importing admin's own (the demo's Super Admin works in Mississauga).
    expect(ana).toMatchObject({
      name: 'Ana Lima',
      phone: '+14165550101',
      notes: 'Likes oat milk',
      location: 'Mississauga',
    });
    expect(await find('416-555-0102')).toMatchObject({
      name: 'Ravi Patel',
      email: '',
      phone: '+14165550102',
    });
  });

  it('a Shopify export imports without a mapping, a phone’s text mark dropped and a missing last name allowed', async () => {
    const report = await importCsv(SHOPIFY);
    expect(report).toMatchObject({ added: 2, refusedCount: 0 });
    expect(await find('lee@shopify.test')).toMatchObject({ name: 'Lee Sam', phone: '+14165550103' });
    expect(await find('4165550104')).toMatchObject({ name: 'Mo', email: '' });
  });

  it('a mapping sent with the call decides each column; a column mapped to nothing is left out', async () => {
    const file = [
      'Nom,Courriel,Tél,Succursale,Solde,Ignorée',
      'Zoé Roy,zoe@map.test,514 555 0105,Oakville,40,secret',
    ].join('\n');
    const unmapped = await refusal(importCsv(file, { dryRun: true }));
    expect(unmapped.status).toBe(400);
    expect(unmapped.message).toMatch(/first line must name the columns/);
    const report = await importCsv(file, { mapping: ['name', 'email', 'phone', 'location', 'points', ''] });
    expect(report).toMatchObject({ added: 1, refusedCount: 0 });
    expect(await find('zoe@map.test')).toMatchObject({
      name: 'Zoé Roy',
      phone: '+15145550105',
      location: 'Oakville',
      points: 40,
      notes: '',
    });
  });

  it('a mapping that cannot make clients is refused whole with a message, and nothing is written', async () => {
    const before = (await b.clients.list(NO_CLIENT_FILTERS)).length;
    const file = 'a,b,c\nAna,ana@x.test,Oakville';
    const cases: [string[], string][] = [
      [['name', 'name', 'email'], MAPPING_MESSAGES.twice('name')],
      [['', 'email', 'location'], MAPPING_MESSAGES.noName],
      [['name', '', 'location'], MAPPING_MESSAGES.noContact],
      [['name', 'firstName', 'email'], MAPPING_MESSAGES.nameAndParts],
      [['name', 'email', 'location', 'notes'], MAPPING_MESSAGES.tooLong(3)],
      [['name', 'mail', 'location'], MAPPING_MESSAGES.unknownField('mail')],
    ];
    for (const [mapping, message] of cases) {
      const error = await refusal(importCsv(file, { mapping }));
      expect(error).toMatchObject({ status: 400, message });
    }
    expect((await b.clients.list(NO_CLIENT_FILTERS)).length).toBe(before);
  });

  it('a row needs an email or a phone, and a phone must be valid and once in the file', async () => {
    const file = [
      'name,email,phone,location',
      'No Contact,,,Oakville',
      'Bad Phone,,12345,Oakville',
      'First,,416 555 0106,Oakville',
      'Again,,(416) 555-0106,Oakville',
    ].join('\n');
    const report = await importCsv(file, { dryRun: true });
    expect(report.refused).toEqual([
      { line: 2, column: 'email', message: PHONE_MESSAGES.emailOrPhone },
      { line: 3, column: 'phone', message: PHONE_MESSAGES.invalid },
      { line: 5, column: 'phone', message: 'This phone number is already on line 4 of the file' },
    ]);
    expect(report.added).toBe(1);
  });

  it('update mode changes only the mapped fields of the clients a row matches, by email or by phone', async () => {
    await importCsv(
      [
        'name,email,phone,location,points,notes',
        'Una Up,una@update.test,,Oakville,50,keep me',
        'Pho Ne,,905 555 0107,Oakville,5,phone notes',
      ].join('\n'),
    );
    const una = await find('una@update.test');
    const pho = await find('9055550107');
    // Email matches Una; the phone matches Pho. Points are not an updatable field: the ledger moves them.
    const update = [
      'Email Address,Phone Number,Given Name,Family Name,Memo',
      'UNA@update.test,647 555 0108,Una,Updated,',
      ',(905) 555-0107,Pho,Renamed,new notes',
      'new@update.test,,New,Client,',
    ].join('\n');
    // Without update mode the matched rows are skipped as before.
    expect(await importCsv(update, { dryRun: true })).toMatchObject({ added: 1, updated: 0, skipped: 2 });
    const dry = await importCsv(update, { dryRun: true, update: true });
    expect(dry).toMatchObject({ added: 1, updated: 2, skipped: 0 });
    expect(await find('una@update.test')).toEqual(una);
    const report = await importCsv(update, { update: true });
    expect(report).toMatchObject({ added: 1, updated: 2, skipped: 0, refusedCount: 0 });
    const after = await b.clients.get(una?.userId ?? '');
    // A blank memo keeps the notes; the location, points and join date were not mapped.
    expect(after).toMatchObject({
      name: 'Una Updated',
      email: 'una@update.test',
      phone: '+16475550108',
      notes: 'keep me',
      location: 'Oakville',
      points: 50,
      joinDate: una?.joinDate,
    });
    expect(await b.clients.get(pho?.userId ?? '')).toMatchObject({
      name: 'Pho Renamed',
      notes: 'new notes',
      points: 5,
    });
    // Without update mode the same rows are skipped and change nothing.
    expect(await importCsv(update)).toMatchObject({ added: 0, skipped: 3 });
  });

  it('update mode refuses a row that would give a client another client’s phone, and changes nothing of it', async () => {
    await importCsv(
      [
        'name,email,phone,location',
        'One,one@clash.test,416 555 0109,Oakville',
        'Two,two@clash.test,416 555 0110,Oakville',
      ].join('\n'),
    );
    const one = await find('one@clash.test');
    const two = await find('two@clash.test');
    const clash = [
      'name,email,phone',
      'One Renamed,one@clash.test,416 555 0110',
      'Two Renamed,one@clash.test,416 555 0110',
    ].join('\n');
    const report = await importCsv(clash, { update: true, mapping: ['name', 'email', 'phone'] });
    expect(report.refused).toEqual([
      { line: 2, column: 'phone', message: PHONE_MESSAGES.phoneTaken(two?.userId ?? '') },
      { line: 3, column: 'email', message: 'This email is already on line 2 of the file' },
    ]);
    const moved = await importCsv(['phone,email,name', '416 555 0110,ONE@clash.test,Two'].join('\n'), {
      update: true,
    });
    // The row's email is One's, so it matches One, whose phone it would give Two's number.
    expect(moved.refused).toEqual([
      { line: 2, column: 'phone', message: PHONE_MESSAGES.phoneTaken(two?.userId ?? '') },
    ]);
    expect(await b.clients.get(one?.userId ?? '')).toMatchObject({ name: 'One', phone: '+14165550109' });
    expect(await b.clients.get(two?.userId ?? '')).toMatchObject({ name: 'Two', email: 'two@clash.test' });
  });

  it('re-importing the clients export adds nothing and changes nothing, with or without update mode', async () => {
    await importCsv(
      [
        'name,email,phone,location,points,notes,status',
        'Ex Port,ex@export.test,416 555 0111,Oakville,75,"a note, with a comma",Blocked',
        'Phone Only,,416 555 0112,Mississauga,0,,',
      ].join('\n'),
    );
    const before = await b.clients.list(NO_CLIENT_FILTERS);
    expect(before.find((c) => c.email === 'ex@export.test')).toMatchObject({ blockStatus: 'Blocked' });
    const exported = await b.clients.export(NO_CLIENT_FILTERS, 'America/Toronto');
    const text = await exported.file.text();
    const plain = await b.clients.importFile(new File([text], 'export.csv'), { dryRun: false });
    expect(plain).toMatchObject({ added: 0, refusedCount: 0, skipped: before.length });
    const updating = await b.clients.importFile(new File([text], 'export.csv'), {
      dryRun: false,
      update: true,
    });
    expect(updating).toMatchObject({ added: 0, updated: 0, refusedCount: 0, skipped: before.length });
    expect(await b.clients.list(NO_CLIENT_FILTERS)).toEqual(before);
  });
});
