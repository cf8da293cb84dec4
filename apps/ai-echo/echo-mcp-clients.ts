import { SignalWatcher } from '@lit-labs/signals';
import { LitElement, css, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { toErrorShape } from '../../browser-bridge/errors.ts';
import type { McpClients } from './mcp-clients.ts';

/**
 * The MCP clients paired with AI Echo: each one's state in words, a way to forget it, and the
 * pairing form where the person types the code the client shows (its ai_echo_status tool).
 */
@customElement('echo-mcp-clients')
export class EchoMcpClients extends SignalWatcher(LitElement) {
  static styles = css`
    :host { display: block; font-size: 12px; }
    .client { border-left: 3px solid #56708c; padding: 2px 6px; margin: 4px 0; }
    .client[data-state='connected'] { border-color: #4caf50; }
    .client[data-state='refused'] { border-color: #e57373; }
    .error { color: #ffb4a8; }
    form { display: flex; gap: 4px; margin-top: 4px; }
    input { flex: 1; font-family: monospace; }
  `;

  @property({ attribute: false }) clients!: McpClients;
  @state() private error = '';
  @state() private pairing = false;

  private async submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const input = this.renderRoot.querySelector('input[name="mcp-pairing-code"]') as HTMLInputElement;
    this.error = '';
    this.pairing = true;
    try {
      const view = await this.clients.pair(input.value);
      if (view.state === 'connected') input.value = '';
    } catch (err) {
      this.error = toErrorShape(err).message;
    } finally {
      this.pairing = false;
    }
  }

  render() {
    const views = this.clients.views.get();
    return html`
      ${views.length
        ? views.map(
            (v) => html`<div class="client" data-client=${v.name} data-state=${v.state}>
              <strong>${v.name}</strong> · port ${v.port} · <span data-client-state>${v.state}</span>
              <br /><span data-client-message>${v.message}</span>
              <br /><button data-forget @click=${() => this.clients.forget(v.key)}>Forget</button>
            </div>`,
          )
        : html`<p>No MCP client is paired. Add ai-echo-mcp to your MCP client (README) and type the pairing code from its log here.</p>`}
      <form @submit=${this.submit}>
        <input name="mcp-pairing-code" placeholder="Pairing code, e.g. 4890-ABCD-EFGH-JKMN" autocomplete="off" ?disabled=${this.pairing} />
        <button type="submit" ?disabled=${this.pairing}>Pair</button>
      </form>
      ${this.error ? html`<p class="error" role="alert" data-pair-error>${this.error}</p>` : ''}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'echo-mcp-clients': EchoMcpClients;
  }
}
