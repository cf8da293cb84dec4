import { SignalWatcher } from '@lit-labs/signals';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { NAVI_ACTOR } from '../../kernel/task-state.ts';
import type { ChatEntry, NaviSession, StepView } from './navi-session.ts';

/** The conversation with the Navi: requests, each step with its rung, answers, and progress. */
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
    form { display: flex; gap: 4px; }
    input { flex: 1; }
    progress { width: 100%; }
  `;

  @property({ attribute: false }) session!: NaviSession;

  private step(s: StepView) {
    return html`
      <div class="step ${s.status === 'failed' ? 'failed' : ''}" data-step=${s.call.name} data-status=${s.status} data-outcome=${s.outcome ?? ''} ?data-from-client=${s.actor !== NAVI_ACTOR}>
        <span class="actor" data-actor>${s.actor}</span><span class="rung" data-rung>${s.rung}</span>${s.call.name} — ${s.rationale}
        ${s.synthetic ? html`<span class="synthetic"> (synthetic input, not yours)</span>` : ''}
        ${s.status === 'running' ? ' …' : html` → ${s.outcome}${s.errorCode ? html` (${s.errorCode})` : ''}`}
      </div>
    `;
  }

  private entry(e: ChatEntry) {
    if (e.kind === 'step') return this.step(e.step);
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
