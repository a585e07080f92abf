import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOneRequest } from '../../../src/ui/shared/hooks/useOneRequest';

describe('useOneRequest', () => {
  it('runs one task at a time and reports pending', async () => {
    let finish: (value: string) => void = () => undefined;
    const task = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useOneRequest());
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.run(task);
    });
    expect(result.current.pending).toBe(true);
    await act(async () => expect(await result.current.run(task)).toEqual({ ok: false, why: 'busy' }));
    expect(task).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish('sent');
      expect(await first).toEqual({ ok: true, value: 'sent' });
    });
    expect(result.current.pending).toBe(false);
  });

  it('a failed task settles as not ok (the HTTP client has said why)', async () => {
    const { result } = renderHook(() => useOneRequest());
    await act(async () =>
      expect(await result.current.run(() => Promise.reject(new Error('500')))).toEqual({
        ok: false,
        why: 'failed',
      }),
    );
    expect(result.current.pending).toBe(false);
  });

  it('drops a result that arrives after the component is gone', async () => {
    let finish: (value: string) => void = () => undefined;
    const { result, unmount } = renderHook(() => useOneRequest());
    let settled: Promise<unknown> = Promise.resolve();
    act(() => {
      settled = result.current.run(() => new Promise<string>((resolve) => (finish = resolve)));
    });
    unmount();
    finish('too late');
    expect(await settled).toEqual({ ok: false, why: 'gone' });
  });
});
