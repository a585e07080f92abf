import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;
const visitYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * This year, for a footer. A prerendered page says the build's year; hydration first renders that same year
 * (React takes the server snapshot while hydrating), then the visit's, so a page built last December hydrates
 * with no mismatch and still shows this year.
 */
export const useVisitYear = (): number => useSyncExternalStore(noChange, visitYear, buildYear);
