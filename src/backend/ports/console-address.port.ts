/**
 * Where people open the console. A link the backend mails (an invitation) must be absolute: a mail reader has
 * no page to resolve `/auth/accept-invite?token=…` against (docs/settings.md, PUBLIC_URL).
 */
export interface ConsoleAddress {
  /** The absolute URL of a path on the console, e.g. `https://loyalty.example.com/auth/accept-invite?token=…`. */
  urlOf(path: string): string;
}
