import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { successCountdown } from '../../../application/machines/countdown';

/** The seconds a flow's success countdown (its child) has left: what the success screens show. */
export const useSecondsLeft = (countdown: ActorRefFrom<typeof successCountdown>): number =>
  useSelector(countdown, (snapshot) => snapshot.context.secondsLeft);
