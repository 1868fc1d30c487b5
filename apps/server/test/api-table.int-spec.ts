// The API table of @lottery/contracts (api.ts), which types the PWA's calls, against the app's
// own OpenAPI document (built from the DTOs): the same paths, each request with the same fields,
// each field required or optional alike, and the table's field rules the ones the DTO declares.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getRoutes, postRoutes, type FieldSpec } from '@lottery/contracts';
import { operationsOf, type Operation, type Schema } from './fuzz-support.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Table = Record<string, { body: string; fields: Record<string, FieldSpec> }>;
const tables: Record<'GET' | 'POST', Table> = { GET: getRoutes, POST: postRoutes };

/** The request's fields as the document has them: name → required. */
function documentFields(operation: Operation): Record<string, boolean> {
  if (operation.method === 'GET') {
    return Object.fromEntries(
      operation.query.map((parameter) => [
        parameter.name,
        (parameter as { required?: boolean }).required === true,
      ]),
    );
  }
  const body = operation.body ?? {};
  return Object.fromEntries(
    Object.keys(body.properties ?? {}).map((name) => [
      name,
      body.required?.includes(name) ?? false,
    ]),
  );
}

/** What the document says of a field's rule, in the rule's own terms. */
function ruleSeen(spec: FieldSpec, schema: Schema & { maxLength?: number }) {
  const rule = spec.rule!;
  if (rule.kind === 'text') return { kind: rule.kind, max: schema.maxLength };
  if (rule.kind === 'int') return { kind: rule.kind, min: schema.minimum, max: schema.maximum };
  return { kind: rule.kind };
}
function ruleOf(spec: FieldSpec) {
  const rule = spec.rule!;
  if (rule.kind === 'text') return { kind: rule.kind, max: rule.max };
  if (rule.kind === 'int') return { kind: rule.kind, min: rule.min, max: rule.max };
  return { kind: rule.kind };
}

describe('the API table and the OpenAPI document', () => {
  let server: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    server = await startTestApp();
    const document = await (await server.request('/api/docs-json')).json();
    operations = operationsOf(document as Parameters<typeof operationsOf>[0]);
  }, 60_000);
  afterAll(() => server?.close());

  it('has every path of the document, and no path the document lacks', () => {
    const inDocument = operations.map((operation) => `${operation.method} ${operation.path}`);
    const inTable = Object.entries(tables).flatMap(([method, table]) =>
      Object.keys(table).map((path) => `${method} ${path}`),
    );
    expect(inTable.sort()).toEqual(inDocument.sort());
  });

  it('gives each request the fields of its DTO, required or optional alike', () => {
    const differences = operations.flatMap((operation) => {
      const route = tables[operation.method][operation.path];
      if (!route) return [];
      if (route.body === 'multipart') {
        return operation.multipart ? [] : [`${operation.path}: not a multipart upload`];
      }
      const table = Object.fromEntries(
        Object.entries(route.fields).map(([name, spec]) => [name, spec.required]),
      );
      const document = documentFields(operation);
      return JSON.stringify(table, Object.keys(table).sort()) ===
        JSON.stringify(document, Object.keys(document).sort())
        ? []
        : [
            `${operation.method} ${operation.path}: table ${JSON.stringify(table)}, DTO ${JSON.stringify(document)}`,
          ];
    });
    expect(differences).toEqual([]);
  });

  it('names the rules the DTOs check those fields by', () => {
    const differences = operations.flatMap((operation) => {
      const route = tables[operation.method][operation.path];
      const schemas: Record<string, Schema> =
        operation.method === 'GET'
          ? Object.fromEntries(
              operation.query.map((parameter) => [parameter.name, parameter.schema ?? {}]),
            )
          : (operation.body?.properties ?? {});
      return Object.entries(route?.fields ?? {})
        .filter(([, spec]) => spec.rule)
        .flatMap(([name, spec]) => {
          const seen = ruleSeen(spec, schemas[name] ?? {});
          return JSON.stringify(seen) === JSON.stringify(ruleOf(spec))
            ? []
            : [
                `${operation.path} ${name}: table ${JSON.stringify(ruleOf(spec))}, DTO ${JSON.stringify(seen)}`,
              ];
        });
    });
    expect(differences).toEqual([]);
  });
});
