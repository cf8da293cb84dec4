import { SignalWatcher } from '@lit-labs/signals';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { consequenceWarning } from '../../faculties/sdk/consequence.ts';
import type { AppState, ApprovalView } from './app-state.ts';

/** Fired when the person asks AI Echo to withdraw a pending approval request. */
export class ApprovalCancelEvent extends Event {
  constructor(readonly approvalId: string) {
    super('approval-cancel', { bubbles: true, composed: true });
  }
}

/** Fired when the person asks to bring a pending approval's window to the front. */
export class ApprovalFocusEvent extends Event {
  constructor(readonly approvalId: string) {
    super('approval-focus', { bubbles: true, composed: true });
  }
}

/**
 * Mirrors the approvals the extension is asking about. Approving happens only in the extension's
 * own window; here a pending request can only be watched or cancelled.
 */
@customElement('echo-approvals')
export class EchoApprovals extends SignalWatcher(LitElement) {
  static styles = css`
    :host { display: block; font-size: 12px; }
    .approval { border: 1px solid #3a4a5c; border-radius: 4px; padding: 6px; margin: 4px 0; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 8px; margin: 4px 0; }
    dt { color: #9fb0c2; }
    dd { margin: 0; word-break: break-all; font-family: monospace; }
    .warning { color: #ffb4a8; font-weight: 600; margin: 4px 0; }
  `;

  @property({ attribute: false }) state!: AppState;

  private row(a: ApprovalView) {
    return html`
      <div class="approval" data-approval=${a.approvalId} data-state=${a.state}>
        <strong data-sentence>${a.sentence}</strong> — ${a.state}
        ${a.consequences.length ? html`<p class="warning" data-consequential>${consequenceWarning(a.consequences)}</p>` : ''}
        <dl>
          <dt>asked by</dt><dd data-requester>${a.requester}</dd>
          <dt>action</dt><dd>${a.action}${a.toolName ? html`: <span data-tool>${a.toolName}</span>` : ''}</dd>
          ${a.title ? html`<dt>title</dt><dd>${a.title}</dd>` : ''}
          <dt>origin</dt><dd data-origin>${a.origin}</dd>
          <dt>tab</dt><dd>${a.tabId}${a.tabTitle ? html` · ${a.tabTitle}` : ''}</dd>
          <dt>frame</dt><dd>${a.frameId}</dd>
          <dt>document</dt><dd data-document>${a.documentId}</dd>
          ${a.descriptorHash ? html`<dt>descriptor</dt><dd data-descriptor-hash>${a.descriptorHash}</dd>` : ''}
          <dt>arguments</dt><dd data-argument-hash>${a.argumentHash}</dd>
        </dl>
        ${a.state === 'pending'
          ? html`<p>Approve or deny it in the extension's approval window.</p>
              <button data-focus @click=${() => this.dispatchEvent(new ApprovalFocusEvent(a.approvalId))}>Show approval window</button>
              <button data-cancel @click=${() => this.dispatchEvent(new ApprovalCancelEvent(a.approvalId))}>Cancel request</button>`
          : ''}
      </div>
    `;
  }

  render() {
    const approvals = this.state.approvals.get();
    return approvals.length ? approvals.map((a) => this.row(a)) : html`<p>No approvals requested.</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'echo-approvals': EchoApprovals;
  }
}
