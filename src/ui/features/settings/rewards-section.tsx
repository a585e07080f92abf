import { useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import type { Reward } from '../../../domain/rewards';
import { ResourceState } from '../../shared/components/status/ResourceState';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { ArchiveRewardDialog, RewardDialog } from './reward-dialogs';
import './rewards.css';

const whereOffered = (reward: Reward): string =>
  reward.locations.length === 0 ? 'Every location' : reward.locations.join(', ');

/**
 * Settings → Rewards (docs/product.md §10.23): the catalogue Redeem offers. Super Admins add a reward, edit an
 * active one, or archive it (asked first); Show archived lists the archived ones after them.
 */
export function RewardsSection() {
  const rewards = useService(TOKENS.Rewards);
  const [archived, setArchived] = useState(false);
  const resource = useResource(`rewards:${archived}`, (signal) => rewards.list({ archived }, signal), {
    keepOnFailedReload: true,
  });
  const [editing, setEditing] = useState<Reward | null>(null);
  const [adding, setAdding] = useState(false);
  const [archiving, setArchiving] = useState<Reward | null>(null);
  return (
    <section className="settings__section card" aria-labelledby="rewards-heading">
      <div className="settings__head">
        <div>
          <h2 id="rewards-heading">Rewards</h2>
          <p className="settings__lead">What a client can get for their points, offered on Redeem.</p>
        </div>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Add reward
        </button>
      </div>
      <label className="rewards__archived">
        <input type="checkbox" checked={archived} onChange={(e) => setArchived(e.target.checked)} />
        Show archived
      </label>
      <ResourceState resource={resource} what="the rewards" />
      {resource.data && resource.data.length === 0 && (
        <p className="rewards__empty">No rewards yet: add the first one.</p>
      )}
      {resource.data && resource.data.length > 0 && (
        <div className="rewards__scroll">
          <table className="rewards__table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Points</th>
                <th scope="col">Locations</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {resource.data.map((reward) => (
                <tr key={reward.id}>
                  <td className="rewards__name">{reward.name}</td>
                  <td data-label="Points">{reward.points.toLocaleString('en-US')}</td>
                  <td data-label="Locations">{whereOffered(reward)}</td>
                  <td data-label="Status">{reward.active ? 'Active' : 'Archived'}</td>
                  <td className="rewards__actions-cell">
                    {reward.active && (
                      <div className="rewards__actions">
                        <button
                          type="button"
                          className="button button--secondary"
                          onClick={() => setEditing(reward)}
                          aria-label={`Edit ${reward.name}`}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="button button--secondary"
                          onClick={() => setArchiving(reward)}
                          aria-label={`Archive ${reward.name}`}
                        >
                          Archive
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RewardDialog
        open={adding || editing !== null}
        reward={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        onChanged={resource.reload}
      />
      <ArchiveRewardDialog
        reward={archiving}
        onClose={() => setArchiving(null)}
        onChanged={resource.reload}
      />
    </section>
  );
}
