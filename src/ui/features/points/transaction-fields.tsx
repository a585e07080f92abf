import { Link } from 'wouter';
import type { Transaction } from '../../../domain/entities';
import { displayValue, formatDetailDateTime } from '../../shared/format';
import { pointsDisplay } from '../../../domain/points';
import { dollarsOf } from '../../../domain/programme';
import { apiKeyNameOfActor } from '../../../domain/api-keys';
import { Tooltip } from '../../shared/components/tooltip/Tooltip';
import { clientHref, transactionHref } from '../../shared/routes/paths';
import { ActingAdmin } from '../../shared/ledger/ActingAdmin';
import { PointsChange } from '../../shared/ledger/PointsChange';
import { typeLabel } from '../../shared/ledger/transaction-type';

/** Every field of a points transaction (docs/product.md §3, §10), in the order an admin reads them. */
export function transactionFields(tx: Transaction) {
  return [
    { field: 'Transaction ID', detail: displayValue(tx.transactionId) },
    {
      field: 'Client ID',
      detail: (
        <span className="tx-client">
          {displayValue(tx.clientId)}
          <Link
            className="icon-button tx-client__link"
            href={clientHref(tx.clientId)}
            aria-label={`Open client ${tx.clientId}`}
          >
            <LinkIcon />
          </Link>
        </span>
      ),
    },
    { field: 'Client Name', detail: displayValue(tx.clientName) },
    { field: 'Transaction Date', detail: formatDetailDateTime(tx.transactionDate) },
    { field: 'Points', detail: <PointsChange {...pointsDisplay(tx.type, tx.transactionPoints)} /> },
    { field: 'Total Points', detail: displayValue(tx.totalPoints) },
    { field: 'Type', detail: typeLabel(tx.type) },
    { field: 'Reason / Service', detail: displayValue(tx.reasonOrService) },
    // docs/product.md §10.23: a catalogue reward's redemption is named for the reward, as it was then.
    ...(tx.rewardId ? [{ field: 'Reward', detail: displayValue(tx.reasonOrService) }] : []),
    // docs/product.md §10.28: an entry booked from an amount keeps the amount and the rule it used.
    ...(tx.amountCents != null ? [{ field: 'Amount spent', detail: dollarsOf(tx.amountCents) }] : []),
    ...(tx.earningRule ? [{ field: 'Earning rule', detail: tx.earningRule }] : []),
    actorField(tx),
    { field: 'Location', detail: displayValue(tx.location) },
    // docs/product.md §10: a reversal and the entry it reverses each name the other.
    ...(tx.reverses ? [{ field: 'Reverses', detail: <EntryLink id={tx.reverses} /> }] : []),
    ...(tx.reversedBy ? [{ field: 'Reversed by', detail: <EntryLink id={tx.reversedBy} /> }] : []),
  ];
}

/**
 * Who booked it: an admin, or the API key the entry names by its id (docs/product.md §10.26), shown by the
 * name it had then. Never told from the actor's name: an admin may be called "API key Bob".
 */
function actorField(tx: Transaction) {
  if (tx.apiKeyId == null) return { field: 'Admin', detail: <ActingAdmin tx={tx} /> };
  const name = displayValue(apiKeyNameOfActor(tx.adminName ?? ''));
  return { field: 'API key', detail: <Tooltip content={`API key ID: ${tx.apiKeyId}`}>{name}</Tooltip> };
}

function EntryLink({ id }: { id: string }) {
  return (
    <Link className="row-link" href={transactionHref(id)}>
      {id}
    </Link>
  );
}

function LinkIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1"
      />
    </svg>
  );
}
