export const BROADCASTS_PATH = '/app/dashboard/broadcasts';
export const broadcastPath = (broadcastId: string): string =>
  `${BROADCASTS_PATH}/${encodeURIComponent(broadcastId)}`;
