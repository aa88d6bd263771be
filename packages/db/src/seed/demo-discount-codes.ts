import type { Database } from '../client.ts';
import { discountCodes } from '../schema.ts';

/**
 * The demo's discount code (docs/decisions/074-discount-codes.md): 10 % off the wine from 30 €,
 * no end date and no usage limit, so the demo's checkout always shows what a code does.
 */
export const demoDiscountCode = {
  code: 'BEMVINDO10',
  kind: 'percent',
  percent: 10,
  minOrderCents: 3000,
  note: 'Boas-vindas: 10 % nas compras a partir de 30 € (demonstração)',
} as const;

/**
 * Adds the demo code; called only when the demo estate itself is seeded into a new database, so
 * a real shop upgraded with SEED_DEMO left on never gains a public 10 % code. True when added.
 */
export async function seedDemoDiscountCodes(tx: Database): Promise<boolean> {
  const inserted = await tx
    .insert(discountCodes)
    .values(demoDiscountCode)
    .onConflictDoNothing()
    .returning({ id: discountCodes.id });
  return inserted.length > 0;
}
