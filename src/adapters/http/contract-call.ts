import { pathTo, type Call, type HttpVerb, type PayloadOf, type QueryOf } from '../../contract/call';
import { toQueryString } from './query-string';

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

/**
 * The query of a call whose payload is its body (a POST reading a link's token, an import's options): `?a=1`
 * by the names its contract declares, any other a type error; '' when nothing is left.
 */
export const queryTo = <C extends Call>(_call: C, query: QueryOf<C>): string => toQueryString(query);
