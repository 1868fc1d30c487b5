// The fuzz test's parts: the routes read from the app's own OpenAPI document, fast-check
// generators of hostile requests for each, and the check every answer must pass.
import fc from 'fast-check';

// ---------------------------------------------------------------------------------------------
// Routes, as the OpenAPI document describes them
// ---------------------------------------------------------------------------------------------

export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  $ref?: string;
}

interface Parameter {
  name: string;
  in: 'header' | 'query' | 'path';
  description?: string;
  schema?: Schema;
}

/** Who a route is for: its Authorization header's description says (see common/openapi). */
export type Audience = 'admin' | 'member' | 'public';

export interface Operation {
  method: 'GET' | 'POST';
  /** As in the document, e.g. `/api/customer/upload/{name}`. */
  path: string;
  audience: Audience;
  /** The JSON body's schema ($refs resolved); undefined when the route takes none. */
  body?: Schema;
  /** The multipart body's schema, for upload routes. */
  multipart?: Schema;
  query: Parameter[];
  pathParams: Parameter[];
  idempotent: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
}

function resolveRefs(schema: Schema, document: OpenApiDocument, depth = 0): Schema {
  if (depth > 10) return schema;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return resolveRefs(document.components?.schemas?.[name] ?? {}, document, depth + 1);
  }
  return {
    ...schema,
    ...(schema.properties
      ? {
          properties: Object.fromEntries(
            Object.entries(schema.properties).map(([key, value]) => [
              key,
              resolveRefs(value, document, depth + 1),
            ]),
          ),
        }
      : {}),
    ...(schema.items ? { items: resolveRefs(schema.items, document, depth + 1) } : {}),
  };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (method !== 'get' && method !== 'post') continue;
      const parameters = operation.parameters ?? [];
      const authorization = parameters.find((parameter) => parameter.name === 'Authorization');
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const multipart = content['multipart/form-data']?.schema;
      operations.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        audience: !authorization
          ? 'public'
          : /admin/i.test(authorization.description ?? '')
            ? 'admin'
            : 'member',
        body: json ? resolveRefs(json, document) : undefined,
        multipart: multipart ? resolveRefs(multipart, document) : undefined,
        query: parameters.filter((parameter) => parameter.in === 'query'),
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        idempotent: parameters.some((parameter) => parameter.name === 'Idempotency-Key'),
      });
    }
  }
  return operations;
}

/** A schema whose examples are `value`'s: for a body the OpenAPI document does not describe. */
export function schemaOf(value: unknown): Schema {
  if (Array.isArray(value)) {
    return { type: 'array', example: value, items: value.length ? schemaOf(value[0]) : {} };
  }
  if (value !== null && typeof value === 'object') {
    return {
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(value).map(([key, child]) => [key, schemaOf(child)]),
      ),
    };
  }
  return { type: typeof value === 'number' ? 'integer' : typeof value, example: value };
}

/**
 * The operation with `known` values (real ids, a real phone) as the examples of the fields,
 * query and path parameters of those names, where the types agree: the "valid" part of a
 * generated request then names things that exist, so the request reaches the service.
 */
export function withKnownValues(operation: Operation, known: Record<string, unknown>): Operation {
  const fits = (schema: Schema, value: unknown) =>
    Array.isArray(value)
      ? schema.type === 'array' && schema.items?.type === typeof value[0]
      : schema.type !== 'array' && schema.type !== 'object';
  const withExamples = (schema: Schema | undefined, name?: string): Schema | undefined => {
    if (!schema) return schema;
    const value = name === undefined ? undefined : known[name];
    return {
      ...schema,
      ...(value !== undefined && fits(schema, value) ? { example: value } : {}),
      ...(schema.properties
        ? {
            properties: Object.fromEntries(
              Object.entries(schema.properties).map(([key, child]) => [
                key,
                withExamples(child, key)!,
              ]),
            ),
          }
        : {}),
      ...(schema.items ? { items: withExamples(schema.items) } : {}),
    };
  };
  const parameters = (list: Parameter[]) =>
    list.map((parameter) => ({
      ...parameter,
      schema: withExamples(parameter.schema ?? { type: 'string' }, parameter.name),
    }));
  return {
    ...operation,
    body: withExamples(operation.body),
    multipart: withExamples(operation.multipart),
    query: parameters(operation.query),
    pathParams: parameters(operation.pathParams),
  };
}

// ---------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------

