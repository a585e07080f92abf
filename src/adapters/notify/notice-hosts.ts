import type { NoticeHosts } from '../../application/ports/notice-hosts';

export interface NoticeHostStack extends NoticeHosts {
  /** The dialog that opened last and is still open, if any. */
  current(): string | undefined;
  /** The notifier is sending a message (the first one wakes the outlets that wait for it). */
  markSent(): void;
}

/** The open dialogs that host messages, newest last: a dialog opened over another takes them until it closes. */
export function createNoticeHosts(): NoticeHostStack {
  const open: string[] = [];
  const waiting = new Set<() => void>();
  let sent = false;
  const wake = () => {
    if (sent) return;
    sent = true;
    waiting.forEach((listener) => listener());
    waiting.clear();
  };
  return {
    host(id) {
      open.push(id);
      // A dialog's outlet is up: the page's comes too, so a success sent as the dialog closes has an outlet
      // waiting (the library queues a toast only while no outlet at all is mounted).
      wake();
      return () => {
        const index = open.lastIndexOf(id);
        if (index >= 0) open.splice(index, 1);
      };
    },
    current: () => open.at(-1),
    anySent: () => sent,
    onFirstSent(listener) {
      waiting.add(listener);
      return () => waiting.delete(listener);
    },
    markSent: wake,
  };
}
