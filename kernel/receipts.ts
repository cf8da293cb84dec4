// Receipts: one per action the Navi attempted, in IndexedDB through idb. They survive reloads,
// export as JSON, and a failed write is an error the caller must show, never swallowed. Each one
// names the request it belongs to (the person's words), so the timeline groups them; every field
// is that step's own. A receipt holds only redacted data: `redactReceipt` runs before it is shown
// or stored, the store redacts again on every write and read, and the version-3 upgrade redacted
// what older versions stored. What the toolset writes is sealed (an HMAC under a key that cannot
// be exported, kept in this database): a record put in by anything else (the store's public
// `add`, or straight into IndexedDB) reads back `sealed: false`, and AI Echo says so. The seal
// tells apart the toolset's own path, not a script that runs as the AI Echo page itself.
import canonicalize from 'canonicalize';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { BridgeError } from '../browser-bridge/errors.ts';
import { checkedPicture, type Picture } from '../faculties/sdk/picture.ts';
import { redactData, redactText } from '../faculties/sdk/redaction/data.ts';

export const RECEIPTS_DB_NAME = 'ai-echo-receipts';
/**
 * v1: receipts keyed by id, indexed by time. v2: adds outcome and tool indexes and the
 * `trust` label (v1 records are migrated: page-derived outcomes become 'untrusted-page-data').
 * v3: every stored receipt is rewritten redacted. v4: the request each receipt belongs to
 * (indexed), what its approval said and showed (older records belong to no request).
 * v5: the `keys` store holding the sealing key (older records are not sealed).
 */
export const RECEIPTS_DB_VERSION = 5;
/** Where the sealing key is kept, in the `keys` store. */
const SEAL_KEY = 'receipt-seal';
/** The format of one receipt record (and of the export). */
const RECEIPT_SCHEMA_VERSION = 3;

/**
 * `waiting-for-you`: a page form tool filled its form and the person reviews it (the receipt is
 * updated when they submit or cancel). `submitted`, `cancelled`, `expired`: how that ended.
 * `read`: a call the Navi made to read (a page tool it ran for its answer), which claimed no
 * change, so there was nothing to verify. It was approved like any page-tool run.
 */
export const RECEIPT_OUTCOMES = ['ok', 'read', 'error', 'conflict', 'outcome-unknown', 'unverified', 'waiting-for-you', 'submitted', 'cancelled', 'expired'] as const;
export type ReceiptOutcome = (typeof RECEIPT_OUTCOMES)[number];

/** What the person was asked in the approval window, as a receipt keeps it. */
export interface ReceiptApproval {
  approvalId: string;
  /** The window's sentence, page words in quotes. */
  sentence: string;
  /** The consequential warning, when there was one. */
  warning: string | null;
}

export type TrustLabel = 'untrusted-page-data' | 'local';

export interface Receipt {
  id: string;
  schemaVersion: 3;
  taskId: string;
  /** Who asked: 'Navi', or an MCP client by the name it was paired under. Absent on receipts written before MCP clients existed (the Navi's). */
  actor?: string;
  /** The request this step served (one per thing the person asked), or null for calls made outside the chat. */
  requestId: string | null;
  /** The person's words for that request. */
  request: string | null;
  tool: string;
  tier: string;
  effect: 'read' | 'mutation';
  tabId: number | null;
  frameId: number | null;
  documentId: string | null;
  origin: string | null;
  descriptorHash: string | null;
  argumentHash: string;
  grantId: string | null;
  outcome: ReceiptOutcome;
  errorCode: string | null;
  message: string | null;
  /** What the action itself reported (target evidence, tool result): data, not proof. */
  evidence: unknown;
  /** The independent read after a mutation (its input's hash too), and whether it matched the claim. */
  readback: { action: string; argumentHash?: string; matched: boolean; claimed: unknown; observed: unknown } | null;
  /** Why the Navi went below WebMCP for this step (only on the rungs below it, only from this request). */
  ladderReason: string | null;
  /** What the approval window asked, when this step needed one. */
  approval: ReceiptApproval | null;
  /** The picture the approval showed (evidence, not proof), bounded in size. */
  picture: Picture | null;
  trust: TrustLabel;
  /** Synthetic input is never hardware input. */
  trustedInput: false | null;
  startedAt: number;
  endedAt: number;
  /** Set when read, never stored: whether the toolset wrote this record (its seal checks). */
  sealed?: boolean;
}

