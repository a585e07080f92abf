/** The same error state under the name the profile page uses. */
export { ErrorState as LoadFailed } from './ErrorState';
