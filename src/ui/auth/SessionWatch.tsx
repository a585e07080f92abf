// STUB (sign-in helper replaces this file): ends the session on expiry or a 401, and on logout in another tab.
export function SessionWatch() {
  return null;
}
