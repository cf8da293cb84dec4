// One-use approval grants, as actions see them. The extension implements the store (in
// chrome.storage.session, behind its own approval page); this file is the contract, so the
// OS build never pulls in extension code. Generic over `kind`: WebMCP invocations use it now,
// semantic actions can bind their own subject the same way.

import { Type } from '@sinclair/typebox';
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { Consequence } from './consequence.ts';
import type { PictureRequest, PictureResult } from './picture.ts';
import type { LookupFill, RecordId } from './record-naming.ts';
import type { GrantState } from '../../browser-bridge/vocabulary.ts';

/** How long a pending approval waits for the person, and how long an approved grant stays usable. */
export const APPROVAL_TTL_MS = 120_000;
/** The shortest TTL a caller may ask for (tests use it to watch a grant expire). */
export const MIN_APPROVAL_TTL_MS = 1_000;
/** Approvals waiting at once; past this a request is refused rather than stacking popups. */
export const MAX_PENDING_APPROVALS = 8;

/** What a grant is for: one subject, with one set of arguments, in one document. */
export interface GrantBinding {
  /** e.g. 'webmcp.invoke'; a grant for one kind never satisfies another. */
  kind: string;
  tabId: number;
  frameId: number;
  /** Chrome's document ID: a navigation or reload makes a new one, so it ends the grant's reach. */
  documentId: string;
  origin: string;
  /** Hash of what is approved (for WebMCP, the descriptor hash). */
  subjectHash: string;
  /** SHA-256 of the canonical JSON of the arguments. */
  argumentHash: string;
}

/** Which rung asks: the wording and the warnings differ for each. */
export type ApprovalTier = 'webmcp' | 'browser' | 'semantic' | 'livepatch' | 'rawjs';

/**
 * A plain sentence in parts: our words as strings, words the page wrote (a button's name, a
 * tool's title) as `page`, values AI Echo will send as `value`. The window fences page words.
 */
export type SentencePart = string | { page: string } | { value: string };

/** What the approval page shows the person. Page-written text is marked untrusted there. */
export interface ApprovalDisplay {
  tier: ApprovalTier;
  /** The one sentence a person reads first, e.g. AI Echo wants to click "Place order" on shop.example. */
  sentence: SentencePart[];
  /** The arguments as a readable table (the exact JSON stays in argumentsJson, under Details); `code` is shown as code. */
  argumentsTable: { label: string; value: string; code?: boolean }[];
  /** Why this may spend money or cannot be undone (consequence.ts); empty for most actions. */
  consequences: Consequence[];
  /** Evidence of what the action is about, taken when it was requested; the binding decides. */
  picture: PictureResult | null;
  /** The person's words for the request this serves, as AI Echo relayed them (context, never a binding). */
  request?: string;
  /** Who asks (the Navi, or an MCP client by the name it was paired under in AI Echo); grants nothing. */
  requester?: string;
  /** Short heading, written by us, e.g. "Run a page tool". */
  action: string;
  subjectName: string;
  subjectTitle: string;
  /** Written by the page: shown as quoted data, never as instructions. */
  subjectDescription: string;
  /** The exact arguments, as pretty JSON text. */
  argumentsJson: string;
  tabTitle: string;
  tabUrl: string;
  /** Extra facts worth showing (annotations, ...), as label/value pairs. */
  facts: { label: string; value: string }[];
  /** Approved run by run: the window offers no site allowance. */
  eachTime?: boolean;
  /** The window asks the person to pick one file, which only this run receives. */
  pickFile?: boolean;
  /** Reads the same approval covers, to check the change afterwards (each once, exactly these arguments). */
  checks?: PlanReadDisplay[];
  /** The read the same approval runs first, to find the one entry the change goes to. */
  lookup?: PlanReadDisplay & LookupFill;
  /**
   * Warnings written by AI Echo (never page text), shown above the facts: reasons to look
   * harder, e.g. the page says this tool has consequences. They can only add care.
   */
  notices?: string[];
}

export type { GrantState } from '../../browser-bridge/vocabulary.ts';

/**
 * A read that one approval of a change also covers: the page tool and exact arguments the person
 * saw in the same window, that AI Echo runs to check the change afterwards. Bound to the grant's
 * tab, frame, document and origin; runs only after the change, once, before the grant's deadline.
 */
export interface PlanRead {
  /** The tool's name, as discovered (for the person and the receipt; the hash binds). */
  name: string;
  /** Its descriptor hash when approved. */
  subjectHash: string;
  /** SHA-256 of the canonical JSON of its exact arguments. */
  argumentHash: string;
  usedAt: number | null;
}

/**
 * The read a change's approval runs before its change, to find the entry the person named: the
 * page tool and exact arguments the window showed, once, while the grant is approved and unused.
 * Its answer fills exactly the fields the window named (record-naming.ts); the change then runs
 * only with those values, and not at all if the read named no single entry.
 */
export interface PlanLookup extends LookupFill {
  name: string;
  subjectHash: string;
  argumentHash: string;
  usedAt: number | null;
  /** What the read filled, once it answered (null before, or when it named no single entry). */
  filled: Record<string, RecordId> | null;
}

/** What the approval window shows of a read the change's approval covers. */
export interface PlanReadDisplay {
  name: string;
  /** Written by the page. */
  title: string;
  argumentsJson: string;
}

