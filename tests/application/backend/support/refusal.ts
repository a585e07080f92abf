/** Helpers the contract cases share: the refusal a call ends in, and "no filters" for each list. */
import { isRequestError, type RequestError } from '../../../../src/application/request-error';
import type {
  ActivityFilters,
  BroadcastFilters,
  ClientFilters,
  PointsFilters,
} from '../../../../src/domain/filters.types';

/** The RequestError a call was refused with (fails the test if it succeeded or threw something else). */
export async function refusal(promise: Promise<unknown>): Promise<RequestError> {
  try {
    await promise;
  } catch (error) {
    if (isRequestError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to be refused, but it succeeded');
}

export const NO_CLIENT_FILTERS: ClientFilters = {
  from: '',
  to: '',
  location: [],
  blockStatus: [],
  search: '',
};
export const NO_POINTS_FILTERS: PointsFilters = { from: '', to: '', location: [], type: '', search: '' };
export const NO_BROADCAST_FILTERS: BroadcastFilters = { from: '', to: '', search: '' };
export const NO_ACTIVITY_FILTERS: ActivityFilters = {
  from: '',
  to: '',
  action: [],
  adminId: '',
  clientId: '',
  search: '',
};
