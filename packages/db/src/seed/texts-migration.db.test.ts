import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentBlocks, policySections, wines } from '../schema.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabaseHandle } from '../testing.ts';
import { seedDemoContent } from './seed.ts';

const migration = readFileSync(
  fileURLToPath(new URL('../../migrations/0018_texts_after_issue_30.sql', import.meta.url)),
  'utf8',
);

/** The texts as the demo seed wrote them before issue 30 (new text → old text). */
const before: [string, string][] = [
  ['1 de agosto de 2025', '15 de junho de 2025'],
  ['1 August 2025', '15 June 2025'],
  ['e, de 15 de agosto a 15 de outubro, dias de vindima', 'e, em setembro, dias de vindima'],
  ['and, from 15 August to 15 October, harvest days', 'and, in September, harvest days'],
  ['De 15 de agosto a 15 de outubro há dias de vindima', 'Em setembro há dias de vindima'],
  ['From 15 August to 15 October there are harvest days', 'In September there are harvest days'],
];

/**
 * Migration 0018 (decision 123) brings a database seeded before issue 30 to the corrected texts,
 * and leaves alone what staff have edited since.
 */
describe.each(testDatabaseKinds)('the texts migration on %s', (kind) => {
  let handle: TestDatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemoContent(handle.db);
    // Put the old demo texts back, as a database seeded before the fix holds them.
    for (const [now, old] of before) {
      await handle.db.execute(
        sql`UPDATE content_blocks SET body = replace(body::text, ${now}, ${old})::jsonb`,
      );
      await handle.db.execute(
        sql`UPDATE policy_sections SET content = replace(content::text, ${now}, ${old})::jsonb`,
      );
    }
    await handle.db.execute(sql`UPDATE wines SET serving_temp = '16º-18º'`);
    // Staff rewrote the privacy policy's last section: it keeps their words.
    await handle.db.execute(
      sql`UPDATE policy_sections SET content = jsonb_set(content, '{en,1}', '"Edited by staff (15 June 2025)."') WHERE policy = 'privacy' AND position = 15`,
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await handle.db.execute(sql.raw(statement));
    }
  });
  afterAll(() => handle?.close());

  const privacy = async (position: number) => {
    const [row] = await handle.db
      .select({ content: policySections.content })
      .from(policySections)
      .where(and(eq(policySections.policy, 'privacy'), eq(policySections.position, position)));
    return row?.content;
  };

  it('dates the privacy policy after the ODR closure of 20 July 2025', async () => {
    const scope = await privacy(1);
    expect(scope?.pt?.[0]).toBe('Última atualização: 1 de agosto de 2025.');
    expect(scope?.en?.[0]).toBe('Last updated: 1 August 2025.');
  });

  it('keeps a section staff have edited', async () => {
    const changes = await privacy(15);
    expect(changes?.en?.[1]).toBe('Edited by staff (15 June 2025).');
    expect(changes?.pt?.join(' ')).toContain('15 de junho de 2025');
  });

  it('gives the harvest days of the booking form', async () => {
    const blocks = await handle.db
      .select({ body: contentBlocks.body })
      .from(contentBlocks)
      .where(eq(contentBlocks.page, 'wine_tourism'));
    const text = JSON.stringify(blocks);
    expect(text).toContain('De 15 de agosto a 15 de outubro há dias de vindima');
    expect(text).toContain('From 15 August to 15 October there are harvest days');
    expect(text).not.toMatch(/setembro|September/);
  });

  it('writes the serving temperature in degrees Celsius', async () => {
    const rows = await handle.db.select({ temp: wines.servingTemp }).from(wines);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.temp).toBe('16–18 °C');
  });
});
