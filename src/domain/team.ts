/** The team and the signed-in devices, as the console shows them (docs/api.md, the team, Sessions). */
import type { AdminRole } from './roles';

export interface TeamMember {
  _id: string;
  name: string;
  email: string;
  role: string;
  location: string;
  active: boolean;
  /** Invited, no password set yet. */
  invited: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}

export interface Invitation {
  email: string;
  name: string;
  role: AdminRole;
  location: string;
}

export interface DeviceSession {
  id: string;
  userAgent: string;
  /** Where the session was last used from; null in the browser demo. */
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** The session of this very browser. */
  current: boolean;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/HeadlessChrome\//, 'Headless Chrome'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (agent: string, table: readonly [RegExp, string][]): string | undefined =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

/** "Chrome on Windows" from a user agent; "Unknown device" when it says nothing we know. */
export function deviceName(userAgent: string): string {
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
