import type { ReactNode } from 'react';
import type { Resource } from '../../hooks/useResource';
import { PageLoading } from '../PageLoading';
import { LoadFailure } from '../status/LoadFailure';
import { DetailHeader } from './DetailHeader';
import '../page/console-page.css';

interface DetailPageProps<T> {
  /** e.g. `Client ID : LL100010`. */
  title: string;
  headingId: string;
  backHref: string;
  backLabel: string;
  /** What is shown, for the loading and failure texts: `client`, `transaction`. */
  what: string;
  resource: Resource<T>;
  /** Buttons beside the title, once the record is there. */
  actions?(record: T): ReactNode;
  children(record: T): ReactNode;
}

/** Every record's page: its heading with a way back, then the record, its loading state or why it is missing. */
export function DetailPage<T>({ resource, what, actions, children, ...header }: DetailPageProps<T>) {
  const record = resource.data;
  return (
    <section className="console-list" aria-labelledby={header.headingId}>
      <DetailHeader {...header}>{record !== undefined && actions?.(record)}</DetailHeader>
      {resource.status === 'loading' && <PageLoading label={`Loading ${what}`} />}
      {resource.status === 'error' && (
        <LoadFailure what={`this ${what}`} error={resource.error} onRetry={resource.reload} />
      )}
      {record !== undefined && children(record)}
    </section>
  );
}
