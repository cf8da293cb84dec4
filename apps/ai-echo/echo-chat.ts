import { SignalWatcher } from '@lit-labs/signals';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { pictureMark } from '../../faculties/sdk/picture.ts';
import type { AppState } from './app-state.ts';
import { ApprovalCancelEvent, ApprovalFocusEvent } from './echo-approvals.ts';
import { NAVI_ACTOR } from '../../kernel/task-state.ts';
import type { ChatEntry, NaviSession, StepView } from './navi-session.ts';

const DECIDED: Record<string, string> = {
  approved: 'You approved it.',
  used: 'You approved it; it ran.',
  denied: 'You denied it.',
  cancelled: 'Withdrawn.',
  expired: 'Nobody decided in time.',
};

/** The conversation with the Navi: requests, each step with its rung, what it waits for, answers, and progress. */
@customElement('echo-chat')
export class EchoChat extends SignalWatcher(LitElement) {
  static styles = css`
    :host { display: flex; flex-direction: column; gap: 6px; min-height: 0; }
    .log { flex: 1; overflow: auto; display: flex; flex-direction: column; gap: 4px; }
    .user { align-self: flex-end; background: #24425f; padding: 4px 8px; border-radius: 8px; max-width: 80%; }
    .navi { background: #1f2d3b; padding: 4px 8px; border-radius: 8px; white-space: pre-wrap; max-width: 90%; }
    .step { font-size: 12px; color: #b8c7d6; }
    .rung { display: inline-block; padding: 0 6px; border-radius: 8px; background: #34475c; margin-right: 4px; }
    .actor { font-weight: 600; margin-right: 4px; }
    .step[data-from-client] .actor { color: #9cdcfe; }
    .synthetic { color: #e6c15c; }
    .failed { color: #ffb4a8; }
    .approval { display: flex; gap: 8px; align-items: flex-start; border: 1px solid #56708c; border-radius: 8px; padding: 6px 8px; font-size: 13px; max-width: 90%; }
    .approval[data-state='pending'] { border-color: #e6c15c; background: #2b2a1d; }
    .approval img { max-width: 160px; max-height: 100px; border: 1px solid #56708c; }
    .approval figure { margin: 0; }
    .approval figcaption { font-size: 11px; opacity: 0.85; }
    .approval .buttons { display: flex; gap: 6px; margin-top: 4px; }
    form { display: flex; gap: 4px; }
    input { flex: 1; }
    progress { width: 100%; }
  `;

  @property({ attribute: false }) session!: NaviSession;
  /** Where the approvals the chat waits on are mirrored. */
  @property({ attribute: false }) state!: AppState;

  private step(s: StepView) {
    return html`
      <div class="step ${s.status === 'failed' ? 'failed' : ''}" data-step=${s.call.name} data-status=${s.status} data-outcome=${s.outcome ?? ''} ?data-from-client=${s.actor !== NAVI_ACTOR}>
        <span class="actor" data-actor>${s.actor}</span><span class="rung" data-rung>${s.rung}</span>${s.call.name} — ${s.rationale}
        ${s.synthetic ? html`<span class="synthetic"> (synthetic input, not yours)</span>` : ''}
        ${s.status === 'running' ? ' …' : html` → ${s.outcome}${s.errorCode ? html` (${s.errorCode})` : ''}${s.status === 'waiting' ? ' (filled: review it in the page and press Submit)' : ''}`}
      </div>
    `;
  }

  /** The approval this request waits on, live: what the window asks, and buttons to find it or withdraw it. */
  private approval(approvalId: string) {
    const a = this.state?.approvals.get().find((x) => x.approvalId === approvalId);
    if (!a) return '';
    const pending = a.state === 'pending';
    return html`
      <div class="approval" data-approval-entry=${a.approvalId} data-state=${a.state} role=${pending ? 'status' : 'none'}>
        ${a.picture ? html`<figure data-picture-source=${a.picture.source}><img src=${a.picture.dataUrl} alt=${`${pictureMark(a.picture)}: the tab when AI Echo asked`} /><figcaption data-picture-mark>${pictureMark(a.picture)}</figcaption></figure>` : ''}
        <div>
          <div data-sentence>${a.sentence}</div>
          ${pending
            ? html`<div><strong>Waiting for your decision in the extension's approval window.</strong></div>
                <div class="buttons">
                  <button data-focus @click=${() => this.dispatchEvent(new ApprovalFocusEvent(a.approvalId))}>Show approval window</button>
                  <button data-cancel @click=${() => this.dispatchEvent(new ApprovalCancelEvent(a.approvalId))}>Cancel request</button>
                </div>`
            : html`<div data-decided>${DECIDED[a.state] ?? a.state}</div>`}
        </div>
      </div>
    `;
  }

  private entry(e: ChatEntry) {
    if (e.kind === 'step') return this.step(e.step);
    if (e.kind === 'approval') return this.approval(e.approvalId);
    if (e.kind === 'plan') {
      return html`<div class="navi plan" data-entry="plan">
        The plan (each change asks for your approval):
        <ol>${e.steps.map((s) => html`<li>${s}</li>`)}</ol>
      </div>`;
    }
    return html`<div class=${e.kind} data-entry=${e.kind}>${e.text}</div>`;
  }

  private submit(event: SubmitEvent): void {
    event.preventDefault();
    const input = this.renderRoot.querySelector('input') as HTMLInputElement;
    const text = input.value.trim();
    if (!text || this.session.busy.get()) return;
    input.value = '';
    void this.session.ask(text);
  }

  updated(): void {
    const log = this.renderRoot.querySelector('.log');
    log?.scrollTo({ top: log.scrollHeight });
  }

  render() {
    const busy = this.session.busy.get();
    return html`
      <div class="log" aria-live="polite">${this.session.chat.get().map((e) => this.entry(e))}</div>
      ${busy ? html`<progress data-busy aria-label="The Navi is working"></progress>` : ''}
      <form @submit=${this.submit}>
        <input name="request" placeholder="Ask the Navi: list tabs, set quantity of Trail shoes to 3, click Save…" ?disabled=${busy} autocomplete="off" />
        <button type="submit" ?disabled=${busy}>Send</button>
      </form>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'echo-chat': EchoChat;
  }
}
