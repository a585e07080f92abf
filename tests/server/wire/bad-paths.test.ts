/**
 * Odd ids in the path of every call that takes one (server on PGlite), sent exactly as typed: non-numeric
 * and unknown ids, `..` and %2F, SQL and script, a NUL, a broken %-escape, ids too long. Each is a 4xx with
 * a JSON message and changes nothing, whatever the call and its (valid) body.
 */
import { describe, it } from 'vitest';
import { png } from '../../application/backend/support/images';
import { formBytes } from '../support/raw-http';
import { expectAllRefused, useWireServer } from '../support/wire-server';
import { CALLS, pathOf, titleOf, validBody, type WireCall } from './calls';

/** As they appear in the path, already percent-encoded where a browser would (or would not) encode them. */
const ODD_IDS = [
  'abc',
  '0',
  '-1',
  '9'.repeat(30),
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2Fserver.lock',
  '%2F',
  '%20',
  'LL100001%2Fstatus',
  "'%20OR%20'1'%3D'1",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%00',
  '%E0%A4%A',
  '%',
  'x'.repeat(65),
  'x'.repeat(5000),
];

describe('odd ids in the path (the server on PGlite)', () => {
  const wire = useWireServer();

  /** The call with its valid body, so that only the id is wrong. */
  async function send(call: WireCall, id: string) {
    const path = pathOf(call, id);
    if (call.upload) {
      const form = new FormData();
      form.append('image', png());
      const { body, type } = await formBytes(form);
      return wire().send(call.verb, path, { body, headers: { 'content-type': type } });
    }
    return call.body ? wire().sendJson(call.verb, path, validBody(call)) : wire().send(call.verb, path);
  }

  for (const call of CALLS.filter((c) => c.id)) {
    it(`${titleOf(call)}: every odd id is refused and changes nothing`, () =>
      expectAllRefused(
        wire(),
        ODD_IDS.map((id) => [`id ${id.slice(0, 40)}`, () => send(call, id)] as const),
      ));
  }
});
