import type { ReactNode } from 'react';

/** A link the spec shows but that leads nowhere yet (docs/product.md §2's placeholders): it stays on the page. */
export function PlaceholderLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <a className={className} href="#" onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}
