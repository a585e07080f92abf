import { pathTo, type Call, type HttpVerb, type PayloadOf } from '../../contract';

/** The decoder of a call answered with JSON: the contract's schema for it. */
type AnswerOf<C extends Call> = C['answer'] extends { kind: 'json'; schema: infer S } ? S : never;

/**
 * A contract call as `api.send` takes it: verb, path with its `:name` parameters filled in (encoded, so an id
 * cannot change which call is made), the schema its answer is decoded with, and what it sends, typed by the
 * contract (`PayloadOf`: its body's fields, its query's names, or a form).
 */
export function callTo<C extends Call>(
  call: C,
  params: Readonly<Record<string, string>> = {},
  ...payload: [] | [PayloadOf<C>]
): { method: HttpVerb; path: string; answer: AnswerOf<C>; payload?: PayloadOf<C> } {
  const answer = (call.answer.kind === 'json' ? call.answer.schema : undefined) as AnswerOf<C>;
  const [sent] = payload;
  return {
    method: call.verb,
    path: pathTo(call, params),
    answer,
    ...(sent === undefined ? {} : { payload: sent }),
  };
}
