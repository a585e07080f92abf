import { useMemo } from 'react';
import { TOKENS } from '../../../application/tokens';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { ListPage } from '../../shared/list/ListPage';
import { useList } from '../../shared/list/useList';
import { activityList } from './activity-list';

/** The server cut the file at its row limit; the file's last line says so too. */
const CUT_SHORT = 'The file holds the newest entries only: narrow the filters for the rest';

/** /app/dashboard/activity: the trail of who changed what, paged by the server, and its CSV export. */
export default function ActivityPage() {
  const activity = useService(TOKENS.Activity);
  const notifier = useService(TOKENS.Notifier);
  // The Admin filter picks by name: the admins load beside the list, once (docs/api.md, "The activity trail").
  const admins = useResource('activity-admins', (signal) => activity.admins(signal)).data;
  const definition = useMemo(() => activityList(admins ?? []), [admins]);
  const list = useList(definition, ({ filters, page, pageSize }, signal) =>
    activity.list(filters, { number: page, size: pageSize }, signal),
  );
  // The trail is too long to fetch whole here: the server writes its file, for the filters in force.
  const exportCsv = {
    ready: true,
    make: async () => {
      const answer = await activity.export(list.filters);
      if (answer.truncated) notifier.error(CUT_SHORT);
      return answer;
    },
  };
  return <ListPage list={list} exportCsv={exportCsv} />;
}