const HUGE = 'x'.repeat(100_000);

/** Values chosen by hand: the classes of issue 11 and their neighbours. */
const nastyValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.0001,
  2 ** 31,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e308,
  -1e308,
  5e-324,
  '',
  ' ',
  '   \t\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '00',
  '1e308',
  '1e3',
  '0x10',
  '+1',
  '1.999999999999999999',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '1'.repeat(40),
  '90071992547409.93',
  '99999999999999999999.99',
  '2026-02-30',
  '2025-02-29',
  '0000-00-00',
  '9999-12-31',
  '275760-09-13',
  '2026-13-01T25:61',
  '2026-11-01T00:00:00+99:99',
  'a\u0000b',
  '\u0000',
  'abc\ud800',
  '\udc00abc',
  '\ud83d',
  '😀'.repeat(30),
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'ស្វាគមន៍',
  HUGE,
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE member; --',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\\u0000',
  '__proto__',
  'constructor',
  [],
  [null],
  [1, 2, 3],
  ['x'],
  [[[]]],
  Array.from({ length: 300 }, (_, index) => String(index)),
  {},
  { a: 1 },
  { $gt: '' },
  { length: 1e9 },
  { toString: 'x', valueOf: 1 },
];

/** Keys an object should never trust: prototype pollution, odd spellings, bad characters. */
const nastyKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'isAdmin',
  'role',
  'balance',
  'agentId',
  'memberId',
  '',
  ' ',
  'a.b',
  'a[b]',
  '$where',
  'k\u0000',
  'k\ud800',
  'x'.repeat(1000),
];

/** An own property for every key, `__proto__` included (a literal would set the prototype). */
const objectOf = (entries: Array<[string, unknown]>) => Object.fromEntries(entries);

const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.boolean(),
  fc.constant(null),
);

const nasty: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyValues) },
  { weight: 2, arbitrary: scalar },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.array(scalar, { maxLength: 4 }),
      fc.array(fc.tuple(fc.constantFrom(...nastyKeys), scalar), { maxLength: 3 }).map(objectOf),
      fc.jsonValue({ maxDepth: 3 }),
    ),
  },
);

/** A value the schema would accept (its example, default or first choice). */
function validValue(schema: Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'array':
      return schema.items ? [validValue(schema.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validValue(value)]),
      );
    default:
      return schema.format === 'date' ? '2026-11-01' : 'x';
  }
}

/** A value for one field: often valid (to reach deeper), often hostile, sometimes absent. */
function fieldValue(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const choices: Array<fc.WeightedArbitrary<unknown>> = [
    { weight: 3, arbitrary: fc.constant(validValue(schema)) },
    { weight: 4, arbitrary: nasty },
  ];
  if (schema.enum?.length) {
    choices.push({ weight: 1, arbitrary: fc.constantFrom(...schema.enum) });
  }
  if (depth < 3 && schema.type === 'object' && schema.properties) {
    choices.push({ weight: 2, arbitrary: objectBody(schema, depth + 1) });
  }
  if (depth < 3 && schema.type === 'array' && schema.items) {
    choices.push({
      weight: 2,
      arbitrary: fc.array(fieldValue(schema.items, depth + 1), { maxLength: 5 }),
    });
  }
  return fc.oneof(...choices);
}

/** An object after the schema: each field valid, hostile or missing, plus hostile extra keys. */
function objectBody(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([key, value]) =>
    fc.option(fieldValue(value, depth), { freq: 4, nil: undefined }).map((v) => [key, v] as const),
  );
  const extra = fc.array(fc.tuple(fc.constantFrom(...nastyKeys), nasty), { maxLength: 2 });
  return fc
    .tuple(fc.tuple(...fields), extra)
    .map(([own, more]) =>
      objectOf([
        ...own.filter((entry): entry is readonly [string, unknown] => entry[1] !== undefined),
        ...more,
      ] as Array<[string, unknown]>),
    );
}

/**
 * The valid body with one field wrong or missing, or none, and maybe a hostile extra key: it gets
 * past the other fields' checks, so the handler and the database see the wrong one.
 */
