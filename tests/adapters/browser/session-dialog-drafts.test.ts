import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionDialogDrafts } from '../../../src/adapters/browser/session-dialog-drafts';

const draft = { path: '/app/dashboard/clients/CL-1', dialog: 'add', values: { points: '25' } };

beforeEach(() => sessionStorage.clear());

describe('dialog drafts in sessionStorage', () => {
  it('keeps one draft for its path only, and forgets it', () => {
    const drafts = createSessionDialogDrafts();
    drafts.keep(draft);
    expect(drafts.peek('/app/dashboard/clients/CL-2')).toBeNull();
    expect(drafts.peek(draft.path)).toEqual(draft);
    drafts.forget();
    expect(drafts.peek(draft.path)).toBeNull();
  });

  it('reads anything but a draft (edited by hand, corrupt) as none', () => {
    const drafts = createSessionDialogDrafts();
    sessionStorage.setItem('dialog-draft', '{not json');
    expect(drafts.peek(draft.path)).toBeNull();
    sessionStorage.setItem('dialog-draft', JSON.stringify({ path: draft.path, dialog: 3, values: {} }));
    expect(drafts.peek(draft.path)).toBeNull();
  });
});
