import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { read } from '../test/factories.ts';

/**
 * Every route declares its contract (issue 12): the API document lists, for each operation, the
 * body it takes, its answers and its errors, and is itself a valid OpenAPI document. A route that
 * reads its input inside the handler shows up here as an operation without a body.
 */

/** A part's schema: a binary string, one of several schemas, or an array of binaries (several files). */
interface FileSchema {
  format?: string;
  anyOf?: FileSchema[];
  items?: FileSchema;
}
interface Media {
  schema?: { type?: string; properties?: Record<string, FileSchema> };
}
interface Operation {
  requestBody?: { content?: Record<string, Media> };
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, Media> }>;
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** POST operations that take nothing: sign-out acts on the token it is called with. */
const noBody = new Set(['post /api/auth/logout', 'post /api/trash/restore/{id}', 'post /api/video/refresh/{id}']);
/** Operations anyone may call; every other mutation is an admin's and documents its 401. */
const publicMutations = new Set(['post /api/auth/login']);
/** Reads only a signed-in administrator may make: they document the token and its 401 too. */
const signedInReads = new Set(['get /api/users', 'get /api/trash']);
/** Form routes that take an upload as their `image` part (or the part named after the path). */
const uploads = [
  '/api/team/add',
  '/api/team/update/{id}',
  '/api/photo/add',
  '/api/slider/add',
  '/api/slider/update/{id}',
  '/api/gallery/add',
  '/api/gallery/update/{id}',
  '/api/logo/add',
  '/api/partners/update/{id}',
  '/api/locations/add hero',
  '/api/locations/update/{id} hero',
  '/api/locations/{id}/images/add',
];
/** Whether a part's schema is a file or several (an array of files). */
const binary = (schema: FileSchema | undefined): boolean =>
  schema?.format === 'binary' || (schema?.anyOf ?? []).some(binary) || binary(schema?.items);

const hasSchema = (media: Record<string, Media> | undefined) =>
  Object.values(media ?? {}).some((m) => m.schema !== undefined && Object.keys(m.schema).length > 0);

describe('the API document', () => {
  let t: TestApp;
  let doc: Doc;
  let operations: { key: string; path: string; method: string; op: Operation }[];
  beforeAll(async () => {
    t = await buildTestApp();
    doc = await read<Doc>(t, '/api/docs/json');
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method} ${path}`, path, method, op })),
    );
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI document', async () => {
    // A copy: the validator resolves references in place.
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // The validator does refuse a broken document (an answer without its description).
    const broken = structuredClone(doc) as unknown as { paths: Record<string, Record<string, { responses: object }>> };
    const list = broken.paths['/api/team']?.get;
    if (list) list.responses = { 200: { content: {} } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('gives every operation its body, its answers and its errors', () => {
    const missing: string[] = [];
    const need = (ok: boolean, what: string, key: string) => {
      if (!ok) missing.push(`${key}: ${what}`);
    };
    // Every route is documented (swagger lists each one); this only makes sure the list is the app's, not empty.
    expect(operations.filter((o) => o.method === 'post').length).toBeGreaterThan(20);
    for (const { method, path } of operations) {
      expect(t.app.hasRoute({ method: method.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }), `${method} ${path}`).toBe(true);
    }
    for (const { key, method, op } of operations) {
      const responses = op.responses ?? {};
      const success = Object.keys(responses).filter((status) => status.startsWith('2'));
      need(success.length > 0 && success.every((s) => hasSchema(responses[s]?.content)), 'a success answer schema', key);
      const errors = Object.keys(responses).filter((status) => /^[45]/.test(status));
      need(errors.every((s) => hasSchema(responses[s]?.content)), 'an error answer schema', key);
      const mutation = method === 'post' || key.includes('/remove/');
      if (method === 'post' && !noBody.has(key)) {
        need(hasSchema(op.requestBody?.content), 'a request body schema', key);
        need('400' in responses, 'its 400', key);
      }
      if (op.parameters?.some((p) => p.in === 'path' && p.name === 'id')) need('404' in responses, 'its 404', key);
      if ((mutation && !publicMutations.has(key)) || signedInReads.has(key)) need('401' in responses, 'its 401', key);
    }
    expect(missing).toEqual([]);
  });

  it('documents each upload as a binary multipart part beside the form fields', () => {
    for (const entry of uploads) {
      const [path = '', part = 'image'] = entry.split(' ');
      const content = doc.paths[path]?.post?.requestBody?.content ?? {};
      const file = content['multipart/form-data']?.schema?.properties?.[part];
      expect({ entry, binary: binary(file) }).toEqual({ entry, binary: true });
    }
  });
});
