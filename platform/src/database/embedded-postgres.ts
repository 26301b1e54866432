import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createPool, type Pool } from './connection';

export interface EmbeddedPostgres {
  /** A connection string that `pg` can use. Prefer `createPool`, which knows its rules. */
  readonly url: string;
  /** The pool to use: one connection, each new one starting from a clean session. */
  createPool(): Pool;
  /** Its data folder as a tarball, to start another from (`loadDataDir`). */
  dumpDataDir(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * PGlite is one backend session, whichever socket talks to it: what a connection leaves in
 * the session (named prepared statements above all) outlives it. The pool drops a connection
 * after any failed query, so the next one would collide with its predecessor's statements
 * ("prepared statement … already exists") and fail in turn, for good. Each new connection
 * therefore starts by resetting the session.
 */
async function resetSession(client: { query(text: string): Promise<unknown> }): Promise<void> {
  await client.query('DISCARD ALL');
}

/**
 * Sockets the server accepts at once. The pool uses one, but a dropped connection is closed
 * by the server a moment after the pool opens its replacement, which must not be refused.
 * The server runs their statements one at a time, keeping a transaction to its own socket.
 */
const SOCKET_CONNECTIONS = 8;

/**
 * A write-ahead-log segment the checkpoint no longer needs is deleted rather than recycled: a
 * recycled segment keeps the bytes it held (an erased person's, too) until written over.
 */
const ERASING_WAL = ['-c', 'wal_recycle=off'];

/**
 * PGlite's shared buffers live in the process's own memory (its WebAssembly heap, which never
 * shrinks): PostgreSQL's default of 128 MB would be most of the app's memory budget. The
 * operating system's file cache still holds the data folder's pages.
 */
const SHARED_BUFFERS = ['-c', 'shared_buffers=32MB'];

/**
 * PostgreSQL in-process (PGlite), reachable over a local socket so the code path is the same
 * as with a real server. `dataDir` undefined keeps everything in memory. `loadDataDir` starts it
 * from another's `dumpDataDir` instead of a new cluster (initdb), which costs seconds of CPU.
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<EmbeddedPostgres> {
  const releaseLock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const db = await PGlite.create(
      options.dataDir ? join(options.dataDir, 'pglite') : 'memory://',
      {
        extensions: { pg_trgm },
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
        startParams: [...PGlite.defaultStartParams, ...ERASING_WAL, ...SHARED_BUFFERS],
      },
    );
    const server = new PGLiteSocketServer({
      db,
      port: 0,
      host: '127.0.0.1',
      maxConnections: SOCKET_CONNECTIONS,
    });
    await server.start();
    const url = `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
    return {
      url,
      createPool: () => createPool(url, { max: 1, onConnect: resetSession }),
      dumpDataDir: () => db.dumpDataDir('none'),
      async stop() {
        await server.stop();
        await db.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Two processes opening one PGlite folder corrupt it, so the folder is held by a lock file. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new Error(
          `The data folder ${dataDir} is in use by process ${holder}. Stop it, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lockPath, { force: true }); // left behind by a process that died
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
