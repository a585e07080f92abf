/**
 * A JSON body as text, read the same way by both hosts: its depth is bounded before it is parsed, so a
 * body nested 20,000 levels deep is refused with a message instead of exhausting the stack of whatever
 * walks it later (the parser, the body checks, a logger).
 */
import type { RequestBody } from '../wire';

/** Our deepest body is 1 level; 32 leaves room for any honest client and none for a stack attack. */
export const JSON_DEPTH_MAX = 32;

export type InvalidBody = Extract<RequestBody, { kind: 'invalid' }>;

/** Whether brackets outside strings open more than `max` levels at once. One pass, stops at the first excess. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > max) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}

/** Checked before parsing: null when the text may be parsed. */
export const tooDeep = (text: string): InvalidBody | null =>
  nestsDeeperThan(text, JSON_DEPTH_MAX) ? { kind: 'invalid', problem: 'too-deep' } : null;

/** What a parsed JSON value is as a body: an object, or refused (an array, a number, null…). */
export const jsonBodyOf = (value: unknown): RequestBody =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { kind: 'json', value: { ...value } }
    : { kind: 'invalid', problem: 'not-object' };
