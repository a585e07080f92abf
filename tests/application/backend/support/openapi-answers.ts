/**
 * Checks answers against the OpenAPI document generated from the contract: the operation is found by verb
 * and path, the response by status (exact, then its range such as 4XX), and a JSON body must validate against
 * that response's schema (JSON Schema 2020-12, as OpenAPI 3.1 writes it).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { apiDocument } from '../../../../src/backend/api-document';
import { PROGRESS_LINES_TYPE } from '../../../../src/contract';
import type { SeenAnswer } from './answer-recorder';

interface Response {
  content?: Record<string, { schema: object }>;
}
interface Operation {
  responses: Record<string, Response>;
}
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};

const DOCUMENT = apiDocument() as unknown as Document;
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ $id: 'doc', components: DOCUMENT.components }, 'doc');

/** `/admin/view-client/{id}` as a pattern for one path segment per parameter. */
const patternOf = (template: string): RegExp =>
  new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+').replace(/\./g, '\\.')}$`);
const TEMPLATES = Object.keys(DOCUMENT.paths).map((template) => ({ template, pattern: patternOf(template) }));

/** Fixed paths before templated ones: admin/team/invite is not admin/team/{id}. */
const byFixedFirst = (a: { template: string }, b: { template: string }) =>
  Number(a.template.includes('{')) - Number(b.template.includes('{'));

function operationOf(answer: SeenAnswer, base: string): Operation | undefined {
  const path = `/${new URL(answer.url, 'http://host.invalid').pathname.slice(new URL(base, 'http://host.invalid').pathname.length)}`;
  const matching = TEMPLATES.filter(
    ({ template, pattern }) => pattern.test(path) && DOCUMENT.paths[template]?.[answer.verb.toLowerCase()],
  );
  const [first] = matching.sort(byFixedFirst);
  return first ? DOCUMENT.paths[first.template]?.[answer.verb.toLowerCase()] : undefined;
}

/** `$ref`s point at the document's components: resolved through the schema added as 'doc'. */
const rooted = (schema: object): object =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components', '"doc#/components'));

const validators = new Map<object, ValidateFunction>();
const validatorOf = (schema: object): ValidateFunction => {
  const known = validators.get(schema) ?? ajv.compile(rooted(schema));
  validators.set(schema, known);
  return known;
};

const hasStatus = (line: unknown): boolean =>
  typeof line === 'object' && line !== null && typeof Reflect.get(line, 'status') === 'number';

/** Progress lines: each validates against the document's line schema, and the last one carries a status. */
function lineProblems(name: string, lines: readonly unknown[], response: Response): string[] {
  const schema = response.content?.[PROGRESS_LINES_TYPE]?.schema;
  if (schema === undefined) return [`${name}: progress lines where the document describes none`];
  const validate = validatorOf(schema);
  const problems = lines.flatMap((line, at) =>
    validate(line) ? [] : [`${name}, line ${at + 1}: ${ajv.errorsText(validate.errors)}`],
  );
  if (!hasStatus(lines.at(-1))) problems.push(`${name}: the last line carries no status`);
  return problems;
}

/** What is wrong with each answer, in words; [] when every answer validates. */
export function answerProblems(answers: readonly SeenAnswer[], base: string): string[] {
  const problems: string[] = [];
  for (const answer of answers) {
    const name = `${answer.verb} ${answer.url} → ${answer.status}`;
    const operation = operationOf(answer, base);
    if (operation === undefined) {
      // An unknown path answers 404 by design (the wire tests ask for some): no operation to check against.
      if (answer.status !== 404) problems.push(`${name}: no operation in the document`);
      continue;
    }
    const response =
      operation.responses[String(answer.status)] ?? operation.responses[`${String(answer.status)[0]}XX`];
    if (response === undefined) {
      problems.push(`${name}: the document has no response for this status`);
      continue;
    }
    if (answer.lines !== undefined) {
      problems.push(...lineProblems(name, answer.lines, response));
      continue;
    }
    if (answer.json === undefined) continue;
    const schema = response.content?.['application/json']?.schema;
    if (schema === undefined) {
      problems.push(
        `${name}: a JSON answer where the document says ${Object.keys(response.content ?? {}).join(', ')}`,
      );
      continue;
    }
    const validate = validatorOf(schema);
    if (!validate(answer.json)) problems.push(`${name}: ${ajv.errorsText(validate.errors)}`);
  }
  return problems;
}
