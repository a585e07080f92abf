export interface DemoCredentials {
  email: string;
  password: string;
  code: string;
}

/** The in-browser fake backend, as the screens see it. Disabled in http mode. */
export interface DemoBackend {
  readonly enabled: boolean;
  readonly credentials: DemoCredentials | null;
  /** Restores the seeded demo data. */
  reset(): Promise<void>;
}
