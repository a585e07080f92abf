// @ts-check
// The bench writes its table into docs/performance.md between two markers, and nothing else of that file.
// The README is the newcomer's page: it links to the figures instead of holding them.

export const TABLE_FILE = 'docs/performance.md';
export const START = '<!-- bench:table:start -->';
export const END = '<!-- bench:table:end -->';

/** `--write-docs` writes the table; `--write-readme`, its name from when the table lived in the README, too. */
export const writesTable = (/** @type {readonly string[]} */ args) =>
  args.includes('--write-docs') || args.includes('--write-readme');

/** @param {string} document @param {string} section @param {string} [file] named in the refusal */
export function replaceSection(document, section, file = TABLE_FILE) {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`${file} needs the markers ${START} and ${END}, in that order, around the bench table`);
  return `${document.slice(0, start + START.length)}\n\n${section}\n\n${document.slice(end)}`;
}
