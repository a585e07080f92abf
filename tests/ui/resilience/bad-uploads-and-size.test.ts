// Bad input: a non-image upload is refused with a clear message before any request; the demo size from a
// hand-edited URL never freezes the tab.
import { describe, expect, it, vi } from 'vitest';
import type { AdminProfiles } from '../../../src/application/ports/admin-profiles';
import { uploadProfileImage } from '../../../src/application/use-cases/upload-profile-image';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../../../src/domain/image';
import { saveNotes } from '../../../src/application/use-cases/save-notes';
import { NOTES_REQUIRED } from '../../../src/domain/notes';
import type { ClientRepository } from '../../../src/application/ports/client-repository';
import { demoSizeFrom, MAX_DEMO_CLIENTS } from '../../../src/adapters/demo-loader';

export const NOT_IMAGES: [name: string, type: string][] = [
  ['cv.pdf', 'application/pdf'],
  ['notes.txt', 'text/plain'],
  ['page.html', 'text/html'],
  ['app.exe', 'application/octet-stream'],
  ['no-type', ''],
  ['vector.svg.js', 'application/javascript'],
];

describe('uploads', () => {
  it.each(NOT_IMAGES)('%s (%j) is refused with a clear message and never sent', async (_name, type) => {
    const uploadImage = vi.fn(async () => undefined);
    const profiles = { uploadImage } as unknown as AdminProfiles;
    const outcome = await uploadProfileImage(profiles, 'A1', new Blob(['%PDF-1.4'], { type }));
    expect(outcome).toEqual({ ok: false, errors: IMAGE_MESSAGES.notImage });
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it.each([
    ['a text file renamed .png', new Blob(['just some text'], { type: 'image/png' })],
    ['random bytes named .gif', new Blob([new Uint8Array(4096).fill(7)], { type: 'image/gif' })],
    ['a real GIF (not one of the three types)', new Blob(['GIF89a\x01\x00'], { type: 'image/gif' })],
  ])('%s, declared an image, is refused by its content and never sent', async (_name, file) => {
    const uploadImage = vi.fn(async () => undefined);
    const profiles = { uploadImage } as unknown as AdminProfiles;
    const outcome = await uploadProfileImage(profiles, 'A1', file);
    expect(outcome).toEqual({ ok: false, errors: IMAGE_MESSAGES.notImage });
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('a photo over 2 MB is refused before it is read or sent', async () => {
    const uploadImage = vi.fn(async () => undefined);
    const profiles = { uploadImage } as unknown as AdminProfiles;
    const big = new Blob([new Uint8Array(MAX_IMAGE_BYTES + 1)], { type: 'image/png' });
    expect(await uploadProfileImage(profiles, 'A1', big)).toEqual({
      ok: false,
      errors: IMAGE_MESSAGES.tooLarge,
    });
    expect(uploadImage).not.toHaveBeenCalled();
  });
});

describe('notes', () => {
  it('blank notes are refused before any request', async () => {
    const save = vi.fn(async () => undefined);
    const clients = { saveNotes: save } as unknown as ClientRepository;
    expect(await saveNotes(clients, 'C1', ' \n\t ')).toEqual({ ok: false, errors: NOTES_REQUIRED });
    expect(save).not.toHaveBeenCalled();
  });

  it('a 10,000-character note goes to the server as typed (the server decides; the dialog shows its answer)', async () => {
    const save = vi.fn(async () => undefined);
    const clients = { saveNotes: save } as unknown as ClientRepository;
    const long = 'n'.repeat(10_000);
    expect(await saveNotes(clients, 'C1', long)).toEqual({ ok: true });
    expect(save).toHaveBeenCalledWith('C1', long, undefined);
  });
});

describe('?demoClients from a hand-edited URL', () => {
  it.each(['?demoClients=-5', '?demoClients=1.5', '?demoClients=abc', '?demoClients=', '?demoClients=1e400'])(
    '%s is ignored',
    (search) => expect(demoSizeFrom(search)).toBeUndefined(),
  );

  it('a huge size is capped', () => {
    expect(demoSizeFrom('?demoClients=99999999999')?.clients).toBe(MAX_DEMO_CLIENTS);
  });
});