function oneFieldWrong(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return objectBody(schema);
  const valid = Object.entries(validValue(schema) as Record<string, unknown>);
  return fc
    .record({
      field: fc.constantFrom(...properties),
      change: fc.constantFrom('missing', 'wrong', 'wrong', 'none'),
      extra: fc.option(fc.tuple(fc.constantFrom(...nastyKeys), nasty), { nil: undefined }),
    })
    .chain(({ field: [key, fieldSchema], change, extra }) =>
      (change === 'missing'
        ? fc.constant(undefined)
        : change === 'none'
          ? fc.constant(validValue(fieldSchema))
          : fc.oneof(nasty, fieldValue(fieldSchema, 1))
      ).map((wrong) =>
        objectOf([
          ...valid.filter(([name]) => name !== key),
          ...(wrong === undefined ? [] : [[key, wrong] as [string, unknown]]),
          ...(extra ? [extra] : []),
        ]),
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// Hostile requests
// ---------------------------------------------------------------------------------------------

/** Which token a request carries: the route's own, none, another audience's, or a forged one. */
export type TokenChoice = 'own' | 'none' | 'member' | 'admin' | 'forged';

export interface FuzzRequest {
  /** The class of hostility, for the report. */
  kind: string;
  /** Mostly the route's own; now and then another (PUT, DELETE, HEAD...). */
  method: string;
  /** The path with its query string, percent-encoded as sent. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  token: TokenChoice;
}

const JSON_TYPE = 'application/json';

/** Bodies no JSON parser should accept, or that parse into something odd. */
const rawJsonBodies = [
  '{"not json',
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e999}',
  '{"a":-1e999}',
  '{"a":123456789012345678901234567890}',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{"__proto__":{"isAdmin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"page":1,"page":"x"}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  '',
  ' ',
];

/** A body of the right type for a route that takes JSON (or none). */
function jsonBody(operation: Operation): fc.Arbitrary<Pick<FuzzRequest, 'kind' | 'body'>> {
  const schema = operation.body ?? { type: 'object', properties: {} };
  return fc.oneof(
    {
      weight: 4,
      arbitrary: oneFieldWrong(schema).map((body) => ({
        kind: 'one field',
        body: JSON.stringify(body),
      })),
    },
    {
      weight: 4,
      arbitrary: objectBody(schema).map((body) => ({
        kind: 'fields',
        body: JSON.stringify(body),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...rawJsonBodies).map((body) => ({ kind: 'raw json', body })),
    },
    {
      weight: 1,
      arbitrary: nasty.map((body) => ({ kind: 'not an object', body: JSON.stringify(body) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...rawJsonBodies.slice(0, 6), JSON.stringify(validValue(schema)))
        .map((body) => ({
          kind: 'huge',
          body: `{"pad":"${'y'.repeat(600_000)}",${body.slice(1)}`,
        })),
    },
  );
}

/** Content types that are not what the route reads. */
const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/jsonx',
  'text/html',
  '*/*',
  'image/png',
  '',
  ';;;',
];

const formBodies = [
  'a=1&b=2',
  '__proto__[isAdmin]=1',
  'page=1e308&page=2',
  '%zz=%00',
  '--xyz\r\nContent-Disposition: form-data; name="input"\r\n\r\nvalue\r\n--xyz--\r\n',
  '--other\r\n\r\nbroken',
  '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
  '\u0000\u0001\u0002',
];

function wrongType(operation: Operation): fc.Arbitrary<
  Pick<FuzzRequest, 'kind' | 'body'> & {
    contentType: string;
  }
> {
  const body = operation.body ? JSON.stringify(validValue(operation.body)) : '{}';
  return fc.record({
    kind: fc.constant('content type'),
    contentType: fc.constantFrom(...wrongContentTypes),
    body: fc.constantFrom(body, ...formBodies),
  });
}

/** Bytes that are, or pretend to be, an image or a stock sheet. */
const fileBytes: fc.Arbitrary<Uint8Array> = fc.oneof<fc.Arbitrary<Uint8Array>[]>(
  fc.constant(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(32).fill(0)]),
  ),
  fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(32).fill(0)])),
  fc.constant(new Uint8Array(0)),
  fc.uint8Array({ maxLength: 200 }),
  fc.constant(new TextEncoder().encode('<svg onload="alert(1)"/>')),
  fc
    .array(
      fc
        .tuple(
          fc.oneof(fc.constantFrom('123456', '000000', '12345', '1234567', ''), fc.string()),
          fc.oneof(fc.constantFrom('1', '0', '-1', '999999999999', '1e308', 'NaN'), fc.string()),
          fc.oneof(
            fc.constantFrom('3.50', '0', '-1', '1e308', '99999999999999.99', ''),
            fc.string(),
          ),
          fc.oneof(fc.constantFrom('', 'a.jpg', '../../x.jpg', 'x\u0000.png'), fc.string()),
          fc.oneof(fc.constantFrom('', 'lucky', 'a;b;c', 'A B'), fc.string()),
        )
        .map((cells) => cells.join(',')),
      { maxLength: 6 },
    )
    .map((lines) => new TextEncoder().encode(['number,set,price,photo,tags', ...lines].join('\n'))),
);

const fileNames = fc.constantFrom(
  'id.jpg',
  'photo.png',
  'stock.csv',
  '',
  '../../../etc/passwd',
  'x'.repeat(1000),
  'a b.jpg',
  'ស្វាគមន៍.png',
  '.htaccess',
  'a.jpg\u202egnp.exe',
);

type Part = { name: string; fileName: string; type: string } & (
  { bytes: Uint8Array } | { text: string }
);

const hostileText = nasty.map((value) =>
  typeof value === 'string' ? value : JSON.stringify(value),
);

/**
 * Multipart forms for the upload routes: the route's own fields, each a fitting file, a valid or
 * hostile text, or missing; then extra parts with odd names, files where text is expected, etc.
 */
function multipartBody(operation: Operation): fc.Arbitrary<Pick<FuzzRequest, 'kind' | 'body'>> {
  const properties = Object.entries(operation.multipart?.properties ?? {});
  const names = properties.map(([name]) => name);
  const meta = {
    fileName: fileNames,
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/csv', ''),
  };
  const isFile = (schema: Schema) =>
    schema.format === 'binary' || schema.items?.format === 'binary';
  const own = properties.map(([name, schema]) =>
    fc.option<Part>(
      isFile(schema)
        ? fc.record({ name: fc.constant(name), bytes: fileBytes, ...meta })
        : fc.record({
            name: fc.constant(name),
            text: fc.oneof(fc.constant(String(validValue(schema))), hostileText),
            ...meta,
          }),
      { freq: 5, nil: undefined },
    ),
  );
  const extra = fc.record({
    name: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...names, 'file') },
      { weight: 1, arbitrary: fc.constantFrom(...nastyKeys) },
    ),
    value: fc.oneof(
      fileBytes.map((bytes) => ({ bytes })),
      hostileText.map((text) => ({ text })),
    ),
    ...meta,
  });
  return fc
    .tuple(fc.tuple(...own), fc.array(extra, { maxLength: 3 }))
    .map(([ownParts, extraParts]) => {
      const parts: Part[] = [
        ...ownParts.filter((part): part is Part => part !== undefined),
        ...extraParts.map(({ value, ...rest }) => ({ ...rest, ...value })),
      ];
      const form = new FormData();
      for (const part of parts) {
        if ('bytes' in part) {
          const blob = new Blob([part.bytes as Uint8Array<ArrayBuffer>], { type: part.type });
          form.append(part.name, blob, part.fileName);
        } else {
          form.append(part.name, part.text);
        }
      }
      return { kind: 'multipart', body: form };
    });
}

