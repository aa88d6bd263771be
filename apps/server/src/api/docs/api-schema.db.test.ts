import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { apiSchemaFile, generateApiSchema } from './api-schema.ts';

// The web app's API types are the server's document's (docs/decisions/115-typed-api-client.md).
it('the committed web API types match the OpenAPI document', async () => {
  const committed = readFileSync(apiSchemaFile, 'utf8');
  const current = await generateApiSchema();
  expect(
    current === committed,
    'apps/web/app/ui/api-schema.ts is out of date: run npm run api:types',
  ).toBe(true);
}, 60_000);
