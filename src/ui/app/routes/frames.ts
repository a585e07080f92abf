/**
 * The lazily loaded frames around pages: one loader each, shared by the routes that render them and the boot
 * that warms them. The sign-in and console areas need the services (and their libraries): chunks of their own.
 */
export const loadSiteFrame = () => import('../../features/site/layout/PublicLayout');
export const loadServicesArea = () => import('../ServicesArea');
export const loadAuthArea = () => import('./AuthArea');
export const loadConsoleArea = () => import('./ConsoleArea');
