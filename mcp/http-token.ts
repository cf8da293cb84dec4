// The Streamable HTTP endpoint's client credential: a bearer token made at each launch. Any local
// process can reach a loopback port, so a session opens only for a request that presents it
// (`Authorization: Bearer <token>`); the person gets it from this program's log, and from a file
// in the state dir that only their user can read (mode 0600), to paste into their MCP client.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface HttpToken {
  token: string;
  /** Where it is written (null when no state dir is kept). */
  file: string | null;
  /** Whether a request's Authorization header carries exactly this token. */
  accepts(authorization: string | string[] | undefined): boolean;
  /** Removes the file (the token dies with this process). */
  discard(): void;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export function httpTokenFile(stateDir: string, httpPort: number): string {
  return join(stateDir, `http-${httpPort}.token`);
}

export function makeHttpToken(stateDir: string | null, httpPort: number): HttpToken {
  const token = randomBytes(32).toString('base64url');
  const expected = digest(token);
  let file: string | null = null;
  if (stateDir) {
    file = httpTokenFile(stateDir, httpPort);
    mkdirSync(stateDir, { recursive: true, mode: 0o700 });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${token}\n`, { mode: 0o600 });
    chmodSync(tmp, 0o600);
    renameSync(tmp, file);
  }
  return {
    token,
    file,
    accepts(authorization) {
      if (typeof authorization !== 'string') return false;
      const m = /^Bearer ([A-Za-z0-9_-]{1,256})$/.exec(authorization.trim());
      // Compared as digests, in constant time: the answer says nothing about how close a guess was.
      return m !== null && timingSafeEqual(digest(m[1]!), expected);
    },
    discard() {
      if (file) rmSync(file, { force: true });
    },
  };
}
