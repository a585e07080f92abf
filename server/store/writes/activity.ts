import type { StoreTx } from '../../../src/backend/ports';
import type { Sql } from '../../db/database';
import { activity } from '../../db/schema';
import { activityRow } from '../tables/activity';

export const activityWrites = (tx: Sql): Pick<StoreTx, 'appendActivity'> => ({
  async appendActivity(entry) {
    await tx.insert(activity).values(activityRow(entry));
  },
});
