import { MESSAGES } from '../../../domain/messages';

/** No rows: `No Results Found`, plus `Create A Broadcast` when none exist at all (docs/product.md §2). */
export function BroadcastsEmpty({ noneAtAll, onCreate }: { noneAtAll: boolean; onCreate(): void }) {
  return (
    <div className="broadcasts-empty">
      <p>{MESSAGES.noResults}</p>
      {noneAtAll && (
        <button type="button" className="button" onClick={onCreate}>
          Create A Broadcast
        </button>
      )}
    </div>
  );
}