/** A record as stored: the receipt and, when the toolset wrote it, its seal. */
type StoredReceipt = Receipt & { seal?: string };

interface ReceiptsDB extends DBSchema {
  receipts: {
    key: string;
    value: StoredReceipt;
    indexes: { 'by-time': number; 'by-outcome': string; 'by-tool': string; 'by-request': string };
  };
  keys: { key: string; value: CryptoKey };
}

export interface ReceiptFilter {
  outcome?: ReceiptOutcome;
  tool?: string;
  taskId?: string;
  requestId?: string;
}

/** The bytes a seal covers: the stored record without its seal or read-time mark, as canonical JSON. */
function sealedBytes(record: StoredReceipt): Uint8Array<ArrayBuffer> {
  const { seal: _seal, sealed: _sealed, ...rest } = record;
  return new TextEncoder().encode(canonicalize(rest) ?? '');
}

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) return null;
  return new Uint8Array(hex.match(/../g)!.map((h) => parseInt(h, 16)));
}

export class ReceiptStore {
  private sealerTaken = false;

  private constructor(
    private readonly db: IDBPDatabase<ReceiptsDB>,
    private readonly key: CryptoKey,
  ) {}

  static async open(name = RECEIPTS_DB_NAME): Promise<ReceiptStore> {
    const db = await openDB<ReceiptsDB>(name, RECEIPTS_DB_VERSION, {
      async upgrade(database, oldVersion, _newVersion, tx) {
        if (oldVersion < 1) {
          const store = database.createObjectStore('receipts', { keyPath: 'id' });
          store.createIndex('by-time', 'startedAt');
        }
        const store = tx.objectStore('receipts');
        if (oldVersion < 2) {
          store.createIndex('by-outcome', 'outcome');
          store.createIndex('by-tool', 'tool');
        }
        if (oldVersion < 4) store.createIndex('by-request', 'requestId');
        if (oldVersion < 5) database.createObjectStore('keys');
        if (oldVersion >= 1 && oldVersion < 4) {
          // Older versions stored results as they came and knew no requests: rewrite each record migrated and redacted.
          let cursor = await store.openCursor();
          while (cursor) {
            const old = cursor.value as Partial<Receipt> & { id: string };
            await cursor.update(redactReceipt(migrate(old)));
            cursor = await cursor.continue();
          }
        }
      },
    });
    let key = await db.get('keys', SEAL_KEY);
    if (!key) {
      // Not extractable: its bytes never leave the browser's key store, only its use can.
      const made = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
      // Two pages opening at once: the first key stored wins, and both use it.
      await db.add('keys', made, SEAL_KEY).catch(() => undefined);
      key = (await db.get('keys', SEAL_KEY))!;
    }
    return new ReceiptStore(db, key);
  }

  /**
   * Stores the receipt redacted, unsealed: what anyone but the toolset writes, read back with
   * `sealed: false`. Throws `BridgeError('internal')` naming it when IndexedDB refuses the write.
   */
  add(receipt: Receipt): Promise<void> {
    return this.put(receipt, false);
  }

  /** The toolset's own writer, which seals what it stores; handed out once (AI Echo's boot takes it before anything else runs). */
  takeSealer(): (receipt: Receipt) => Promise<void> {
    if (this.sealerTaken) throw new BridgeError('internal', "The receipt store's sealed writer was already taken.");
    this.sealerTaken = true;
    return (receipt) => this.put(receipt, true);
  }

