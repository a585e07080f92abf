/** The help page's card icons (decorative: the card titles carry the names). */
const HELP_PATHS = {
  phone:
    'M6.6 10.8a15.5 15.5 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1L6.6 10.8Z',
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.2V17h16V7.2l-8 5.3-8-5.3ZM5.3 7 12 11.4 18.7 7H5.3Z',
  ticket:
    'M3 6a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v3a3 3 0 0 0 0 6v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a3 3 0 0 0 0-6V6Zm6 2v2h6V8H9Zm0 4v2h6v-2H9Z',
  question:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 13.5a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5ZM12 6a3.5 3.5 0 0 0-3.5 3.5h2A1.5 1.5 0 1 1 12 11c-.55 0-1 .45-1 1v2h2v-1.15A3.5 3.5 0 0 0 12 6Z',
  heart:
    'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2 0 3.4 1.1 4.1 2.3h2.6c.7-1.2 2.1-2.3 4.1-2.3 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21Z',
} as const;

export type HelpIconName = keyof typeof HELP_PATHS;

export function HelpIcon({ name }: { name: HelpIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path d={HELP_PATHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
