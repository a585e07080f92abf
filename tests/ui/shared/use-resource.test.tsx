import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useResource } from '../../../src/ui/shared/hooks/useResource';

const abortError = () => Object.assign(new Error('aborted'), { name: 'AbortError' });

describe('useResource', () => {
  it('loads, then holds the data', async () => {
    const load = vi.fn(async () => ['a']);
    const { result } = renderHook(() => useResource('k', load));
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
    const { result } = renderHook(() => useResource('k', load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the data shown while reloading', async () => {
    let value = 1;
    const load = vi.fn(async () => value);
    const { result } = renderHook(() => useResource('k', load));
    await waitFor(() => expect(result.current.data).toBe(1));
    value = 2;
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'ready', data: 1, refreshing: true });
    await waitFor(() => expect(result.current.data).toBe(2));
    expect(result.current.refreshing).toBe(false);
  });

  it('starts over when the key changes and never shows the old answer', async () => {
    const first = vi.fn((_signal: AbortSignal) => new Promise<string>(() => undefined));
    const second = vi.fn(async () => 'second');
    const { result, rerender } = renderHook(({ key, load }) => useResource(key, load), {
      initialProps: { key: 'a', load: first },
    });
    rerender({ key: 'b', load: second });
    await waitFor(() => expect(result.current.data).toBe('second'));
    expect(first.mock.calls[0]?.[0].aborted).toBe(true);
  });

  it('loads once for a key even when the loader is a new function every render (no useCallback needed)', async () => {
    const calls = vi.fn();
    const { result, rerender } = renderHook(() =>
      useResource('client-1', async () => {
        calls();
        return 'client';
      }),
    );
    await waitFor(() => expect(result.current.data).toBe('client'));
    rerender();
    rerender();
    await act(async () => undefined);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('a reload uses the loader of the latest render', async () => {
    const { result, rerender } = renderHook(({ value }) => useResource('k', async () => value), {
      initialProps: { value: 'old' },
    });
    await waitFor(() => expect(result.current.data).toBe('old'));
    rerender({ value: 'new' });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('new'));
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
    const { result, unmount } = renderHook(() => useResource('k', load));
    const before = result.current.status;
    unmount();
    expect((seen as AbortSignal | null)?.aborted).toBe(true);
    expect(before).toBe('loading');
  });
});
