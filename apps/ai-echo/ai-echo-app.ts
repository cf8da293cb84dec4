import { SignalWatcher } from '@lit-labs/signals';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { AiEcho } from './boot.ts';
import type { ApprovalCancelEvent, ApprovalFocusEvent } from './echo-approvals.ts';
import './echo-approvals.ts';
import './echo-chat.ts';
import './echo-mcp-clients.ts';
import './echo-receipts.ts';
import './echo-recordings.ts';
import './echo-sitemap.ts';
import './echo-status.ts';
import './echo-tools.ts';
import './model-panel.ts';

/** AI Echo: the chat with the Navi beside its status, approvals, page tools and receipts. */
@customElement('ai-echo-app')
export class AiEchoApp extends SignalWatcher(LitElement) {
  static styles = css`
    :host { display: grid; grid-template-columns: minmax(320px, 1fr) 360px; gap: 10px; height: 100%; min-height: 0; color: #e6edf3; }
    echo-chat { min-height: 0; }
    aside { overflow: auto; display: flex; flex-direction: column; gap: 8px; }
    section { background: #17222e; border: 1px solid #2a3a4b; border-radius: 6px; padding: 6px 8px; }
    h2 { font-size: 12px; text-transform: uppercase; letter-spacing: 0.05em; margin: 0 0 4px; color: #9fb0c2; }
    select { font: inherit; }
  `;

  @property({ attribute: false }) echo!: AiEcho;

  constructor() {
    super();
    // From the chat and from the approvals panel alike (both events are composed).
    this.addEventListener('approval-cancel', (e) => void this.echo.consent.cancel((e as ApprovalCancelEvent).approvalId).catch((err: unknown) => console.error('cancel failed', err)));
    this.addEventListener('audit-refresh', () => void this.echo.refreshAudit());
    this.addEventListener('approval-focus', (e) => void this.echo.consent.focus((e as ApprovalFocusEvent).approvalId).catch((err: unknown) => console.error('focus failed', err)));
  }

  /** AI Echo's half of developer mode; raw JavaScript needs the extension's half on too. */
  private renderDeveloperMode() {
    const dev = this.echo.developerMode;
    const ext = dev.extension.get();
    return html`<section data-developer-mode>
      <h2>Developer mode</h2>
      <label><input type="checkbox" name="developer-mode" .checked=${dev.os.get()} @change=${(e: Event) => dev.setOs((e.target as HTMLInputElement).checked)} /> Allow raw JavaScript (each run still needs your approval of the exact code)</label>
      <div data-developer-mode-state>
        ${dev.on() ? 'On in AI Echo and in the extension: devjs.evaluate is offered.' : `Raw JavaScript is off (AI Echo: ${dev.os.get() ? 'on' : 'off'}; extension options: ${ext === null ? 'unknown' : ext ? 'on' : 'off'}).`}
      </div>
    </section>`;
  }

  render() {
    const { session, state, engines, receipts } = this.echo;
    const engine = session.engine.get();
    return html`
      <echo-chat .session=${session} .state=${state}></echo-chat>
      <aside>
        <section>
          <h2>Navi engine</h2>
          <select data-engine @change=${(e: Event) => session.useEngine(engines.find((x) => x.id === (e.target as HTMLSelectElement).value)!)}>
            ${engines.map((x) => html`<option value=${x.id} ?selected=${x.id === engine.id}>${x.label}</option>`)}
          </select>
          <echo-model-panel .engine=${this.echo.model}></echo-model-panel>
        </section>
        <section><h2>Status</h2><echo-status .state=${state}></echo-status></section>
        ${this.renderDeveloperMode()}
        <section><h2>MCP clients</h2><echo-mcp-clients .clients=${this.echo.mcp}></echo-mcp-clients></section>
        <section><h2>Approvals</h2><echo-approvals .state=${state}></echo-approvals></section>
        <section><h2>Page tools</h2><echo-tools .state=${state}></echo-tools></section>
        <section><h2>Recordings</h2><echo-recordings .recordings=${this.echo.recordings}></echo-recordings></section>
        <section><h2>Site map</h2><echo-sitemap .recordings=${this.echo.recordings}></echo-sitemap></section>
        <section>
          <h2>Receipts</h2>
          <echo-receipts .state=${state} .exportJson=${() => receipts?.exportJson() ?? Promise.resolve('{"receipts":[]}')}></echo-receipts>
        </section>
      </aside>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ai-echo-app': AiEchoApp;
  }
}
