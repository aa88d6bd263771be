import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';

/**
 * PGlite is PostgreSQL in one process: two processes on one data folder each keep their own
 * buffers and overwrite each other's pages, so one never sees the other's rows and sequences fall
 * behind their tables. The process that opens the folder holds `<folder>.lock` (its pid, what it
 * is, since when) until it closes it; another process is refused with `DatabaseInUseError`
 * (docs/decisions/093-create-admin-beside-a-server.md).
 */

export interface LockHolder {
  pid: number;
  host: string;
  /** What holds it: "the server", "npm run create-admin", … */
  purpose: string;
  since: string;
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `${holder.purpose} (process ${holder.pid} on ${holder.host})`
      : 'another process';
    super(`The embedded database in ${dataDir} is in use by ${who}.`);
    this.name = 'DatabaseInUseError';
  }
}

/** Lock files held by this process, so a second open here is refused too. */
const heldHere = new Set<string>();

function readHolder(file: string): LockHolder | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (!Number.isInteger(value.pid) || typeof value.host !== 'string') return null;
    return {
      pid: value.pid!,
      host: value.host,
      purpose: typeof value.purpose === 'string' ? value.purpose : 'another process',
      since: typeof value.since === 'string' ? value.since : '',
    };
  } catch {
    return null;
  }
}

/**
 * Whether the process named in a lock file may still be running. A process on another host
 * cannot be asked: it counts as running. Our own pid here without our lock is a previous process
 * that had the same pid (a restarted container), so it is not.
 */
function mayBeRunning(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder's lock or throws DatabaseInUseError. A lock left by a process that is no
 * longer running (a crash, a kill -9) is taken over. Returns the release, which also runs if the
 * process exits without closing the database.
 */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  const file = `${dataDir}.lock`;
  if (heldHere.has(file)) throw new DatabaseInUseError(dataDir, file, readHolder(file));
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    purpose,
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const text = safeRead(file);
      const holder = readHolder(file);
      // A lock being written at this moment reads empty: that writer is alive.
      if (text === '' || (holder && mayBeRunning(holder))) {
        throw new DatabaseInUseError(dataDir, file, holder);
      }
      breakStaleLock(file, text);
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(mine));
    } finally {
      closeSync(fd);
    }
    heldHere.add(file);
    const release = () => {
      process.off('exit', release);
      if (!heldHere.delete(file)) return;
      const holder = readHolder(file);
      if (holder?.pid === mine.pid && holder.since === mine.since) {
        try {
          unlinkSync(file);
        } catch {
          // Already gone.
        }
      }
    };
    process.on('exit', release);
    return release;
  }
  throw new DatabaseInUseError(dataDir, file, readHolder(file));
}

function safeRead(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Removes a stale lock, unless another process replaced it meanwhile: the file is moved aside
 * first (one mover wins), and put back if what was moved is no longer the stale lock.
 */
function breakStaleLock(file: string, staleText: string | null) {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (safeRead(aside) !== staleText) {
    // Someone took the lock between our read and our move: give it back (never over a newer one).
    try {
      linkSync(aside, file);
    } catch {
      // Another lock is in place already; the next attempt reads it.
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // Already gone.
  }
}
