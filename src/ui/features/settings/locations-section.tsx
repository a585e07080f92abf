import { useRef, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import type { BusinessLocation } from '../../../domain/locations';
import { ResourceState } from '../../shared/components/status/ResourceState';
import { formatListDateTime } from '../../shared/format';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { ArchiveLocationDialog, LocationNameDialog } from './location-dialogs';

type Editing = { kind: 'add' } | { kind: 'rename'; location: BusinessLocation } | null;

/**
 * Settings → Locations (docs/product.md §10.29): the business's locations, open ones first; Add location,
 * Rename, Archive (asked first). An archived location keeps its history and stays in the filters.
 */
export function LocationsSection() {
  const repository = useService(TOKENS.Locations);
  const resource = useResource('settings-locations', (signal) => repository.list(signal));
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<BusinessLocation | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const all = resource.data ?? [];
  const shown = [...all].sort((a, b) => Number(a.archived) - Number(b.archived));
  return (
    <section className="settings-section card" aria-labelledby="locations-heading">
      <div className="settings-section__head">
        <h2 id="locations-heading" ref={heading} tabIndex={-1}>
          Locations
        </h2>
        <button
          type="button"
          className="button"
          disabled={resource.data === undefined}
          onClick={() => setEditing({ kind: 'add' })}
        >
          Add location
        </button>
      </div>
      <p className="settings-section__lead">
        Where clients join, earn and redeem. An archived location is offered for nothing new; its history
        stays, and the lists can still be filtered by it.
      </p>
      <ResourceState resource={resource} what="the locations" />
      {resource.data && (
        <ul className="settings-locations">
          {shown.map((location) => (
            <li key={location._id} className="settings-locations__row">
              <span className="settings-locations__name">{location.name}</span>
              <span className="settings-locations__status">
                {location.archived && location.archivedAt
                  ? `Archived ${formatListDateTime(location.archivedAt)}`
                  : 'Open'}
              </span>
              {!location.archived && (
                <span className="settings-locations__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Rename ${location.name}`}
                    onClick={() => setEditing({ kind: 'rename', location })}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={`Archive ${location.name}`}
                    onClick={() => setArchiving(location)}
                  >
                    Archive
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <LocationNameDialog
        editing={editing}
        all={all}
        onClose={() => setEditing(null)}
        onChanged={resource.reload}
      />
      <ArchiveLocationDialog
        location={archiving}
        onClose={() => {
          setArchiving(null);
          heading.current?.focus();
        }}
        onChanged={resource.reload}
      />
    </section>
  );
}
