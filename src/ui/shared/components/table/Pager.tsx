import type { ShownPage } from '../../../../domain/pagination';

/** `Page X of Y` with Previous (disabled on page 1) and Next (disabled on the last page). */
export function Pager<T>({
  page,
  onGo,
  label,
}: {
  page: ShownPage<T>;
  onGo(page: number): void;
  label: string;
}) {
  return (
    <nav className="data-table__pager" aria-label={`${label} pages`}>
      <button
        type="button"
        className="button button--secondary"
        disabled={!page.canPrevious}
        onClick={() => onGo(page.page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">{page.label}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={!page.canNext}
        onClick={() => onGo(page.page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
