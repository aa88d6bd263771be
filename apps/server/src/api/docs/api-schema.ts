import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { createTestApp } from '../../test-support/test-app.ts';

/** The web app's generated API types (docs/decisions/115-typed-api-client.md). */
export const apiSchemaFile = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../../../web/app/ui/api-schema.ts',
);

const header = `/**
 * Generated from the server's OpenAPI document (GET /api/docs) by \`npm run api:types\`; do not
 * edit. A db test fails when it is out of date (docs/decisions/115-typed-api-client.md).
 */
`;

/** The OpenAPI document of the whole API as TypeScript types, formatted as the repository is. */
export async function generateApiSchema(): Promise<string> {
  // The document comes from the route schemas alone: the embedded database is enough. The test
  // app pays offline (its routes are a superset); a Google client id adds Google sign-in's route.
  const test = await createTestApp('pglite', { GOOGLE_CLIENT_ID: 'api-types' });
  try {
    await test.app.ready();
    const document = test.app.swagger() as Parameters<typeof openapiTS>[0];
    const source = header + astToString(await openapiTS(document));
    const options = await resolveConfig(apiSchemaFile);
    return await format(source, { ...options, filepath: apiSchemaFile });
  } finally {
    await test.close();
  }
}
