import { testDatabaseKinds } from '@mdc/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The document comes from the route schemas alone: one database kind is enough.
describe('GET /api/docs', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(testDatabaseKinds[0]!);
  });
  afterAll(() => test.close());

  it('describes every API route from its schemas', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const documented = new Set(Object.keys(doc.paths));
    const apiRoutes = test.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/') && route.url !== '/api/docs' && route.url !== '/api/*',
    );
    const toOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}');
    expect(
      apiRoutes.map((route) => toOpenApi(route.url)).filter((u) => !documented.has(u)),
    ).toEqual([]);
    // The request schemas reach the document: the token call names its fields.
    const token =
      doc.paths['/api/users/token/'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(token.properties)).toEqual(['email', 'password']);
  });
});
