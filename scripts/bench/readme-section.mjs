// @ts-check
// The bench writes its table into the README between two markers, and nothing else of the README.

export const START = '<!-- bench:table:start -->';
export const END = '<!-- bench:table:end -->';

/** @param {string} readme @param {string} section */
export function replaceSection(readme, section) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`README.md needs the markers ${START} and ${END}, in that order, around the bench table`);
  return `${readme.slice(0, start + START.length)}\n\n${section}\n\n${readme.slice(end)}`;
}
