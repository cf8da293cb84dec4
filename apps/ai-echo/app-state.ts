// AI Echo's observable state, as signals the Lit components read. Filled by boot.ts from the
// bridge, the toolset and the receipt store; components never talk to the extension themselves.
import { signal } from '@lit-labs/signals';
import type { BridgeStatus } from '../../browser-bridge/BrowserBridgeClient.ts';
import type { Receipt } from '../../kernel/receipts.ts';

/** An approval the extension is asking the person about, mirrored here (never decided here). */
export interface ApprovalView {
  approvalId: string;
  state: 'pending' | 'approved' | 'denied' | 'cancelled' | 'expired' | 'used';
  action: string;
  toolName?: string;
  title?: string;
  origin: string;
  tabId: number;
  tabTitle?: string;
  url?: string;
  frameId: number;
  documentId: string;
  descriptorHash?: string;
  argumentHash: string;
  arguments?: unknown;
}

/** A page tool from the last discovery: everything in it was written by the page. */
export interface DiscoveredToolView {
  name: string;
  title: string;
  description: string;
  descriptorHash: string;
  origin: string;
  frameId: number;
}

export interface AppState {
  bridge: ReturnType<typeof signal<BridgeStatus | null>>;
  allowedOrigins: ReturnType<typeof signal<string[]>>;
  receipts: ReturnType<typeof signal<Receipt[]>>;
  receiptError: ReturnType<typeof signal<string | null>>;
  approvals: ReturnType<typeof signal<ApprovalView[]>>;
  tools: ReturnType<typeof signal<DiscoveredToolView[]>>;
}

export function createAppState(): AppState {
  return {
    bridge: signal<BridgeStatus | null>(null),
    allowedOrigins: signal<string[]>([]),
    receipts: signal<Receipt[]>([]),
    receiptError: signal<string | null>(null),
    approvals: signal<ApprovalView[]>([]),
    tools: signal<DiscoveredToolView[]>([]),
  };
}

/** Reads the tools out of a discovery result (page data, so defensively). */
export function toolsFromDiscovery(result: unknown): DiscoveredToolView[] {
  const frames = (result as { frames?: unknown } | null)?.frames;
  if (!Array.isArray(frames)) return [];
  return frames.flatMap((f: { frameId?: unknown; origin?: unknown; tools?: unknown }) =>
    Array.isArray(f.tools)
      ? (f.tools as Record<string, unknown>[]).map((t) => ({
          name: String(t.name ?? ''),
          title: String(t.title ?? ''),
          description: String(t.description ?? ''),
          descriptorHash: String(t.descriptorHash ?? ''),
          origin: String(t.origin ?? f.origin ?? ''),
          frameId: typeof f.frameId === 'number' ? f.frameId : 0,
        }))
      : [],
  );
}
