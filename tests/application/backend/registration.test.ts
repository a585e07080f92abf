import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VendorRegistrationData } from '../../../src/domain/entities';
import { refusal, startBackend, type Backend } from './harness';

let backend: Backend;
beforeEach(() => {
  backend = startBackend();
});
afterEach(() => backend.server.shutdown());

const VENDOR: VendorRegistrationData = { name: 'Iron Gym', email: 'desk@irongym.example', location: 'USA' };

describe('vendor registration against the fake backend', () => {
  it('registers, resends the code and verifies the email', async () => {
    const { adminId } = await backend.registration.register(VENDOR);
    await backend.registration.resendCode(adminId);
    await expect(backend.registration.verifyCode({ adminId, otp: 1234 })).resolves.toBeUndefined();
  });

  it.each([
    ['name', { ...VENDOR, name: '' }],
    ['email', { ...VENDOR, email: '' }],
    ['location', { ...VENDOR, location: '' as VendorRegistrationData['location'] }],
  ])('a missing %s is refused with 400 and a message', async (_field, data) => {
    const error = await refusal(backend.registration.register(data));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/required/);
  });

  it('an email already registered is refused with 409', async () => {
    await backend.registration.register(VENDOR);
    expect((await refusal(backend.registration.register({ ...VENDOR, name: 'Another' }))).status).toBe(409);
  });

  it('a wrong code is refused with the server message, and verification needs the right one', async () => {
    const { adminId } = await backend.registration.register(VENDOR);
    const error = await refusal(backend.registration.verifyCode({ adminId, otp: 1111 }));
    expect(error).toMatchObject({ status: 400, message: 'Invalid OTP, please try again', notified: false });
  });
});
