import { limitState } from './limit-state';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A text field's limit under it (docs/architecture.md, "Console conventions"): `Up to 1,000 characters` until the admin nears it, then
 * the live count, announced politely; past the limit it says by how much, as an error (the field refuses it).
 */
export function LimitCounter({ id, value, max }: { id: string; value: string; max: number }) {
  const state = limitState(value, max);
  const text = !state.near
    ? `Up to ${count(max)} characters`
    : state.over
      ? `${count(state.length)} of ${count(max)} characters: ${count(state.length - max)} too many`
      : `${count(state.length)} of ${count(max)} characters`;
  return (
    <p
      id={id}
      className={`field__limit${state.over ? ' field__limit--over' : ''}`}
      aria-live="polite"
      aria-atomic="true"
    >
      {text}
    </p>
  );
}
