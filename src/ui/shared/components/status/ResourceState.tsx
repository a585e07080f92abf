import type { Resource } from '../../hooks/useResource';
import { PageLoading } from '../PageLoading';
import { LoadFailure } from './LoadFailure';

interface ResourceStateProps {
  resource: Pick<Resource<unknown>, 'status' | 'error' | 'reload'>;
  /** What is read, as both states name it: "the locations" → "Loading the locations". */
  what: string;
}

/**
 * A section's resource until its data is there: the spinner while it loads, the failure with Retry when it
 * could not; nothing once it is ready, where the section shows its data. One wording for every section.
 */
export function ResourceState({ resource, what }: ResourceStateProps) {
  if (resource.status === 'loading') return <PageLoading label={`Loading ${what}`} />;
  if (resource.status === 'error')
    return <LoadFailure what={what} error={resource.error} onRetry={resource.reload} />;
  return null;
}
