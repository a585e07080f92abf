/**
 * The images a page's markup asks for early (docs/performance.md, "The public pages paint first"). React's server
 * renderer writes a `<link rel="preload" as="image">` for each image the page renders eagerly (not
 * `loading="lazy"`), ahead of the markup, so in #root: after every tag of the head, the entry's and the parts'
 * module preloads included. Those images are the pages' largest paint (the hero's picture, the welcome cards'),
 * and a browser or Lighthouse's network model then queues them behind a dozen scripts; in the head, next to the
 * stylesheet's preload, they are asked for second.
 */

/** React's image preloads at the start of a page's server markup, and the markup without them. */
export function takeImagePreloads(markup: string): { preloads: string[]; markup: string } {
  const leading = /^(?:<link rel="preload" as="image"[^>]*\/>)+/.exec(markup)?.[0] ?? '';
  const preloads = leading.match(/<link[^>]*\/>/g) ?? [];
  return { preloads, markup: markup.slice(leading.length) };
}
