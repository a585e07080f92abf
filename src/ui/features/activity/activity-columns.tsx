import { Link } from 'wouter';
import { activityChange, activityLabel } from '../../../domain/activity';
import { PREVIEW_BROADCAST_DESCRIPTION } from '../../shared/previews';
import type { ActivityEntry } from '../../../domain/entities';
import { formatListDateTime } from '../../shared/format';
import type { Column } from '../../shared/components/table/DataTable';
import { Preview } from '../../shared/components/tooltip/Preview';
import { broadcastHref, clientHref } from '../../shared/routes/paths';

/** Who or what an entry is about: the client (name and id), else the broadcast; null for a sign-in. */
function subject(entry: ActivityEntry): { href: string; text: string } | null {
  if (entry.clientId !== null) {
    const name = entry.clientName?.trim();
    return { href: clientHref(entry.clientId), text: name ? `${name} (${entry.clientId})` : entry.clientId };
  }
  if (entry.broadcastId !== null) return { href: broadcastHref(entry.broadcastId), text: entry.broadcastId };
  return null;
}

/** The Activity list's columns: when, who, what, about whom, and the value before → after. */
export const ACTIVITY_COLUMNS: readonly Column<ActivityEntry>[] = [
  { key: 'at', header: 'Time', value: (e) => e.at, text: (e) => formatListDateTime(e.at) },
  { key: 'adminName', header: 'Admin', value: (e) => e.adminName },
  { key: 'action', header: 'Action', value: (e) => activityLabel(e.action) },
  {
    key: 'subject',
    header: 'Client or Broadcast',
    value: (e) => subject(e)?.text,
    render: (e) => {
      const about = subject(e);
      return about ? (
        <Link className="row-link" href={about.href}>
          {about.text}
        </Link>
      ) : (
        '-'
      );
    },
  },
  {
    key: 'change',
    header: 'Before → After',
    value: activityChange,
    // Notes can be long: the cell shows their start, the tooltip the whole change.
    render: (e) => <Preview text={activityChange(e)} max={PREVIEW_BROADCAST_DESCRIPTION * 2} />,
  },
];
