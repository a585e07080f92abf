/**
 * The import preview's column mapping (docs/product.md §10.25): the chosen file's header read in the browser,
 * each column's field recognised or chosen, the mapping and the update choice sent with the check and the
 * import, and the choice remembered for the next file with the same header.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientRepository, ImportMappings } from '../../../../src/application/ports';
import type { ImportOptions, ImportReport } from '../../../../src/application/ports/client-repository';
import { TOKENS } from '../../../../src/application/tokens';
import ClientsPage from '../../../../src/ui/features/clients/ClientsPage';
import { memoryImportMappings, provide, renderConsole } from '../../support/render-console';
import { aClient, fakeClients } from '../../support/client-fakes';

vi.mock(
  '../../../../src/ui/session/session-hooks',
  async () => (await import('../../support/session-fakes')).sessionHooks,
);
vi.mock('../../../../src/ui/session/admin-profile', () => ({
  useAdminProfile: () => ({
    profile: {
      _id: 'admin-7',
      name: 'Avery Morgan',
      email: 'admin@loyalloop.demo',
      role: 'Super Admin',
      location: 'Oakville',
      createdAt: '2024-01-05T12:00:00Z',
    },
    reload: () => undefined,
  }),
}));

const SQUARE_HEADER = 'Reference ID,Given Name,Family Name,Email Address,Phone Number,Memo';
const squareFile = () =>
  new File([`${SQUARE_HEADER}\r\nR1,Ana,Lima,ana@x.test,(416) 555-0101,Likes oat milk\r\n`], 'square.csv');

const REPORT: Omit<ImportReport, 'dryRun'> = {
  fileName: 'square.csv',
  added: 1,
  updated: 2,
  skipped: 0,
  skippedRows: [],
  refusedCount: 0,
  refused: [],
};

function setup(mappings: ImportMappings = memoryImportMappings()) {
  const importFile = vi.fn(async (_file: File, options: ImportOptions) => ({
    ...REPORT,
    dryRun: options.dryRun,
  }));
  const clients: ClientRepository = fakeClients([aClient()], { importFile });
  const view = renderConsole(<ClientsPage />, {
    path: '/app/dashboard/clients',
    services: [provide(TOKENS.Clients, clients), provide(TOKENS.ImportMappings, mappings)],
  });
  return { ...view, importFile };
}

async function openWith(user: ReturnType<typeof setup>['user'], file: File) {
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import clients' });
  await user.upload(within(dialog).getByLabelText('Client file (CSV)'), file);
  await within(dialog).findByRole('table', { name: 'Columns of the file' });
  return dialog;
}

const picker = (dialog: HTMLElement, column: string) =>
  within(dialog).getByRole('combobox', { name: `Field for column ${column}` });

describe('the import preview’s column mapping', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  it('a Square file’s columns are recognised, and the mapping travels with the check', async () => {
    const { user, importFile } = setup();
    const dialog = await openWith(user, squareFile());
    expect(picker(dialog, 'Reference ID')).toHaveValue('');
    expect(picker(dialog, 'Given Name')).toHaveValue('firstName');
    expect(picker(dialog, 'Family Name')).toHaveValue('lastName');
    expect(picker(dialog, 'Email Address')).toHaveValue('email');
    expect(picker(dialog, 'Phone Number')).toHaveValue('phone');
    expect(picker(dialog, 'Memo')).toHaveValue('notes');
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await waitFor(() =>
      expect(importFile).toHaveBeenLastCalledWith(
        expect.any(File),
        expect.objectContaining({
          dryRun: true,
          update: false,
          mapping: ['', 'firstName', 'lastName', 'email', 'phone', 'notes'],
        }),
      ),
    );
  });

  it('a field comes from one column: choosing it elsewhere takes it away; a change after the check asks for a new one', async () => {
    const { user } = setup();
    const dialog = await openWith(user, squareFile());
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByText(/1 will be added, 2 will be updated/)).toBeInTheDocument();
    await user.selectOptions(picker(dialog, 'Reference ID'), 'email');
    expect(picker(dialog, 'Email Address')).toHaveValue('');
    expect(within(dialog).queryByText(/will be added/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Check file' })).toBeEnabled();
  });

  it('Update existing clients is sent with the check and the import, and the button counts both', async () => {
    const { user, importFile } = setup();
    const dialog = await openWith(user, squareFile());
    await user.click(within(dialog).getByLabelText(/Update existing clients/));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 client, update 2' }));
    expect(
      await within(dialog).findByText('1 client imported, 2 updated, 0 skipped, 0 refused.'),
    ).toBeInTheDocument();
    expect(importFile).toHaveBeenLastCalledWith(
      expect.any(File),
      expect.objectContaining({ dryRun: false, update: true }),
    );
  });

  it('the mapping of an imported file is remembered for the next file with the same header', async () => {
    const mappings = memoryImportMappings();
    const { user, importFile } = setup(mappings);
    const dialog = await openWith(user, squareFile());
    await user.selectOptions(picker(dialog, 'Memo'), '');
    await user.selectOptions(picker(dialog, 'Reference ID'), 'notes');
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 client, update 2' }));
    await within(dialog).findByText(/1 client imported/);
    const expected = ['notes', 'firstName', 'lastName', 'email', 'phone', ''];
    expect(mappings.recall(SQUARE_HEADER.split(','))).toEqual(expected);
    await user.upload(within(dialog).getByLabelText('Client file (CSV)'), squareFile());
    await within(dialog).findByRole('table', { name: 'Columns of the file' });
    expect(picker(dialog, 'Reference ID')).toHaveValue('notes');
    expect(picker(dialog, 'Memo')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await waitFor(() =>
      expect(importFile).toHaveBeenLastCalledWith(
        expect.any(File),
        expect.objectContaining({ mapping: expected }),
      ),
    );
  });
});
