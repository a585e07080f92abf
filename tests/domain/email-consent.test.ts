import { openLocationJudge } from '../../src/domain/location-names';
import { describe, expect, it } from 'vitest';
import { checkImportRow, IMPORT_MESSAGES } from '../../src/domain/client-import';
import { fieldColumns, recognisedMapping, type FieldColumns } from '../../src/domain/import-mapping';
import { consentCell, consentFrom, NO_CONSENT } from '../../src/domain/email-consent';

const NOW = Date.UTC(2026, 2, 1);

/** The columns a header names without a mapping, as the import recognises them. */
function columnsOf(header: readonly string[]): FieldColumns {
  const found = fieldColumns(recognisedMapping(header), header.length);
  if (!found.ok) throw new Error(found.message);
  return found.columns;
}

/** The demo's two open locations, as the core judges a typed one. */
const AT_DEMO_LOCATIONS = openLocationJudge([
  { name: 'Mississauga', archived: false },
  { name: 'Oakville', archived: false },
]);

describe('email consent (docs/product.md §10.27)', () => {
  it.each([
    ['yes', true],
    ['Yes', true],
    [' TRUE ', true],
    ['1', true],
    ['y', true],
    ['no', false],
    ['False', false],
    ['0', false],
    ['', false],
    ['maybe', null],
    ['2', null],
    ['oui', null],
  ])('an import cell %j reads as %j', (cell, expected) => {
    expect(consentCell(cell)).toBe(expected);
  });

  it('is dated and sourced when given, and absent when nobody asked', () => {
    expect(consentFrom(true, 'import', NOW)).toEqual({
      emailConsent: true,
      emailConsentAt: '2026-03-01T00:00:00.000Z',
      emailConsentSource: 'import',
    });
    expect(NO_CONSENT).toEqual({ emailConsent: false, emailConsentAt: null, emailConsentSource: null });
  });

  it('an import reads a column headed "Email Consent", refuses a value it cannot read, and has none without it', () => {
    const columns = columnsOf(['Name', 'Email', 'Location', 'Email Consent']);
    expect(columns.emailConsent).toBe(3);
    const row = (consent: string) =>
      checkImportRow(['Ana', 'ana@example.com', 'Oakville', consent], columns, NOW, AT_DEMO_LOCATIONS);
    expect(row('yes')).toMatchObject({ ok: true, client: { emailConsent: true } });
    expect(row('')).toMatchObject({ ok: true, client: { emailConsent: false } });
    expect(row('perhaps')).toEqual({
      ok: false,
      problem: { column: 'emailConsent', message: IMPORT_MESSAGES.emailConsent },
    });
    const without = columnsOf(['name', 'email', 'location']);
    expect(
      checkImportRow(['Ana', 'ana@example.com', 'Oakville'], without, NOW, AT_DEMO_LOCATIONS),
    ).toMatchObject({
      ok: true,
      client: { emailConsent: null },
    });
  });
});
