import { SignalWatcher } from '@lit-labs/signals';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { AppState } from './app-state.ts';

/** The bridge status: connected, extension version, manifestInSync, allowed origins. */
@customElement('echo-status')
export class EchoStatus extends SignalWatcher(LitElement) {
  static styles = css`
    :host { display: block; font-size: 12px; }
    .bad { color: #ffb4a8; }
    .ok { color: #9be29b; }
    code { font-size: 11px; }
    ul { margin: 2px 0; padding-left: 16px; }
  `;

  @property({ attribute: false }) state!: AppState;

  render() {
    const s = this.state.bridge.get();
    if (!s) return html`<p>Starting…</p>`;
    const origins = this.state.allowedOrigins.get();
    return html`
      <p data-state=${s.state} class=${s.connected ? 'ok' : 'bad'}>${s.connected ? 'Connected' : 'Not connected'}: ${s.message}</p>
      <p>Extension <span data-version>${s.extensionVersion ?? 'unknown'}</span> · protocol ${s.protocolVersion}</p>
      <p data-manifest-in-sync=${String(s.manifestInSync)} class=${s.manifestInSync === false ? 'bad' : ''}>
        manifestInSync: <code>${String(s.manifestInSync)}</code>
        ${s.manifestInSync === false
          ? html` — the two halves were built from different registries.
              <a href="/docs/guide/maintenance.md" target="_blank" rel="noopener" data-maintenance-link>How to fix it</a>`
          : ''}
      </p>
      <p>Allowed sites (set in the extension's options page):</p>
      <ul data-allowed>
        ${origins.length ? origins.map((o) => html`<li><code>${o}</code></li>`) : html`<li>none</li>`}
      </ul>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'echo-status': EchoStatus;
  }
}
