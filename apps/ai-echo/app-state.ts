// AI Echo's observable state, as signals the Lit components read. Filled by boot.ts from the
// bridge, the toolset and the receipt store; components never talk to the extension themselves.
import { signal } from '@lit-labs/signals';
import type { BridgeStatus } from '../../browser-bridge/BrowserBridgeClient.ts';
import type { GrantState } from '../../faculties/sdk/grants.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import type { DiscoveredPageTool } from '../../kernel/untrusted-data.ts';

/** An approval the extension is asking the person about, mirrored here (never decided here). */
export interface ApprovalView {
  approvalId: string;
  state: GrantState;
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
  /** Who asked: the Navi, or an MCP client by the name it was paired under. */
  requester: string;
}

export interface AppState {
  bridge: ReturnType<typeof signal<BridgeStatus | null>>;
  allowedOrigins: ReturnType<typeof signal<string[]>>;
  receipts: ReturnType<typeof signal<Receipt[]>>;
  receiptError: ReturnType<typeof signal<string | null>>;
  approvals: ReturnType<typeof signal<ApprovalView[]>>;
  tools: ReturnType<typeof signal<DiscoveredPageTool[]>>;
}

export function createAppState(): AppState {
  return {
    bridge: signal<BridgeStatus | null>(null),
    allowedOrigins: signal<string[]>([]),
    receipts: signal<Receipt[]>([]),
    receiptError: signal<string | null>(null),
    approvals: signal<ApprovalView[]>([]),
    tools: signal<DiscoveredPageTool[]>([]),
  };
}
