import { SignalWatcher } from '@lit-labs/signals';
import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { AuditEntry } from '../../faculties/sdk/audit.ts';
import { RECEIPT_OUTCOMES, type Receipt, type ReceiptOutcome } from '../../kernel/receipts.ts';
import { pictureMark } from '../../faculties/sdk/picture.ts';
import type { AppState } from './app-state.ts';

/** Audit entries shown (newest first); the full log is the extension's. */
const AUDIT_SHOWN = 50;

/** Fired when the person asks for the extension's audit log again. */
export class AuditRefreshEvent extends Event {
  constructor() {
    super('audit-refresh', { bubbles: true, composed: true });
  }
}

interface RequestGroup {
  requestId: string | null;
  request: string | null;
  receipts: Receipt[];
}

/** Receipts under the request they served, newest request first, steps in order. */
export function groupByRequest(receipts: readonly Receipt[]): RequestGroup[] {
  const groups: RequestGroup[] = [];
  for (const r of receipts) {
    const key = r.requestId ?? null;
    const last = groups.at(-1);
    if (last && last.requestId === key) last.receipts.push(r);
    else groups.push({ requestId: key, request: r.request ?? null, receipts: [r] });
  }
  return groups.reverse();
}

/** How far apart the two halves' clocks may read the same moment (one machine, two processes). */
const CLOCK_SLACK_MS = 2000;

/** A receipt the toolset wrote: sealed in the store, or handed over by the toolset itself (never read from the store). */
export function writtenByToolset(r: Receipt): boolean {
  return r.sealed !== false;
}

/**
 * Audit entries of changes the extension made that no receipt here records (made outside the
 * chat). The audit entry decides: only a receipt the toolset wrote, for the same action, input
 * hash, tab and origin, whose step was under way when the extension recorded the change, covers
 * it. A receipt anything else put in the store covers nothing.
 */
export function unrecorded(audit: readonly AuditEntry[], receipts: readonly Receipt[]): Set<string> {
  const covers = (r: Receipt, e: AuditEntry, action: string, argumentHash: string | undefined) =>
    action === e.action &&
    argumentHash === e.argumentHash &&
    r.tabId === e.tabId &&
    (r.origin ?? null) === e.origin &&
    r.startedAt - CLOCK_SLACK_MS <= e.startedAt &&
    e.startedAt <= r.endedAt + CLOCK_SLACK_MS;
  // A readback is part of its step's receipt.
  const own = receipts.filter(writtenByToolset);
  const receipted = (e: AuditEntry) => own.some((r) => covers(r, e, r.tool, r.argumentHash) || (!!r.readback && covers(r, e, r.readback.action, r.readback.argumentHash)));
  return new Set(audit.filter((e) => e.kind === 'invoke' && e.effect === 'mutation' && !receipted(e)).map((e) => e.id));
}

/** The receipts timeline: one entry per step, grouped under the person's words, filterable, exportable as JSON; the extension's audit log beside it. */
@customElement('echo-receipts')
export class EchoReceipts extends SignalWatcher(LitElement) {
  static styles = css`
    :host { display: block; font-size: 12px; }
    .request { margin: 8px 0 2px; font-weight: 600; color: #d6e2ee; }
    .receipt { border-left: 3px solid #56708c; padding: 2px 6px; margin: 4px 0 4px 6px; }
    .receipt[data-outcome='ok'] { border-color: #4caf50; }
    .receipt[data-outcome='read'] { border-color: #64b5f6; }
    .receipt[data-outcome='error'], .receipt[data-outcome='outcome-unknown'] { border-color: #e57373; }
    .receipt[data-outcome='unverified'], .receipt[data-outcome='conflict'], .receipt[data-outcome='waiting-for-you'] { border-color: #e6c15c; }
    .receipt[data-outcome='submitted'] { border-color: #4caf50; }
    .receipt[data-outcome='cancelled'], .receipt[data-outcome='expired'] { border-color: #9e9e9e; }
    .receipt img { display: block; max-width: 100%; max-height: 140px; margin: 3px 0; border: 1px solid #3a4a5c; }
    .warning { color: #ffb4a8; }
    .error { color: #ffb4a8; }
    code { font-size: 11px; word-break: break-all; }
    .audit { margin-top: 10px; border-top: 1px solid #2a3a4b; padding-top: 6px; }
    .audit li[data-unrecorded] { color: #e6c15c; }
    .audit ul { margin: 4px 0; padding-left: 16px; }
  `;

  @property({ attribute: false }) state!: AppState;
  /** Produces the JSON to download (the store's export). */
  @property({ attribute: false }) exportJson: () => Promise<string> = async () => '[]';
  @state() private outcome: ReceiptOutcome | '' = '';
  @state() private tool = '';

