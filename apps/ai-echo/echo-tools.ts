import { SignalWatcher } from '@lit-labs/signals';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { AppState } from './app-state.ts';

/** Page tools from the last discovery, shown as what they are: text the page wrote. */
@customElement('echo-tools')
export class EchoTools extends SignalWatcher(LitElement) {
  static styles = css`
    :host { display: block; font-size: 12px; }
    .tool { border-left: 3px solid #c9a227; padding: 2px 6px; margin: 4px 0; }
    .untrusted { color: #e6c15c; font-size: 11px; text-transform: uppercase; }
    code { font-size: 11px; word-break: break-all; }
  `;

  @property({ attribute: false }) state!: AppState;

  render() {
    const tools = this.state.tools.get();
    if (!tools.length) return html`<p>No page tools discovered yet.</p>`;
    return tools.map(
      (t) => html`
        <div class="tool" data-tool=${t.name}>
          <span class="untrusted">untrusted · from ${t.origin} (frame ${t.frameId})</span><br />
          <strong>${t.name}</strong>${t.title ? html` — ${t.title}` : ''}
          ${t.debugging ? html`<br /><span class="untrusted" data-debugging>the page marks it a debugging tool: hidden from the Navi unless developer mode is on</span>` : ''}
          <div data-description>${t.description}</div>
          <code>${t.descriptorHash}</code>
        </div>
      `,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'echo-tools': EchoTools;
  }
}
