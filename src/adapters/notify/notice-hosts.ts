import type { NoticeHosts } from '../../application/ports/notice-hosts';

export interface NoticeHostStack extends NoticeHosts {
  /** The dialog that opened last and is still open, if any. */
  current(): string | undefined;
}

/** The open dialogs that host messages, newest last: a dialog opened over another takes them until it closes. */
export function createNoticeHosts(): NoticeHostStack {
  const open: string[] = [];
  return {
    host(id) {
      open.push(id);
      return () => {
        const index = open.lastIndexOf(id);
        if (index >= 0) open.splice(index, 1);
      };
    },
    current: () => open.at(-1),
  };
}