/** Query strings, hostile in their values, their names and their percent-encoding. */
function queryString(operation: Operation): fc.Arbitrary<string> {
  const encode = (value: unknown) =>
    encodeURIComponent(typeof value === 'string' ? value.slice(0, 2000) : JSON.stringify(value))
      // encodeURIComponent refuses lone surrogates: send their (invalid) UTF-8-looking bytes.
      .replace(/%EF%BF%BD/g, '%ED%A0%80');
  const safeEncode = (value: unknown) => {
    try {
      return encode(value);
    } catch {
      return '%ED%A0%80';
    }
  };
  const named = operation.query.map((parameter) =>
    fc
      .option(
        fc.oneof(
          fc.constant(safeEncode(validValue(parameter.schema ?? {}))),
          nasty.map(safeEncode),
        ),
        { nil: undefined },
      )
      .map((value) => (value === undefined ? undefined : `${parameter.name}=${value}`)),
  );
  const raw = fc.constantFrom(
    '%',
    '%E0%A4%A',
    'a=%00',
    '__proto__[isAdmin]=1',
    'constructor[prototype][x]=1',
    'page=1&page=2',
    'a[]=1&a[]=2',
    `q=${'a'.repeat(8000)}`,
    '&&&=&=',
    'StartDate=2026-02-30&endDate=2026-13-01',
  );
  return fc
    .tuple(fc.tuple(...named), fc.option(raw, { nil: undefined }))
    .map(([parts, extra]) => [...parts, extra].filter((part) => part !== undefined).join('&'));
}

