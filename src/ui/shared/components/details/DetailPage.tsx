import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import type { Resource } from '../../hooks/useResource';
import { PageLoading } from '../PageLoading';
import { LoadFailure } from '../status/LoadFailure';
import { DetailHeader } from './DetailHeader';
import '../page/console-page.css';

/** A kind of record with a page of its own: a client, a transaction, a broadcast. */
export interface RecordKind {
  /** For the loading and failure texts: `client`, `transaction`. */
  what: string;
  /** The title's label before the id (docs/product.md §2: `Client ID : {clientId}`). */
  idLabel: string;
  /** The list it belongs to, and the back arrow's name. */
  backHref: string;
  backLabel: string;
}

interface DetailPageProps<T> {
  kind: RecordKind;
  id: string;
  resource: Resource<T>;
  /** Buttons beside the title, once the record is there. */
  actions?(record: T): ReactNode;
  children(record: T): ReactNode;
}

/** Every record's page: its heading with a way back, then the record, its loading state or why it is missing. */
export function DetailPage<T>({ kind, id, resource, actions, children }: DetailPageProps<T>) {
  const headingId = useId();
  const { what, idLabel, backHref, backLabel } = kind;
  const record = resource.data;
  useDocumentTitle(`${what.charAt(0).toUpperCase()}${what.slice(1)} ${id}`);
  // Arriving from a row's View link, focus goes to the page's heading, where reading starts (docs/architecture.md, "Console conventions").
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [id]);
  // The record read again may take away the button that had focus (Reverse once the entry is reversed): focus,
  // dropped to the page, goes back to the heading rather than to nowhere.
  useEffect(() => {
    const active = document.activeElement;
    if (record !== undefined && (active === null || active === document.body)) heading.current?.focus();
  }, [record]);
  return (
    <section className="console-list" aria-labelledby={headingId}>
      <DetailHeader
        title={`${idLabel} : ${id}`}
        headingId={headingId}
        headingRef={heading}
        backHref={backHref}
        backLabel={backLabel}
      >
        {record !== undefined && actions?.(record)}
      </DetailHeader>
      {resource.status === 'loading' && <PageLoading label={`Loading ${what}`} />}
      {resource.status === 'error' && (
        <LoadFailure
          what={`this ${what}`}
          error={resource.error}
          onRetry={resource.reload}
          back={{ href: backHref, label: backLabel }}
        />
      )}
      {record !== undefined && children(record)}
    </section>
  );
}
