import { describe, expect, it, vi } from 'vitest';
import { addPoints } from '../../../src/application/use-cases/add-points';
import { changeBlockStatus } from '../../../src/application/use-cases/change-block-status';
import { REASON_REQUIRED } from '../../../src/domain/reason';
import { redeemPoints } from '../../../src/application/use-cases/redeem-points';
import { saveNotes } from '../../../src/application/use-cases/save-notes';
import { NOTES_REQUIRED } from '../../../src/domain/notes';
import { POINTS_MESSAGES } from '../../../src/domain/points';
import { fakeClients } from '../../ui/support/client-fakes';

describe('adding points', () => {
  it('sends whole points, the trimmed reason and the acting admin', async () => {
    const clients = fakeClients([]);
    const outcome = await addPoints(clients, {
      clientId: 'CL-1',
      adminId: 'admin-7',
      values: { points: '25', reason: ' Birthday ' },
    });
    expect(outcome).toEqual({ ok: true });
    expect(clients.addPoints).toHaveBeenCalledWith(
      'CL-1',
      {
        points: 25,
        pointsReason: 'Birthday',
        adminId: 'admin-7',
      },
      undefined,
    );
  });

  it('refuses points below 1 or without a reason and sends nothing', async () => {
    const clients = fakeClients([]);
    const outcome = await addPoints(clients, {
      clientId: 'CL-1',
      adminId: 'admin-7',
      values: { points: '0', reason: '' },
    });
    expect(outcome).toEqual({
      ok: false,
      errors: { points: POINTS_MESSAGES.points, reason: POINTS_MESSAGES.reason },
    });
    expect(clients.addPoints).not.toHaveBeenCalled();
  });

  it('lets a server failure through to the caller', async () => {
    const clients = fakeClients([], { addPoints: vi.fn(async () => Promise.reject(new Error('500'))) });
    await expect(
      addPoints(clients, { clientId: 'CL-1', adminId: 'a', values: { points: '1', reason: 'r' } }),
    ).rejects.toThrow('500');
  });
});

describe('redeeming points', () => {
  const values = { points: '40', location: 'Mississauga', serviceType: 'Haircut ' };

  it('sends points, location, service and the acting admin', async () => {
    const clients = fakeClients([]);
    const outcome = await redeemPoints(clients, {
      clientId: 'CL-1',
      adminId: 'admin-7',
      balance: 100,
      values,
    });
    expect(outcome.ok).toBe(true);
    expect(clients.redeemPoints).toHaveBeenCalledWith(
      'CL-1',
      {
        points: 40,
        locationName: 'Mississauga',
        serviceName: 'Haircut',
        adminId: 'admin-7',
      },
      undefined,
    );
  });

  it('redeeming more points than the balance is refused and changes nothing', async () => {
    const clients = fakeClients([]);
    const outcome = await redeemPoints(clients, { clientId: 'CL-1', adminId: 'a', balance: 39, values });
    expect(outcome).toEqual({ ok: false, errors: { points: POINTS_MESSAGES.overBalance(39) } });
    expect(clients.redeemPoints).not.toHaveBeenCalled();
  });
});

describe('notes and block status', () => {
  it('saves notes as typed (markup included) and refuses empty notes', async () => {
    const clients = fakeClients([]);
    expect(await saveNotes(clients, 'CL-1', '<b>VIP</b>')).toEqual({ ok: true });
    expect(clients.saveNotes).toHaveBeenCalledWith('CL-1', '<b>VIP</b>', undefined);
    expect(await saveNotes(clients, 'CL-1', '  ')).toEqual({ ok: false, errors: NOTES_REQUIRED });
    expect(clients.saveNotes).toHaveBeenCalledTimes(1);
  });

  it('changes the status with a reason, never without one', async () => {
    const clients = fakeClients([]);
    await changeBlockStatus(clients, { clientId: 'CL-1', blockStatus: 'Blocked', reason: ' Abuse ' });
    expect(clients.changeStatus).toHaveBeenCalledWith(
      'CL-1',
      {
        blockStatus: 'Blocked',
        blockReason: 'Abuse',
      },
      undefined,
    );
    expect(await changeBlockStatus(clients, { clientId: 'CL-1', blockStatus: 'Active', reason: '' })).toEqual(
      {
        ok: false,
        errors: REASON_REQUIRED,
      },
    );
    expect(clients.changeStatus).toHaveBeenCalledTimes(1);
  });
});