const pathSegments = [
  'x.png',
  'missing.jpg',
  '123456-1.svg',
  '%00',
  '%',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2Fpackage.json',
  '.env',
  'a%ED%A0%80.png',
  '%F0%9F%98%80.jpg',
  'x'.repeat(3000) + '.png',
  encodeURIComponent('<script>'),
  '1e308',
];

function pathOf(operation: Operation): fc.Arbitrary<string> {
  if (operation.pathParams.length === 0) return fc.constant(operation.path);
  return fc
    .tuple(
      ...operation.pathParams.map((parameter) =>
        fc.oneof(
          fc.constant(encodeURIComponent(String(validValue(parameter.schema ?? {})))),
          fc.constantFrom(...pathSegments),
        ),
      ),
    )
    .map((segments) =>
      operation.pathParams.reduce(
        (path, parameter, index) => path.replace(`{${parameter.name}}`, segments[index]!),
        operation.path,
      ),
    );
}

/** Header values fetch can send (Latin-1), hostile in other ways. */
const headerValues = fc.constantFrom(
  '',
  ' ',
  'x'.repeat(4000),
  '-1',
  '1e308',
  '9223372036854775808',
  '__proto__',
  '../../etc',
  'km,th;q=0.9,en;q=0.8',
  'zz',
  'ÿþ',
  '\t',
);

function extraHeaders(operation: Operation): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        locale: headerValues,
        agentid: headerValues,
        'idempotency-key': operation.idempotent ? headerValues : fc.constant(''),
        'x-signature': headerValues,
        'accept-language': headerValues,
      },
      { requiredKeys: [] },
    )
    .map((headers) =>
      Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== '')),
    );
}

function tokenChoice(operation: Operation): fc.Arbitrary<TokenChoice> {
  // Mostly the route's own audience (a public route: mostly none), a few without a token.
  return operation.audience === 'public'
    ? fc.constantFrom<TokenChoice>('none', 'none', 'none', 'member', 'forged')
    : fc.constantFrom<TokenChoice>('own', 'own', 'own', 'own', 'own', 'own', 'none', 'forged');
}

/** One hostile request for the route. */
export function fuzzRequest(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const payload: fc.Arbitrary<{ kind: string; body?: string | FormData; contentType?: string }> =
    operation.method === 'GET'
      ? fc.constant({ kind: 'query' })
      : operation.multipart
        ? fc.oneof(
            { weight: 5, arbitrary: multipartBody(operation) },
            { weight: 1, arbitrary: jsonBody(operation) },
            { weight: 1, arbitrary: wrongType(operation) },
          )
        : fc.oneof(
            { weight: 5, arbitrary: jsonBody(operation) },
            { weight: 1, arbitrary: wrongType(operation) },
          );
  return fc
    .record({
      payload,
      path: pathOf(operation),
      query: fc.oneof(
        { weight: operation.method === 'GET' ? 0 : 4, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: queryString(operation) },
      ),
      headers: extraHeaders(operation),
      token: tokenChoice(operation),
      method: fc.oneof(
        { weight: 15, arbitrary: fc.constant(operation.method) },
        { weight: 1, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD') },
      ),
    })
    .map(({ payload, path, query, headers, token, method }) => {
      const contentType =
        payload.contentType ?? (typeof payload.body === 'string' ? JSON_TYPE : undefined); // FormData sets its own
      return {
        kind: payload.kind,
        method,
        url: query ? `${path}?${query}` : path,
        headers: {
          ...headers,
          ...(contentType !== undefined && contentType !== ''
            ? { 'content-type': contentType }
            : {}),
        },
        // fetch sends no body with a GET or a HEAD.
        body: method === 'GET' || method === 'HEAD' ? undefined : payload.body,
        token,
      };
    });
}

/** A seed per route, from the run's seed and the route's name: new routes leave others alone. */
export function seedFor(runSeed: number, operation: Operation): number {
  let hash = runSeed | 0;
  for (const character of `${operation.method} ${operation.path}`) {
    hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  }
  return hash;
}

// ---------------------------------------------------------------------------------------------
// The check every answer must pass
// ---------------------------------------------------------------------------------------------

/**
 * What is wrong with an answer, or undefined: a 5xx; an answer outside the envelope
 * `{code, msg, result: {period}}` (an error with code 0, a success with another code). Only a
 * successful GET may answer something else (a photo, the ledger's CSV, the certificates' JWK); an app page answers the
 * app's HTML (with 404 for an unknown page).
 */
export function problemWith(
  request: Pick<FuzzRequest, 'method'>,
  status: number,
  contentType: string,
  text: string,
  options: { appPage?: boolean } = {},
): string | undefined {
  if (status >= 500) return `HTTP ${status}`;
  if (request.method === 'HEAD') return undefined; // no body to check
  // A standard JSON document type (`application/jwk+json`) is not the envelope either.
  if (!contentType.includes('json') || contentType.includes('+json')) {
    if (options.appPage && request.method === 'GET' && contentType.includes('text/html')) {
      return status === 200 || status === 404 ? undefined : `HTML with HTTP ${status}`;
    }
    if (request.method === 'GET' && status >= 200 && status < 300) return undefined;
    return `HTTP ${status} answered ${contentType || 'no content type'}, not the envelope`;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `HTTP ${status}: JSON that does not parse`;
  }
  const envelope = body as { code?: unknown; msg?: unknown; result?: unknown };
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    typeof envelope.code !== 'number' ||
    typeof envelope.msg !== 'string' ||
    typeof envelope.result !== 'object' ||
    envelope.result === null ||
    !('period' in envelope.result)
  ) {
    return `HTTP ${status}: not an envelope`;
  }
  if (status >= 400 && envelope.code === 0) return `HTTP ${status} with code 0`;
  if (status < 400 && envelope.code !== 0) return `HTTP ${status} with code ${envelope.code}`;
  return undefined;
}