  visible(): Receipt[] {
    return this.state.receipts.get().filter((r) => (!this.outcome || r.outcome === this.outcome) && (!this.tool || r.tool.includes(this.tool)));
  }

  private async download(): Promise<void> {
    const json = await this.exportJson();
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    a.download = `ai-echo-receipts-${new Date().toISOString().slice(0, 19)}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  }

  private receipt(r: Receipt) {
    return html`
      <div class="receipt" data-receipt=${r.id} data-outcome=${r.outcome} ?data-not-toolset=${!writtenByToolset(r)}>
        ${writtenByToolset(r) ? '' : html`<span class="warning" data-not-toolset-label>Not written by AI Echo's toolset (its seal does not check): it proves nothing.</span><br />`}
        <strong>${r.tool}</strong> · ${r.tier} · <span data-outcome-label>${r.outcome}</span>${r.errorCode ? html` (${r.errorCode})` : ''}
        ${r.trustedInput === false ? html` · <em>synthetic input</em>` : ''}
        ${r.approval ? html`<br /><span data-asked>Asked: ${r.approval.sentence}</span>` : ''}
        ${r.approval?.warning ? html`<br /><span class="warning" data-warning>${r.approval.warning}</span>` : ''}
        ${r.picture ? html`<br /><span data-picture-mark>${pictureMark(r.picture)} shown to you:</span><img data-picture data-picture-source=${r.picture.source} src=${r.picture.dataUrl} alt=${`${pictureMark(r.picture)}: the tab when AI Echo asked`} />` : ''}
        <br />${r.origin ?? 'local'}${r.tabId !== null ? html` · tab ${r.tabId}` : ''}${r.grantId ? html` · grant <code>${r.grantId}</code>` : ''}
        ${r.ladderReason ? html`<br /><span data-ladder-reason>Why not a page tool: ${r.ladderReason}</span>` : ''}
        ${r.readback ? html`<br />Checked with ${r.readback.action}: ${r.readback.matched ? 'matched' : 'did NOT match'}` : ''}
        ${r.message ? html`<br />${r.message}` : ''}
        <br /><code>args ${r.argumentHash.slice(0, 16)}…</code> · ${r.endedAt - r.startedAt} ms
      </div>
    `;
  }

  private audit() {
    const entries = this.state.audit.get();
    const missing = unrecorded(entries, this.state.receipts.get());
    return html`
      <div class="audit" data-audit>
        <strong>The extension's audit log</strong> (everything it was asked to run for this page, chat or not)
        <button data-audit-refresh @click=${() => this.dispatchEvent(new AuditRefreshEvent())}>Refresh</button>
        ${missing.size ? html`<p class="warning" data-audit-unrecorded-count>${missing.size} change${missing.size === 1 ? ' was' : 's were'} made outside the chat (no receipt here).</p>` : ''}
        <ul>
          ${entries
            .slice(-AUDIT_SHOWN)
            .reverse()
            .map(
              (e) => html`<li data-audit-entry=${e.id} ?data-unrecorded=${missing.has(e.id)}>
                ${new Date(e.startedAt).toLocaleTimeString()} ${e.action} → ${e.outcome}${e.errorCode ? ` (${e.errorCode})` : ''}${e.origin ? ` · ${e.origin}` : ''}${e.consent ? ` · ${e.consent}` : ''}${missing.has(e.id) ? ' · no receipt' : ''}
              </li>`,
            )}
        </ul>
      </div>
    `;
  }

  render() {
    const error = this.state.receiptError.get();
    return html`
      ${error ? html`<p class="error" role="alert" data-receipt-error>${error}</p>` : ''}
      <label>Outcome
        <select data-filter-outcome @change=${(e: Event) => (this.outcome = (e.target as HTMLSelectElement).value as ReceiptOutcome | '')}>
          <option value="">all</option>
          ${RECEIPT_OUTCOMES.map((o) => html`<option value=${o}>${o}</option>`)}
        </select>
      </label>
      <label>Tool <input data-filter-tool size="14" @input=${(e: Event) => (this.tool = (e.target as HTMLInputElement).value)} /></label>
      <button data-export @click=${() => this.download()}>Export JSON</button>
      ${groupByRequest(this.visible()).map(
        (g) => html`
          <section data-request=${g.requestId ?? ''}>
            <div class="request" data-request-text>${g.request === null ? 'Outside the chat' : html`You asked: “${g.request}”`}</div>
            ${g.receipts.map((r) => this.receipt(r))}
          </section>
        `,
      )}
      ${this.audit()}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'echo-receipts': EchoReceipts;
  }
}
