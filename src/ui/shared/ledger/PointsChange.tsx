import './ledger.css';

/** A transaction's points as `+N` in green for adds and in red otherwise (docs/product.md §3). */
export function PointsChange({ text, tone }: { text: string; tone: 'add' | 'redeem' }) {
  return <span className={`points-change points-change--${tone}`}>{text}</span>;
}