/** A request in a few lines, long strings cut, for the failure report. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
  const body =
    request.body instanceof FormData
      ? `form[${[...request.body.entries()]
          .map(([name, value]) =>
            typeof value === 'string'
              ? `${cut(name, 40)}=${cut(JSON.stringify(value), 60)}`
              : `${cut(name, 40)}=<file ${cut(value.name, 40)} ${value.size}B>`,
          )
          .join(', ')}]`
      : request.body === undefined
        ? ''
        : cut(JSON.stringify(request.body), 300);
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${cut(JSON.stringify(value), 60)}`)
    .join('; ');
  return `${request.method} ${cut(request.url, 200)} [${request.kind}, token ${request.token}] {${headers}} ${body}`;
}

// ---------------------------------------------------------------------------------------------
// Bodies too large in shape (issue 34): sent to every route, not sampled
// ---------------------------------------------------------------------------------------------

/** `"k0":0,"k1":0,...` of `keys` keys (base 36 names): 95,000 of them are about 900 kB. */
function manyMembers(keys: number, prefix = 'k'): string {
  const members: string[] = [];
  for (let index = 0; index < keys; index += 1) members.push(`"${prefix}${index.toString(36)}":0`);
  return members.join(',');
}

/**
 * Two requests per route whose body is within the 1 MiB limit but too large in shape: 'wide' is
 * the route's valid body plus 95,000 keys (one object far wider than any request), 'many keys' the
 * valid body plus a list of 150 objects of 99 keys (each within bounds, 15,000 entries in all).
 * A route read with GET gets 1,500 query parameters instead.
 */
export function shapeRequests(operation: Operation): FuzzRequest[] {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const param = operation.pathParams.find((p) => p.name === name);
    return encodeURIComponent(String(validValue(param?.schema ?? {})));
  });
  if (operation.method === 'GET') {
    const query = Array.from({ length: 1_500 }, (_, index) => `q${index}=1`).join('&');
    return [
      { kind: 'many keys', method: 'GET', url: `${path}?${query}`, headers: {}, token: 'own' },
    ];
  }
  const valid = JSON.stringify(operation.body ? validValue(operation.body) : {});
  const opening = valid.startsWith('{') && valid !== '{}' ? `${valid.slice(0, -1)},` : '{';
  const wide = `${opening}${manyMembers(95_000)}}`;
  const spread = Array.from({ length: 150 }, () => `{${manyMembers(99, 'f')}}`).join(',');
  const manyKeys = `${opening}"pad":[${spread}]}`;
  return [
    ['wide', wide],
    ['many keys', manyKeys],
  ].map(([kind, body]) => ({
    kind: kind!,
    method: operation.method,
    url: path,
    headers: { 'content-type': JSON_TYPE },
    body,
    token: 'own' as const,
  }));
}
