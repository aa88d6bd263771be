import { writeFileSync } from 'node:fs';
import { apiSchemaFile, generateApiSchema } from '../apps/server/src/api/docs/api-schema.ts';

/**
 * `npm run api:types`: writes the web app's API types from the server's OpenAPI document
 * (docs/decisions/115-typed-api-client.md).
 */
writeFileSync(apiSchemaFile, await generateApiSchema());
console.log(apiSchemaFile);
