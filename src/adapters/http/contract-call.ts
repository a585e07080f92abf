import { pathTo, type Call } from '../../contract';
import type { HttpMethod } from './api-call';

/** The decoder of a call answered with JSON: the contract's schema for it. */
type AnswerOf<C extends Call> = C['answer'] extends { kind: 'json'; schema: infer S } ? S : never;

/**
 * A contract call as `api.send` takes it: verb, path with its `:name` parameters filled in (encoded, so an id
 * cannot change which call is made), and the schema its answer is decoded with.
 */
export function callTo<C extends Call>(
  call: C,
  params: Readonly<Record<string, string>> = {},
): { method: HttpMethod; path: string; answer: AnswerOf<C> } {
  const answer = (call.answer.kind === 'json' ? call.answer.schema : undefined) as AnswerOf<C>;
  return { method: call.verb, path: pathTo(call, params), answer };
}
