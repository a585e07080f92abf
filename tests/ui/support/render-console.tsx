import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { DialogDraft, DialogDrafts } from '../../../src/application/ports/dialog-drafts';
import type { ImportMappings } from '../../../src/application/ports/import-mappings';
import type { ServiceLocator } from '../../../src/application/ports/service-locator';
import { TOKENS, type Token } from '../../../src/application/tokens';
import { createNoticeHosts } from '../../../src/adapters/notify/notice-hosts';
import { ServicesContext } from '../../../src/ui/shared/hooks/useService';
import { fakeActivity } from './activity-fakes';
import { fakeRewards } from './reward-fakes';
import { fakeProgramme, fakeTransactions } from './fixtures';
import { fakeLocations } from './location-fakes';

// Pages show dates in the browser's zone; pin it so `05 Jan 2024 - 9:05 PM` reads the same on every machine.
process.env.TZ = 'UTC';

/** A fake service bound to its token, e.g. `provide(TOKENS.Broadcasts, fakeBroadcasts())`. */
export interface Binding {
  token: symbol;
  service: unknown;
}
export const provide = <T,>(token: Token<T>, service: T): Binding => ({ token, service });

/** Import mappings in memory, by header line, as the localStorage adapter keeps them. */
export function memoryImportMappings(): ImportMappings {
  const kept = new Map<string, string[]>();
  return {
    recall: (header) => kept.get(JSON.stringify(header)) ?? null,
    keep: (header, mapping) => {
      kept.set(JSON.stringify(header), [...mapping]);
    },
  };
}

/** Dialog drafts in memory: what the sessionStorage adapter keeps, without the tab's storage. */
export function memoryDialogDrafts(): DialogDrafts & { kept(): DialogDraft | null } {
  let kept: DialogDraft | null = null;
  return {
    keep: (draft) => {
      kept = draft;
    },
    peek: (path) => (kept?.path === path ? kept : null),
    forget: () => {
      kept = null;
    },
    kept: () => kept,
  };
}

/**
 * A locator over the given fakes, plus the real NoticeHosts every dialog registers with, a silent Notifier
 * (Export CSV sits on every list) and an empty trail (the client page's latest activity), each replaced by a
 * fake given for its token; asking for anything else fails loudly, naming the token.
 */
export function fakeLocator(bindings: readonly Binding[]): ServiceLocator {
  const services = new Map<symbol, unknown>([
    [TOKENS.NoticeHosts, createNoticeHosts()],
    [TOKENS.Notifier, { success: vi.fn(), error: vi.fn(), dismissErrors: vi.fn() }],
    [TOKENS.Activity, fakeActivity()],
    // The client page lists the client's points history: an empty ledger unless a test binds its own.
    [TOKENS.Transactions, fakeTransactions([])],
    // The client page says when points next expire: none unless a test binds its own programme.
    [TOKENS.Programme, fakeProgramme()],
    [TOKENS.DialogDrafts, memoryDialogDrafts()],
    // Redeem reads the rewards catalogue: an empty one unless a test binds its own.
    [TOKENS.Rewards, fakeRewards()],
    // Every picker and location filter reads the business's locations: the demo's two unless a test binds its own.
    [TOKENS.Locations, fakeLocations()],
    // The console shell reads the business's zone once (docs/product.md §10.31): UTC, as TZ is pinned above.
    [
      TOKENS.Settings,
      { load: async () => ({ timeZone: 'UTC' }), saveTimeZone: async (timeZone: string) => ({ timeZone }) },
    ],
    [TOKENS.ImportMappings, memoryImportMappings()],
    // The client page shows the client's Email consent: a fake that saves nothing unless a test binds its own.
    [TOKENS.EmailConsents, { set: vi.fn(), unsubscribe: vi.fn() }],
    ...bindings.map((b) => [b.token, b.service] as const),
  ]);
  return {
    get: <T,>(token: Token<T>): T => {
      if (!services.has(token)) throw new Error(`no fake bound for ${token.description ?? 'a token'}`);
      return services.get(token) as T;
    },
  };
}

/** Renders a console page at a path (query string included) with fake services and a recorded history. */
export function renderConsole(ui: ReactElement, options: { path: string; services: readonly Binding[] }) {
  const location = memoryLocation({ path: options.path, record: true });
  // Works with and without vi.useFakeTimers(): only fake clocks need advancing by hand.
  const user = userEvent.setup({
    advanceTimers: (ms: number) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const view = render(
    <ServicesContext.Provider value={fakeLocator(options.services)}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </ServicesContext.Provider>,
  );
  return { ...view, user, history: location.history, navigate: location.navigate };
}

/** A promise the test settles by hand (written once, with the machines' fakes). */
export { deferred } from '../../application/machines/fakes';
