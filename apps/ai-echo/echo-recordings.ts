import { SignalWatcher } from '@lit-labs/signals';
import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { toErrorShape } from '../../browser-bridge/errors.ts';
import { describeStep } from '../../kernel/recording/replay-engine.ts';
import type { StoredFlow } from '../../kernel/recording/user-flow.ts';
import type { Recordings } from './recordings.ts';

/** The Recordings panel: start and stop, the flows with their steps and parameters; rename, export, import, delete. */
@customElement('echo-recordings')
export class EchoRecordings extends SignalWatcher(LitElement) {
  static styles = css`
    :host { display: block; font-size: 12px; }
    .flow { border-left: 3px solid #56708c; padding: 2px 6px; margin: 4px 0; }
    ol { margin: 2px 0; padding-left: 18px; }
    .error { color: #ffb4a8; }
    .recording { color: #ff8a80; font-weight: bold; }
  `;

  @property({ attribute: false }) recordings!: Recordings;
  @state() private open = '';
  @state() private message = '';

  private async attempt(fn: () => Promise<unknown>): Promise<void> {
    try {
      this.message = '';
      await fn();
    } catch (err) {
      this.message = toErrorShape(err).message;
    }
  }

  private download(flow: StoredFlow): void {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([this.recordings.exportJson(flow.id)], { type: 'application/json' }));
    a.download = `${flow.name.replace(/[^\w.-]+/g, '_')}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  }

  private async importFile(e: Event): Promise<void> {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) await this.attempt(async () => this.recordings.importJson(await file.text(), file.name));
  }

  private renderFlow(flow: StoredFlow) {
    const params = Object.entries(flow.parameters.properties);
    return html`<div class="flow" data-flow=${flow.name}>
      <strong>${flow.name}</strong> · ${flow.origin} · ${flow.flow.steps.length} steps${flow.imported
        ? html` · <em data-imported>imported from ${flow.imported.file}${flow.imported.reviewedAt === null ? '; its first replay asks you to approve every step' : ''}</em>`
        : ''}
      <button data-show @click=${() => (this.open = this.open === flow.id ? '' : flow.id)}>${this.open === flow.id ? 'Hide' : 'Steps'}</button>
      <button data-rename @click=${() => {
        const name = prompt('New name', flow.name);
        if (name) void this.attempt(() => this.recordings.rename(flow.id, name));
      }}>Rename</button>
      <button data-export @click=${() => this.download(flow)}>Export</button>
      <button data-delete @click=${() => void this.attempt(() => this.recordings.remove(flow.id))}>Delete</button>
      ${this.open === flow.id
        ? html`<ol data-steps>${flow.flow.steps.map((s, i) => html`<li>${describeStep(s, i).replace(/^\d+\.\s*/, '')}</li>`)}</ol>
            <div data-parameters>
              Parameters: ${params.length
                ? params.map(([k, p]) => html`<code>${k}</code> (${p.title})${p['x-sensitive'] ? html` <em>you fill it in yourself</em>` : p.default !== undefined ? html` = ${JSON.stringify(p.default)}` : ''}; `)
                : 'none'}
            </div>`
        : ''}
    </div>`;
  }

  render() {
    const active = this.recordings.active.get();
    return html`
      ${active
        ? html`<p class="recording" data-recording>● Recording tab ${active.tabId} (${active.origin}) <button data-stop @click=${() => void this.attempt(() => this.recordings.stop())}>Stop recording</button></p>`
        : html`<button data-start @click=${() => void this.attempt(() => this.recordings.start())}>Start recording</button>`}
      <label>Import <input type="file" accept="application/json,.json" data-import @change=${(e: Event) => void this.importFile(e)} /></label>
      ${this.message ? html`<p class="error" role="alert" data-recordings-error>${this.message}</p>` : ''}
      ${this.recordings.flows.get().map((f) => this.renderFlow(f))}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'echo-recordings': EchoRecordings;
  }
}
