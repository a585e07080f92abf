import type { NoticeHosts } from '../../application/ports/notice-hosts';

export interface NoticeHostStack extends NoticeHosts {
  /** The dialog that opened last and is still open, if any. */
  current(): string | undefined;
  /** Resolves once dialog `id`'s outlet is up to show a message (at once if it is, or if the dialog closed). */
  whenUp(id: string): Promise<void>;
  /** The notifier is sending a message (the first one wakes the outlets that wait for it). */
  markSent(): void;
}

/** The open dialogs that host messages, newest last: a dialog opened over another takes them until it closes. */
export function createNoticeHosts(): NoticeHostStack {
  const open: string[] = [];
  const up = new Set<string>();
  const pending = new Map<string, (() => void)[]>();
  const waiting = new Set<() => void>();
  let sent = false;
  const wake = () => {
    if (sent) return;
    sent = true;
    waiting.forEach((listener) => listener());
    waiting.clear();
  };
  const release = (id: string) => {
    pending.get(id)?.forEach((resume) => resume());
    pending.delete(id);
  };
  const leave = (id: string) => {
    const index = open.lastIndexOf(id);
    if (index >= 0) open.splice(index, 1);
    release(id);
  };
  return {
    opening(id) {
      if (!open.includes(id)) open.push(id);
      // The dialog's outlet (and the toast library) is on its way: the page's comes too, so a success sent as
      // the dialog closes has an outlet waiting (the library queues a toast only while no outlet is mounted).
      wake();
      return () => leave(id);
    },
    host(id) {
      if (!open.includes(id)) open.push(id);
      up.add(id);
      release(id);
      wake();
      return () => {
        up.delete(id);
        leave(id);
      };
    },
    current: () => open.at(-1),
    whenUp: (id) =>
      up.has(id) || !open.includes(id)
        ? Promise.resolve()
        : new Promise((resume) => pending.set(id, [...(pending.get(id) ?? []), resume])),
    anySent: () => sent,
    onFirstSent(listener) {
      waiting.add(listener);
      return () => waiting.delete(listener);
    },
    markSent: wake,
  };
}
