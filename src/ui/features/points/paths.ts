export const POINTS_PATH = '/app/dashboard/points';
export const transactionPath = (transactionId: string): string =>
  `${POINTS_PATH}/${encodeURIComponent(transactionId)}`;
export const clientPath = (clientId: string): string =>
  `/app/dashboard/clients/${encodeURIComponent(clientId)}`;
