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
  return {
    host(id) {
      open.push(id);
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
    markSent() {
      if (sent) return;
      sent = true;
      waiting.forEach((listener) => listener());
      waiting.clear();
    },
  };
}
