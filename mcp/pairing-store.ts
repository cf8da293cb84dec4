// What an `ai-echo-mcp` remembers between runs: the one pairing with an AI Echo page (its id and
// the token both sides derived), in a file only this user can read, one file per relay port. And
// the current one-time pairing code, in memory only: it is replaced after it is used and after
// too many wrong tries, so it cannot be guessed over the socket.
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { newPairingSecret, type PairingCode } from '../browser-bridge/mcp-relay/pairing.ts';

export interface StoredPairing {
  pairingId: string;
  token: string;
  /** The name AI Echo shows for this client. */
  name: string;
  pairedAt: number;
}

/** Wrong pairing proofs before the code is replaced by a new one. */
export const MAX_CODE_FAILURES = 5;

export function defaultStateDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_STATE_HOME || join(homedir(), '.local', 'state'), 'ai-echo-mcp');
}

function isStoredPairing(v: unknown): v is StoredPairing {
  const p = v as Partial<StoredPairing> | null;
  return (
    typeof p === 'object' && p !== null &&
    typeof p.pairingId === 'string' && /^[0-9a-f]{32}$/.test(p.pairingId) &&
    typeof p.token === 'string' && /^[0-9a-f]{64}$/.test(p.token) &&
    typeof p.name === 'string' && typeof p.pairedAt === 'number'
  );
}

export class PairingStore {
  private stored: StoredPairing | null = null;
  private code: { secret: string; failures: number } | null = null;

  /** `file` null keeps the pairing in memory only. */
  constructor(
    private readonly file: string | null,
    private readonly port: number,
    log: (line: string) => void = () => undefined,
  ) {
    if (!file) return;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return; // never paired on this port
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (isStoredPairing(parsed)) this.stored = parsed;
      else log(`ignoring ${file}: it is not a pairing this program wrote; pair again.`);
    } catch {
      log(`ignoring ${file}: it is not JSON; pair again.`);
    }
  }

  static forPort(stateDir: string | null, port: number, log?: (line: string) => void): PairingStore {
    return new PairingStore(stateDir ? join(stateDir, `relay-${port}.json`) : null, port, log);
  }

  current(): StoredPairing | null {
    return this.stored;
  }

  /** Replaces the pairing (a new pairing always wins: the old page must pair again). */
  save(pairing: StoredPairing): void {
    this.stored = pairing;
    this.code = null;
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(pairing, null, 2)}\n`, { mode: 0o600 });
    chmodSync(tmp, 0o600);
    renameSync(tmp, this.file);
  }

  /** AI Echo forgot the pairing: so does this program (its file too), and the next code is a new one. */
  forget(): void {
    this.stored = null;
    this.code = null;
    if (this.file) rmSync(this.file, { force: true });
  }

  /** The one-time code a person types into AI Echo to pair (made on first use). */
  pairingCode(): PairingCode {
    this.code ??= { secret: newPairingSecret(), failures: 0 };
    return { port: this.port, secret: this.code.secret };
  }

  /** Counts a wrong proof; true when that used up the code and a new one was made. */
  codeFailed(): boolean {
    const code = (this.code ??= { secret: newPairingSecret(), failures: 0 });
    code.failures++;
    if (code.failures < MAX_CODE_FAILURES) return false;
    this.code = null;
    return true;
  }
}
