/** Public vendor sign-up: the account is created unverified and verified by the emailed code. */
import { VENDOR_OBJECT_ID_PREFIX, objectIdFor } from '../../../backend/ids';
import { created, fail, ok } from '../server/answer';
import type { RouteDef } from '../server/context';
import { textField } from '../server/request';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const registrationRoutes: RouteDef[] = [
  {
    method: 'post',
    path: 'admin/email-register',
    access: 'public',
    saves: true,
    handle({ body, store, codes, nowMs }) {
      const name = textField(body, 'name');
      const email = textField(body, 'email');
      const location = textField(body, 'location');
      if (name === '') return fail(400, 'Full name is required.');
      if (email === '') return fail(400, 'Email is required.');
      if (!EMAIL.test(email)) return fail(400, 'Enter a valid email address.');
      if (location === '') return fail(400, 'Country is required.');
      if (store.accountByEmail(email)) return fail(409, 'An account with this email already exists.');
      const _id = objectIdFor(VENDOR_OBJECT_ID_PREFIX, store.data.accounts.length + 1);
      const createdAt = new Date(nowMs).toISOString();
      store.addAccount({
        _id,
        kind: 'vendor',
        name,
        email,
        passwordHash: '',
        image: '',
        role: 'Vendor',
        location,
        createdAt,
        verified: false,
      });
      codes.issue(_id, 'register', nowMs);
      return created('Registration successful. A verification code has been sent to your email.', {
        adminId: _id,
      });
    },
  },
  {
    method: 'post',
    path: 'admin/request-email-otp',
    access: 'public',
    handle({ body, store, codes, nowMs }) {
      const account = store.accountById(textField(body, 'adminId'));
      if (account?.kind !== 'vendor') return fail(404, 'No registration was found for this id.');
      if (account.verified) return fail(409, 'This email is already verified.');
      codes.issue(account._id, 'register', nowMs);
      return ok('A new code has been sent to your email.');
    },
  },
];
