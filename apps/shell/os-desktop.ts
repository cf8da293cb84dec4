import { LitElement, css, html } from 'lit';
import { customElement, state } from 'lit/decorators.js';

/** The WebGPU OS desktop: says plainly whether WebGPU is available, and keeps working without it. */
@customElement('os-desktop')
export class OsDesktop extends LitElement {
  static styles = css`
    :host { display: flex; flex-direction: column; height: 100vh; }
    .bar { padding: 6px 12px; background: #16202c; border-bottom: 1px solid #263241; font-size: 12px; display: flex; gap: 12px; }
    .space { flex: 1; min-height: 0; padding: 16px; display: flex; }
    ::slotted(os-window) { flex: 1; }
  `;

  @state() private gpu = 'checking WebGPU…';

  connectedCallback(): void {
    super.connectedCallback();
    void this.probeGpu();
  }

  private async probeGpu(): Promise<void> {
    const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
    const adapter = gpu ? await gpu.requestAdapter().catch(() => null) : null;
    this.gpu = adapter ? 'WebGPU available' : 'WebGPU unavailable: the desktop runs without it';
  }

  render() {
    return html`<div class="bar"><strong>WebGPU OS</strong><span data-gpu>${this.gpu}</span></div><div class="space"><slot></slot></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'os-desktop': OsDesktop;
  }
}
