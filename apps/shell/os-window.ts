import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

/** A desktop window: a title bar and its app. */
@customElement('os-window')
export class OsWindow extends LitElement {
  static styles = css`
    :host { display: flex; flex-direction: column; background: #111a24; border: 1px solid #2d3d50; border-radius: 8px; box-shadow: 0 8px 24px #0008; overflow: hidden; }
    header { padding: 4px 10px; background: #1c2a3a; font-size: 13px; user-select: none; }
    .body { flex: 1; min-height: 0; padding: 8px; }
  `;

  @property() label = '';

  render() {
    return html`<header>${this.label}</header><div class="body"><slot></slot></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'os-window': OsWindow;
  }
}
