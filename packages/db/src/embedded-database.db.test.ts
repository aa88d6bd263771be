import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { DatabaseInUseError } from './embedded-lock.ts';
import { users } from './schema.ts';
import { testDatabaseKinds } from './testing.ts';

/** A process that runs until killed, standing in for a server that holds the folder. */
function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => child.kill('SIGKILL') };
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((done) => child.once('exit', done));
  return child.pid!;
}

/**
 * Decision 093: one process at a time on an embedded (PGlite) data folder, and sequences that a
 * second process left behind their tables are mended when the folder is opened.
 */
describe.skipIf(!testDatabaseKinds.includes('pglite'))('the embedded database folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'mdc-embedded-'));
  const dir = join(root, 'pglite');
  const lockFile = `${dir}.lock`;
  const open = () => openDatabase({ pgliteDir: dir, purpose: 'the test server' });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is held by the process that opened it, until it closes it', async () => {
    const first = await open();
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
      purpose: 'the test server',
    });
    const second = await open().catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DatabaseInUseError);
    expect((second as DatabaseInUseError).message).toBe(
      `The embedded database in ${dir} is in use by the test server (process ${process.pid} on ${hostname()}).`,
    );
    await first.close();
    expect(existsSync(lockFile)).toBe(false);
    await (await open()).close();
  });

  it('refuses while another running process holds it, and takes over from one that ended', async () => {
    const holder = liveProcess();
    const lock = (pid: number) =>
      writeFileSync(
        lockFile,
        JSON.stringify({ pid, host: hostname(), purpose: 'a running server', since: 'x' }),
      );
    try {
      lock(holder.pid);
      const refused = await open().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DatabaseInUseError);
      expect((refused as DatabaseInUseError).holder).toMatchObject({
        pid: holder.pid,
        purpose: 'a running server',
      });
      // The refused process left the lock alone.
      expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(holder.pid);
    } finally {
      holder.stop();
    }
    lock(await deadPid());
    const handle = await open();
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    await handle.close();

    // A lock from another machine (a shared volume) cannot be checked: it is respected.
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: 1, host: `${hostname()}-elsewhere`, purpose: 'a server', since: '' }),
    );
    await expect(open()).rejects.toBeInstanceOf(DatabaseInUseError);
    rmSync(lockFile);
  });

  it('moves sequences left behind their tables up, and never down', async () => {
    let handle: DatabaseHandle = await open();
    const [a] = await handle.db
      .insert(users)
      .values({ email: 'a@x.pt', username: 'a' })
      .returning();
    await handle.db.insert(users).values({ email: 'b@x.pt', username: 'b' });
    // What a second process's writes used to leave: the sequence back at the first row's id.
    await handle.db.execute(sql`select setval('users_id_seq', ${a!.id})`);
    await handle.close();

    handle = await open();
    const [c] = await handle.db
      .insert(users)
      .values({ email: 'c@x.pt', username: 'c' })
      .returning();
    expect(c!.id).toBe(a!.id + 2);
    // A sequence ahead of its table (rows deleted) stays where it is.
    await handle.db.execute(sql`delete from users where email = 'c@x.pt'`);
    await handle.close();
    handle = await open();
    const [d] = await handle.db
      .insert(users)
      .values({ email: 'd@x.pt', username: 'd' })
      .returning();
    expect(d!.id).toBe(a!.id + 3);
    await handle.close();
  });
});
