import { SignalWatcher } from '@lit-labs/signals';
import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { RECEIPT_OUTCOMES, type Receipt, type ReceiptOutcome } from '../../kernel/receipts.ts';
import type { AppState } from './app-state.ts';


/** The receipts timeline: one entry per action, filterable, exportable as JSON. */
@customElement('echo-receipts')
export class EchoReceipts extends SignalWatcher(LitElement) {
  static styles = css`
    :host { display: block; font-size: 12px; }
    .receipt { border-left: 3px solid #56708c; padding: 2px 6px; margin: 4px 0; }
    .receipt[data-outcome='ok'] { border-color: #4caf50; }
    .receipt[data-outcome='error'], .receipt[data-outcome='outcome-unknown'] { border-color: #e57373; }
    .receipt[data-outcome='unverified'], .receipt[data-outcome='conflict'], .receipt[data-outcome='waiting-for-you'] { border-color: #e6c15c; }
    .receipt[data-outcome='submitted'] { border-color: #4caf50; }
    .receipt[data-outcome='cancelled'], .receipt[data-outcome='expired'] { border-color: #9e9e9e; }
    .error { color: #ffb4a8; }
    code { font-size: 11px; word-break: break-all; }
  `;

  @property({ attribute: false }) state!: AppState;
  /** Produces the JSON to download (the store's export). */
  @property({ attribute: false }) exportJson: () => Promise<string> = async () => '[]';
  @state() private outcome: ReceiptOutcome | '' = '';
  @state() private tool = '';

  visible(): Receipt[] {
    return this.state.receipts
      .get()
      .filter((r) => (!this.outcome || r.outcome === this.outcome) && (!this.tool || r.tool.includes(this.tool)))
      .slice()
      .reverse();
  }

  private async download(): Promise<void> {
    const json = await this.exportJson();
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    a.download = `ai-echo-receipts-${new Date().toISOString().slice(0, 19)}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
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
      ${this.visible().map(
        (r) => html`
          <div class="receipt" data-receipt=${r.id} data-outcome=${r.outcome}>
            <strong>${r.tool}</strong> · ${r.tier} · <span data-outcome-label>${r.outcome}</span>${r.errorCode ? html` (${r.errorCode})` : ''}
            ${r.trustedInput === false ? html` · <em>synthetic input</em>` : ''}
            <br />${r.origin ?? 'local'}${r.tabId !== null ? html` · tab ${r.tabId}` : ''}${r.grantId ? html` · grant <code>${r.grantId}</code>` : ''}
            ${r.ladderReason ? html`<br />Why not a page tool: ${r.ladderReason}` : ''}
            ${r.message ? html`<br />${r.message}` : ''}
            ${r.picture ? html`<br /><img data-receipt-picture src=${r.picture} alt="The target after the change (protected areas blacked out)" style="max-width: 100%" />` : ''}
            <br /><code>args ${r.argumentHash.slice(0, 16)}…</code> · ${r.endedAt - r.startedAt} ms
          </div>
        `,
      )}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'echo-receipts': EchoReceipts;
  }
}
