// The one error policy: what the user sees for each failure beyond the HTTP client's own toasts (docs/product.md §8).
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../src/application/request-error';
import { flowNotice, loadFailure, submitFailure } from '../../../src/ui/shared/errors/error-policy';

const unnotified = (message?: string) =>
  new RequestError('An error occurred', {
    status: 400,
    notified: false,
    response: message ? { message } : {},
  });
const shown = new RequestError('Server down', {
  status: 500,
  notified: true,
  response: { message: 'Server down' },
});
const aborted = new DOMException('The request was aborted.', 'AbortError');

describe('the flows: sign-in, reset and sign-up', () => {
  it.each(['sign-in', 'password-reset', 'vendor-sign-up'] as const)(
    '%s toasts a code-format refusal',
    (flow) => {
      expect(flowNotice(flow, { step: 'code-format', message: 'Please enter all 4 digits of OTP' })).toBe(
        'Please enter all 4 digits of OTP',
      );
    },
  );

  it.each(['sign-in', 'password-reset'] as const)(
    '%s adds no message of its own to a failed request, verify or resend',
    (flow) => {
      for (const step of ['request', 'verify', 'resend', 'save'] as const)
        for (const error of [unnotified('OTP has expired'), new Error('Invalid credentials'), shown])
          expect(flowNotice(flow, { step, error })).toBeNull();
    },
  );

  it("sign-up: a refused code shows the server's message", () => {
    expect(flowNotice('vendor-sign-up', { step: 'verify', error: unnotified('OTP has expired') })).toBe(
      'OTP has expired',
    );
  });

  it('sign-up: a refused code without a server message shows Invalid OTP, please try again', () => {
    expect(flowNotice('vendor-sign-up', { step: 'verify', error: unnotified() })).toBe(
      'Invalid OTP, please try again',
    );
    expect(flowNotice('vendor-sign-up', { step: 'verify', error: new Error('') })).toBe(
      'Invalid OTP, please try again',
    );
  });

  it('sign-up: a failed resend shows Failed to resend OTP', () => {
    expect(flowNotice('vendor-sign-up', { step: 'resend', error: unnotified('nope') })).toBe(
      'Failed to resend OTP',
    );
  });

  it('sign-up: a failed registration shows what went wrong, or An error occurred', () => {
    expect(
      flowNotice('vendor-sign-up', { step: 'request', error: new Error('Email already registered') }),
    ).toBe('Email already registered');
    expect(flowNotice('vendor-sign-up', { step: 'request', error: unnotified() })).toBe('An error occurred');
  });

  it('sign-up: a failure the HTTP client already showed, or an abort, is not shown twice', () => {
    for (const step of ['request', 'verify', 'resend'] as const) {
      expect(flowNotice('vendor-sign-up', { step, error: shown })).toBeNull();
      expect(flowNotice('vendor-sign-up', { step, error: aborted })).toBeNull();
    }
  });
});

describe('a dialog whose submit failed', () => {
  it.each([
    [
      'a refusal not yet shown',
      new RequestError('Client is blocked', { status: 422, notified: false }),
      'Client is blocked',
    ],
    ['a failure already toasted', shown, null],
    ['an abort', aborted, null],
    ['an unexpected error', new Error('boom'), 'An error occurred'],
    ['a refusal without words', unnotified(), 'An error occurred'],
  ])('%s: says %j inside the dialog', (_, error, message) => {
    expect(submitFailure(error)).toBe(message);
  });
});

describe('a page that could not load', () => {
  it('names what could not be loaded, and offers to try again', () => {
    expect(loadFailure('this client', new Error('500'))).toEqual({
      message: 'Could not load this client.',
      canRetry: true,
    });
  });

  it('an id the server does not know (404) is not found, and no retry can help', () => {
    const unknown = new RequestError('Client not found', { status: 404, notified: true });
    expect(loadFailure('this client', unknown)).toEqual({
      message: 'This client was not found.',
      canRetry: false,
    });
  });
});