  private async put(receipt: Receipt, seal: boolean): Promise<void> {
    try {
      // Only a bounded image data URL is kept as a picture, whatever the caller handed over.
      const { sealed: _sealed, seal: _seal, ...rest } = receipt as StoredReceipt;
      const record: StoredReceipt = redactReceipt({ ...rest, picture: checkedPicture(receipt.picture) });
      if (seal) record.seal = toHex(await crypto.subtle.sign('HMAC', this.key, sealedBytes(record)));
      await this.db.put('receipts', record);
    } catch (err) {
      throw new BridgeError('internal', `Receipt for ${receipt.tool} (${receipt.id}) could not be saved: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** The record as read: without its seal, marked with whether the seal checks. */
  private async checked(record: StoredReceipt): Promise<Receipt> {
    const sig = typeof record.seal === 'string' ? fromHex(record.seal) : null;
    let sealed = false;
    try {
      sealed = !!sig && (await crypto.subtle.verify('HMAC', this.key, sig, sealedBytes(record)));
    } catch {
      sealed = false; // a record canonical JSON cannot hold is no record the toolset wrote
    }
    const { seal: _seal, ...rest } = record;
    return { ...redactReceipt(rest), sealed };
  }

  async list(filter: ReceiptFilter = {}): Promise<Receipt[]> {
    const all = filter.requestId
      ? await this.db.getAllFromIndex('receipts', 'by-request', filter.requestId)
      : filter.outcome
        ? await this.db.getAllFromIndex('receipts', 'by-outcome', filter.outcome)
        : filter.tool
          ? await this.db.getAllFromIndex('receipts', 'by-tool', filter.tool)
          : await this.db.getAllFromIndex('receipts', 'by-time');
    // Redacted on the way out too, so nothing read from the store (the UI, the export) can hold a credential.
    const kept = all
      .filter(
        (r) =>
          (!filter.outcome || r.outcome === filter.outcome) &&
          (!filter.tool || r.tool === filter.tool) &&
          (!filter.taskId || r.taskId === filter.taskId) &&
          (!filter.requestId || r.requestId === filter.requestId),
      )
      .sort((a, b) => a.startedAt - b.startedAt);
    return Promise.all(kept.map((r) => this.checked(r)));
  }

  async exportJson(filter: ReceiptFilter = {}): Promise<string> {
    return JSON.stringify({ exportedAt: new Date().toISOString(), schemaVersion: RECEIPT_SCHEMA_VERSION, receipts: await this.list(filter) }, null, 2);
  }

  close(): void {
    this.db.close();
  }
}

/**
 * The receipt with every field that can hold page-derived or typed data (the person's words, the
 * approval's sentence and warning, the message, the evidence, the readback, the ladder reason)
 * passed through the one redaction function. The rest is the kernel's own bookkeeping (ids,
 * hashes, tab and time) and the bounded picture, which redaction must not touch.
 */
export function redactReceipt(receipt: Receipt): Receipt {
  const text = (value: string | null): string | null => (value === null ? null : redactText(value).text);
  return {
    ...receipt,
    request: text(receipt.request),
    approval: receipt.approval && { ...receipt.approval, sentence: redactText(receipt.approval.sentence).text, warning: text(receipt.approval.warning) },
    message: text(receipt.message),
    ladderReason: text(receipt.ladderReason),
    evidence: redactData(receipt.evidence).value,
    readback: redactData(receipt.readback).value,
  };
}

/**
 * An older record as a current receipt: a v1 one gets its trust label; older ones belong to no
 * request and carry no approval or picture.
 */
export function migrate(old: Partial<Receipt> & { id: string }): Receipt {
  return {
    taskId: 'unknown',
    requestId: null,
    request: null,
    approval: null,
    picture: null,
    tool: 'unknown',
    tier: 'unknown',
    effect: 'mutation',
    tabId: null,
    frameId: null,
    documentId: null,
    origin: null,
    descriptorHash: null,
    argumentHash: '',
    grantId: null,
    outcome: 'error',
    errorCode: null,
    message: null,
    evidence: null,
    readback: null,
    ladderReason: null,
    trustedInput: null,
    startedAt: 0,
    endedAt: 0,
    ...old,
    trust: old.trust ?? (old.origin ? 'untrusted-page-data' : 'local'),
    schemaVersion: 3,
  };
}
