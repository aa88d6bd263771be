import { beforeEach, describe, expect, it, vi } from 'vitest';

// The argon2 calls are counted here; the hashing itself is argon2's (docs/product/architecture.md#auth).
const argon2 = vi.hoisted(() => ({ verify: vi.fn(), hash: vi.fn() }));
vi.mock('@node-rs/argon2', () => argon2);
// Test files share their worker's modules (vitest.config.ts): another may have loaded tokens.ts
// with the real argon2 through the accounts' entry, so it is loaded afresh here, mocked.
vi.resetModules();

const { verifyPassword } = await import('./tokens.ts');

describe('verifyPassword', () => {
  beforeEach(() => {
    argon2.verify.mockReset().mockResolvedValue(false);
    argon2.hash.mockReset().mockResolvedValue('$argon2id$dummy');
  });

  it('checks a known account against its stored hash, once', async () => {
    argon2.verify.mockResolvedValue(true);
    expect(await verifyPassword('$argon2id$stored', 'Not-the-password-1')).toBe(true);
    expect(argon2.verify).toHaveBeenCalledTimes(1);
    expect(argon2.verify).toHaveBeenCalledWith('$argon2id$stored', 'Not-the-password-1');
  });

  it('spends one argon2 verification on an unknown e-mail too, and says no', async () => {
    // No early return: the unknown e-mail costs what a wrong password costs (the same work),
    // so the answer's timing does not tell whether an account exists.
    argon2.verify.mockResolvedValue(true);
    expect(await verifyPassword(null, 'Not-the-password-1')).toBe(false);
    expect(argon2.verify).toHaveBeenCalledTimes(1);
    expect(argon2.verify).toHaveBeenCalledWith('$argon2id$dummy', 'Not-the-password-1');
  });

  it('says no when argon2 refuses a malformed hash', async () => {
    argon2.verify.mockRejectedValue(new Error('invalid hash'));
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
