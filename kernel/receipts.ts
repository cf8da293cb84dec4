// Receipts: one per action the Navi attempted, in IndexedDB through idb. They survive reloads,
// export as JSON, and a failed write is an error the caller must show, never swallowed. A receipt
// holds only redacted data: `redactReceipt` runs before it is shown or stored, the store redacts
// again on every write and read, and the version-3 upgrade redacted what older versions stored.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { BridgeError } from '../browser-bridge/errors.ts';
import { redactData, redactText } from '../faculties/sdk/redaction/data.ts';

export const RECEIPTS_DB_NAME = 'ai-echo-receipts';
/**
 * v1: receipts keyed by id, indexed by time. v2: adds outcome and tool indexes and the
 * `trust` label (v1 records are migrated: page-derived outcomes become 'untrusted-page-data').
 * v3: every stored receipt is rewritten redacted (the record format is unchanged).
 */
export const RECEIPTS_DB_VERSION = 3;
/** The format of one receipt record (and of the export). */
const RECEIPT_SCHEMA_VERSION = 2;

export type ReceiptOutcome = 'ok' | 'error' | 'conflict' | 'outcome-unknown' | 'unverified';
export type TrustLabel = 'untrusted-page-data' | 'local';

export interface Receipt {
  id: string;
  schemaVersion: 2;
  taskId: string;
  /** Who asked: 'Navi', or an MCP client by the name it was paired under. Absent on receipts written before MCP clients existed (the Navi's). */
  actor?: string;
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
  /** The independent read after a mutation, and whether it matched the claim. */
  readback: { action: string; matched: boolean; claimed: unknown; observed: unknown } | null;
  /** Why the Navi went below WebMCP on this document, when it did. */
  ladderReason: string | null;
  trust: TrustLabel;
  /** Synthetic input is never hardware input. */
  trustedInput: false | null;
  startedAt: number;
  endedAt: number;
}

interface ReceiptsDB extends DBSchema {
  receipts: {
    key: string;
    value: Receipt;
    indexes: { 'by-time': number; 'by-outcome': string; 'by-tool': string };
  };
}

export interface ReceiptFilter {
  outcome?: ReceiptOutcome;
  tool?: string;
  taskId?: string;
}

export class ReceiptStore {
  private constructor(private readonly db: IDBPDatabase<ReceiptsDB>) {}

  static async open(name = RECEIPTS_DB_NAME): Promise<ReceiptStore> {
    const db = await openDB<ReceiptsDB>(name, RECEIPTS_DB_VERSION, {
      async upgrade(database, oldVersion, _newVersion, tx) {
        if (oldVersion < 1) {
          const store = database.createObjectStore('receipts', { keyPath: 'id' });
          store.createIndex('by-time', 'startedAt');
        }
        if (oldVersion < 2) {
          const store = tx.objectStore('receipts');
          store.createIndex('by-outcome', 'outcome');
          store.createIndex('by-tool', 'tool');
        }
        if (oldVersion >= 1 && oldVersion < 3) {
          // Older versions stored results as they came: rewrite each record migrated and redacted.
          let cursor = await tx.objectStore('receipts').openCursor();
          while (cursor) {
            const old = cursor.value as Partial<Receipt> & { id: string };
            await cursor.update(redactReceipt(migrateV1(old)));
            cursor = await cursor.continue();
          }
        }
      },
    });
    return new ReceiptStore(db);
  }

  /** Stores the receipt redacted; throws `BridgeError('internal')` naming it when IndexedDB refuses the write. */
  async add(receipt: Receipt): Promise<void> {
    try {
      await this.db.put('receipts', redactReceipt(receipt));
    } catch (err) {
      throw new BridgeError('internal', `Receipt for ${receipt.tool} (${receipt.id}) could not be saved: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  async list(filter: ReceiptFilter = {}): Promise<Receipt[]> {
    const all = filter.outcome
      ? await this.db.getAllFromIndex('receipts', 'by-outcome', filter.outcome)
      : filter.tool
        ? await this.db.getAllFromIndex('receipts', 'by-tool', filter.tool)
        : await this.db.getAllFromIndex('receipts', 'by-time');
    // Redacted on the way out too, so nothing read from the store (the UI, the export) can hold a credential.
    return all
      .filter((r) => (!filter.tool || r.tool === filter.tool) && (!filter.taskId || r.taskId === filter.taskId))
      .sort((a, b) => a.startedAt - b.startedAt)
      .map(redactReceipt);
  }

  async exportJson(filter: ReceiptFilter = {}): Promise<string> {
    return JSON.stringify({ exportedAt: new Date().toISOString(), schemaVersion: RECEIPT_SCHEMA_VERSION, receipts: await this.list(filter) }, null, 2);
  }

  close(): void {
    this.db.close();
  }
}

/**
 * The receipt with every field that can hold page-derived data (the message, the evidence, the
 * readback, the ladder reason) passed through the one redaction function. The rest is the
 * kernel's own bookkeeping (ids, hashes, tab and time), which redaction must not touch.
 */
export function redactReceipt(receipt: Receipt): Receipt {
  return {
    ...receipt,
    message: receipt.message === null ? null : redactText(receipt.message).text,
    ladderReason: receipt.ladderReason === null ? null : redactText(receipt.ladderReason).text,
    evidence: redactData(receipt.evidence).value,
    readback: redactData(receipt.readback).value,
  };
}

/** A v1 record (no trust label, no schemaVersion) as a v2 receipt. */
export function migrateV1(old: Partial<Receipt> & { id: string }): Receipt {
  return {
    taskId: 'unknown',
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
    schemaVersion: 2,
  };
}