/** What anyone but the approval page may know about an approval: never a way to change it. */
export interface GrantView {
  approvalId: string;
  state: GrantState;
  binding: GrantBinding;
  createdAt: number;
  /** When a pending request lapses, or when an approved grant stops being usable. */
  expiresAt: number;
  decidedAt: number | null;
  usedAt: number | null;
  /** Why it ended, in words (e.g. "The person closed the approval window."). */
  reason: string | null;
  /** After use: what came of the dispatch. `dispatched` until it settles (or forever, if the worker died). */
  outcome: 'dispatched' | 'ok' | 'error' | 'unknown' | null;
  /** The reads this approval also covers, after its change (empty for most). */
  plan?: PlanRead[];
  /** The read this approval runs before its change, when the change goes to an entry the read names. */
  lookup?: PlanLookup;
}

export interface GrantRequest {
  binding: GrantBinding;
  ttlMs: number;
  display: ApprovalDisplay;
  /** What the picture shows, kept so the window can take it again once the person brings the tab forward. */
  pictureRequest?: PictureRequest;
  /** Reads the same approval covers, each once, after the change (see PlanRead). */
  plan?: Omit<PlanRead, 'usedAt'>[];
  /** The read it runs first (see PlanLookup); `binding.argumentHash` then leaves out the fields it fills. */
  lookup?: Omit<PlanLookup, 'usedAt' | 'filled'>;
}

/** What AI Echo shows of an approval it asked for (in the chat and the receipt): our words and the picture. */
export type ApprovalSummary = Pick<ApprovalDisplay, 'tier' | 'sentence' | 'consequences' | 'picture'>;

/** The answer to an approval request: the pending approval and what its window shows. */
export type RequestedApproval = GrantView & { summary: ApprovalSummary };

export function summaryOf(display: ApprovalDisplay): ApprovalSummary {
  const { tier, sentence, consequences, picture } = display;
  return { tier, sentence, consequences, picture };
}

/** The sentence as plain text, page words in quotes. */
export function sentenceText(parts: readonly SentencePart[]): string {
  return parts.map((p) => (typeof p === 'string' ? p : 'page' in p ? `"${p.page}"` : `"${p.value}"`)).join('');
}

/**
 * One session's view of the grants: every method sees only the approvals that session asked for;
 * any other id, including another session's, is `grant-unknown`.
 */
export interface Grants {
  /** Records a pending approval and opens the extension's approval window for it. */
  request(req: GrantRequest): Promise<GrantView>;
  /** Current state (a lapsed one reads as expired); throws `grant-unknown`. */
  status(approvalId: string): Promise<GrantView>;
  /** Withdraws a pending or unused approval; the OS side may do this, never the opposite. */
  cancel(approvalId: string): Promise<GrantView>;
  /**
   * Atomically checks the grant is approved, unexpired, unused and bound to exactly `binding`,
   * and marks it used before returning: whatever happens next, it cannot be used again. A grant
   * with a lookup also needs its read to have run and `filled` to be exactly what it filled.
   */
  consume(approvalId: string, binding: GrantBinding, filled?: Record<string, unknown>): Promise<GrantView>;
  /**
   * Spends the grant's lookup read: only while the grant is approved and unused, before its
   * deadline, in exactly its tab, frame, document and origin, for exactly the read's hashes, once.
   */
  consumeLookup(approvalId: string, binding: GrantBinding): Promise<GrantView>;
  /**
   * Records what the lookup read filled; `null` (it named no single entry, or failed) cancels the
   * grant with `reason`, so its change can never run.
   */
  resolveLookup(approvalId: string, filled: Record<string, RecordId> | null, reason: string): Promise<GrantView>;
  /**
   * Spends one of the grant's plan reads: only after its change was consumed, before the grant's
   * deadline, in exactly the grant's tab, frame, document and origin, for exactly one unspent
   * read's descriptor and argument hashes; marked spent before returning.
   */
  consumePlanRead(approvalId: string, binding: GrantBinding): Promise<GrantView>;
  /** Records how a consumed grant's dispatch ended. */
  settle(approvalId: string, outcome: 'ok' | 'error' | 'unknown'): Promise<void>;
  /** What the approval's window shows, in short (our words, the picture as it is now). */
  summary(approvalId: string): Promise<ApprovalSummary>;
  /** Brings a pending approval's window to the front; false when it is no longer waiting. */
  focus(approvalId: string): Promise<boolean>;
}

/** The typed error for a grant that cannot be used in its current state; null when it can. */
export function grantRefusal(view: GrantView): BridgeError | null {
  const detail = { approvalId: view.approvalId };
  switch (view.state) {
    case 'approved':
      return null;
    case 'pending':
      return new BridgeError('grant-required', 'The person has not decided on this approval yet; wait until it is approved.', detail);
    case 'denied':
      return new BridgeError('approval-denied', `The person did not approve this${view.reason ? `: ${view.reason}` : '.'}`, detail);
    case 'cancelled':
      return new BridgeError('approval-cancelled', 'This approval was cancelled before it was used.', detail);
    case 'expired':
      return new BridgeError('grant-expired', 'This approval expired before it was used; ask for a new one.', detail);
    case 'used':
      return new BridgeError('grant-used', 'This approval was already used; each approval allows exactly one invocation.', detail);
  }
}

/**
 * The optional input every approval request takes: who asks (the Navi, or an MCP client by the
 * name it was paired under in AI Echo), shown in the approval window. It grants nothing.
 */
export const requesterInput = Type.Optional(
  Type.String({ minLength: 1, maxLength: 64, description: 'Who asks: the Navi, or an MCP client by the name it was paired under in AI Echo. Shown to the person; grants nothing.' }),
);

export function requesterFact(requester: string | undefined): { label: string; value: string } {
  return { label: 'Asked by (as named in AI Echo)', value: requester ?? 'AI Echo' };
}
