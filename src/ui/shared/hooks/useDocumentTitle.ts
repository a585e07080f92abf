import { useEffect } from 'react';
import { PRODUCT_NAME } from '../brand';

/** A console or sign-in page's title in the tab and history: `Clients · LoyalLoop` (the one place of the suffix). */
export const documentTitle = (name: string): string => `${name} · ${PRODUCT_NAME}`;

/**
 * Gives the page its own document title while it is shown (docs/architecture.md, "Console conventions"), and puts back the one before
 * when it goes, so a page without one of its own does not keep a console page's name.
 */
export function useDocumentTitle(name: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = documentTitle(name);
    return () => {
      document.title = before;
    };
  }, [name]);
}
