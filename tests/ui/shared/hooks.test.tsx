import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CLIENT_FILTERS } from '../../../src/domain/filters';
import { RequestError } from '../../../src/application/request-error';
import { useDebouncedValue } from '../../../src/ui/shared/hooks/useDebouncedValue';
import { usePendingAction } from '../../../src/ui/shared/hooks/usePendingAction';
import { useQueryState } from '../../../src/ui/shared/hooks/useQueryState';
import { useResource } from '../../../src/ui/shared/hooks/useResource';

const abortError = () => Object.assign(new Error('aborted'), { name: 'AbortError' });

describe('useResource', () => {
  it('loads, then holds the data', async () => {
    const load = vi.fn(async () => ['a']);
    const { result } = renderHook(() => useResource(load));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual(['a']);
  });

  it('reports an error, and reload() fetches afresh', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('500');
      return 'ok';
    });
    const { result } = renderHook(() => useResource(load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the data shown while reloading', async () => {
    let value = 1;
    const load = vi.fn(async () => value);
    const { result } = renderHook(() => useResource(load));
    await waitFor(() => expect(result.current.data).toBe(1));
    value = 2;
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'ready', data: 1, refreshing: true });
    await waitFor(() => expect(result.current.data).toBe(2));
    expect(result.current.refreshing).toBe(false);
  });

  it('starts over when the loader changes and never shows the old answer', async () => {
    const first = vi.fn((_signal: AbortSignal) => new Promise<string>(() => undefined));
    const second = vi.fn(async () => 'second');
    const { result, rerender } = renderHook(({ load }) => useResource(load), {
      initialProps: { load: first },
    });
    rerender({ load: second });
    await waitFor(() => expect(result.current.data).toBe('second'));
    expect(first.mock.calls[0]?.[0].aborted).toBe(true);
  });

  it('aborts on unmount and ignores the abort', async () => {
    let seen: AbortSignal | null = null;
    const load = vi.fn(
      (signal: AbortSignal) =>
        new Promise<string>((_, reject) => {
          seen = signal;
          signal.addEventListener('abort', () => reject(abortError()));
        }),
    );
    const { result, unmount } = renderHook(() => useResource(load));
    const before = result.current.status;
    unmount();
    expect((seen as AbortSignal | null)?.aborted).toBe(true);
    expect(before).toBe('loading');
  });
});

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('follows the value 300 ms after it stops changing', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v), { initialProps: { v: 'a' } });
    rerender({ v: 'ab' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ v: 'abc' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });
});

describe('useQueryState', () => {
  function setup(path: string) {
    const location = memoryLocation({ path, record: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    );
    const hook = renderHook(() => useQueryState(CLIENT_FILTERS), { wrapper });
    return { ...hook, location };
  }

  it('reads the filters from a pasted URL', () => {
    const { result } = setup('/app/dashboard/clients?location=Oakville&blockStatus=Blocked&search=Maya');
    expect(result.current[0]).toMatchObject({
      location: ['Oakville'],
      blockStatus: ['Blocked'],
      search: 'maya',
    });
  });

  it('writes filters into the query string as a new history entry, keeping other keys; clearing removes them', () => {
    const { result, location } = setup('/app/dashboard/clients?demoClients=30');
    act(() => result.current[1]({ ...CLIENT_FILTERS.empty, location: ['Mississauga', 'Oakville'] }));
    expect(location.history.at(-1)).toBe(
      '/app/dashboard/clients?demoClients=30&location=Mississauga,Oakville',
    );
    act(() => result.current[1](CLIENT_FILTERS.empty));
    expect(location.history.at(-1)).toBe('/app/dashboard/clients?demoClients=30');
    expect(result.current[0]).toEqual(CLIENT_FILTERS.empty);
  });

  it('pushes nothing when the filters did not change', () => {
    const { result, location } = setup('/app/dashboard/clients?search=maya');
    act(() => result.current[1]({ ...CLIENT_FILTERS.empty, search: 'MAYA' }));
    expect(location.history).toHaveLength(1);
  });
});

describe('usePendingAction', () => {
  it('runs one task at a time and reports pending', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const task = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => usePendingAction());
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.run(task);
    });
    expect(result.current.pending).toBe(true);
    await act(async () => expect(await result.current.run(task)).toBe(false));
    expect(task).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish(true);
      expect(await first).toBe(true);
    });
    expect(result.current.pending).toBe(false);
  });

  it.each([
    [
      'a failure not yet shown',
      new RequestError('Client is blocked', { status: 422, notified: false }),
      'Client is blocked',
    ],
    ['a failure already toasted', new RequestError('Server down', { status: 500, notified: true }), null],
    ['an unexpected error', new Error('boom'), 'An error occurred'],
  ])('%s: calls onFailure, resolves false, failure = %s', async (_, error, failure) => {
    const onFailure = vi.fn();
    const { result } = renderHook(() => usePendingAction());
    await act(async () =>
      expect(await result.current.run(() => Promise.reject(error), onFailure)).toBe(false),
    );
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(result.current.failure).toBe(failure);
    act(() => result.current.clearFailure());
    expect(result.current.failure).toBeNull();
  });

  it('a task refused by the rules (false) is not a failure', async () => {
    const onFailure = vi.fn();
    const { result } = renderHook(() => usePendingAction());
    await act(async () => expect(await result.current.run(async () => false, onFailure)).toBe(false));
    expect(onFailure).not.toHaveBeenCalled();
  });
});
