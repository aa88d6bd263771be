/**
 * A staff search text as an ILIKE "contains" pattern: % and _ typed by staff match themselves
 * (backslash is PostgreSQL's default LIKE escape character).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
