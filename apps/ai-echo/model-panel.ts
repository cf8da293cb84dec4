// The model panel: where the on-device Navi's model comes from (a served folder, a folder picked
// from disk into the Origin Private File System, or a URL the person types), loading progress with
// bytes and stages, Cancel, the device line in plain words, and errors naming what is missing.
import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ModelNaviEngine } from '../../kernel/navi-webgpu/engine.ts';
import type { DevicePreference, ModelSource, Progress } from '../../kernel/navi-webgpu/protocol.ts';
import { copyFolderToOpfs } from './model-opfs.ts';

const LAST_SOURCE = 'navi.model.lastSource';

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

export function sourceFromText(text: string): ModelSource {
  const t = text.trim();
  return /^https?:\/\//i.test(t) ? { kind: 'url', url: t } : { kind: 'served', path: t.startsWith('/') ? t : `/${t}` };
}

@customElement('echo-model-panel')
export class EchoModelPanel extends LitElement {
  static styles = css`
    :host { display: flex; flex-direction: column; gap: 4px; font-size: 12px; }
    .row { display: flex; gap: 4px; align-items: center; }
    input[type='text'] { flex: 1; min-width: 0; font: inherit; }
    progress { width: 100%; }
    .err { color: #ff9b9b; }
    .muted { color: #9fb0c2; }
  `;

  @property({ attribute: false }) engine!: ModelNaviEngine;
  @state() private source = localStorage.getItem(LAST_SOURCE) ?? '/models/tiny-qwen2/';
  @state() private device: DevicePreference = 'auto';
  @state() private progress: Progress | null = null;
  @state() private busy = false;
  @state() private error = '';
  @state() private line = '';

  private abort: AbortController | null = null;
  private readonly onChange = () => this.requestUpdate();

  connectedCallback(): void {
    super.connectedCallback();
    this.engine?.client.changes.addEventListener('change', this.onChange);
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    this.engine?.client.changes.removeEventListener('change', this.onChange);
  }

  private async load(source: ModelSource): Promise<void> {
    this.abort?.abort();
    this.abort = new AbortController();
    this.busy = true;
    this.error = '';
    this.line = '';
    try {
      const info = await this.engine.client.load(source, { device: this.device, signal: this.abort.signal, onProgress: (p) => (this.progress = p) });
      this.line = `${info.device.line} Loaded ${info.modelType} in ${(info.loadMs / 1000).toFixed(1)} s.`;
      localStorage.setItem(LAST_SOURCE, source.kind === 'opfs' ? `opfs:${source.name}` : source.kind === 'url' ? source.url : source.path);
    } catch (err) {
      const e = err as { code?: string; message?: string };
      this.error = `${e.code ?? 'error'}: ${e.message ?? String(err)}`;
    } finally {
      this.busy = false;
    }
  }

  private loadTyped(): void {
    const t = this.source.trim();
    void this.load(t.startsWith('opfs:') ? { kind: 'opfs', name: t.slice(5) } : sourceFromText(t));
  }

  private async picked(e: Event): Promise<void> {
    const files = (e.target as HTMLInputElement).files;
    if (!files?.length) return;
    this.abort = new AbortController();
    this.busy = true;
    this.error = '';
    try {
      const name = await copyFolderToOpfs(files, (done, total, file) => (this.progress = { stage: 'checking', file, loaded: done, total, message: `Copying ${file} into this browser` }), this.abort.signal);
      this.source = `opfs:${name}`;
      this.busy = false;
      await this.load({ kind: 'opfs', name });
    } catch (err) {
      this.error = (err as Error).message;
      this.busy = false;
    }
  }

  private cancel(): void {
    this.abort?.abort();
    this.engine.client.cancel();
    this.busy = false;
    this.progress = null;
    this.line = '';
  }

  render() {
    const p = this.progress;
    const loaded = this.engine?.client.loaded;
    return html`
      <div class="row">
        <input type="text" data-model-source .value=${this.source} @input=${(e: Event) => (this.source = (e.target as HTMLInputElement).value)} placeholder="/models/NAME/ or https://…" title="A model folder served by the OS, opfs:NAME for a picked folder, or a URL (the only way anything is downloaded)" />
        <select data-model-device @change=${(e: Event) => (this.device = (e.target as HTMLSelectElement).value as DevicePreference)}>
          <option value="auto">auto</option><option value="webgpu">WebGPU</option><option value="wasm">CPU (wasm)</option>
        </select>
      </div>
      <div class="row">
        <button data-model-load ?disabled=${this.busy} @click=${this.loadTyped}>Load</button>
        <label><input type="file" data-model-pick webkitdirectory multiple hidden ?disabled=${this.busy} @change=${this.picked} /><button ?disabled=${this.busy} @click=${(e: Event) => ((e.target as HTMLElement).previousElementSibling as HTMLInputElement).click()}>Pick folder…</button></label>
        <button data-model-cancel ?disabled=${!this.busy && !loaded} @click=${this.cancel}>${this.busy ? 'Cancel' : 'Unload'}</button>
      </div>
      ${this.busy && p
        ? html`<div data-model-progress>${p.message}${p.total ? html` — ${mb(p.loaded)} of ${mb(p.total)}` : p.loaded ? html` — ${mb(p.loaded)}` : ''}</div>
            <progress max=${p.total || 1} .value=${p.total ? p.loaded : 0}></progress>`
        : ''}
      <div data-device class=${loaded ? '' : 'muted'}>${loaded ? this.line || loaded.device.line : 'No model loaded; the model engine answers only once one is.'}</div>
      ${this.error ? html`<div class="err" data-model-error>${this.error}</div>` : ''}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'echo-model-panel': EchoModelPanel;
  }
}
