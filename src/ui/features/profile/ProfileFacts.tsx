import type { AdminProfile } from '../../../domain/entities';
import { formatListDate } from '../../shared/format';

/** Name, joined date (dd MMM yyyy), role and location, as a description list. */
export function ProfileFacts({ profile }: { profile: AdminProfile }) {
  const facts: [string, string][] = [
    ['Name', profile.name],
    ['Email', profile.email],
    ['Joined Date', formatListDate(profile.createdAt)],
    ['Role', profile.role],
    ['Location', profile.location],
  ];
  return (
    <dl className="profile-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="profile-facts__row">
          <dt>{term}</dt>
          <dd>{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
