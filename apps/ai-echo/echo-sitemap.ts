import { SignalWatcher } from '@lit-labs/signals';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Recordings } from './recordings.ts';

/**
 * The Site map panel: a mapping run's progress with its Stop button, what the last run did not
 * open and why, and each mapped site's pages as a table (tools, forms, links), stale entries flagged.
 */
@customElement('echo-sitemap')
export class EchoSitemap extends SignalWatcher(LitElement) {
  static styles = css`
    :host { display: block; font-size: 12px; }
    table { border-collapse: collapse; width: 100%; }
    td, th { border-top: 1px solid #2a3a4b; padding: 2px 4px; vertical-align: top; text-align: left; }
    tr[data-stale] td { color: #e6c15c; }
    [data-mapping] { margin-bottom: 6px; }
    [data-skipped] { color: #9fb0c2; }
  `;

  @property({ attribute: false }) recordings!: Recordings;

  render() {
    return html`${this.renderRun()}${this.renderMaps()}`;
  }

  private renderRun() {
    const run = this.recordings.mapping.progress.get();
    const skipped = this.recordings.mapping.skipped.get();
    return html`${run
      ? html`<div data-mapping=${run.origin} role="status">
          Mapping ${run.origin}: <span data-visited>${run.visited}</span> pages visited, <span data-queued>${run.queued}</span> queued, ${run.skipped} links not opened.
          <button data-stop-mapping @click=${() => this.recordings.mapping.stop()}>Stop</button>
        </div>`
      : ''}${skipped.length
      ? html`<details data-skipped><summary>Not opened in the last run: ${skipped.length}</summary><ul>${skipped.map((s) => html`<li>${s.url}: ${s.why}</li>`)}</ul></details>`
      : ''}`;
  }

  private renderMaps() {
    const maps = this.recordings.maps.get();
    if (!maps.length) return html`<p>No site mapped yet: say "map this site".</p>`;
    return maps.map(
      (m) => html`<div data-sitemap=${m.origin}>
        <strong>${m.origin}</strong> · mapped ${new Date(m.mappedAt).toISOString().slice(0, 16).replace('T', ' ')}
        <table>
          <tr><th>Page</th><th>Tools</th><th>Forms</th><th>Links to</th></tr>
          ${m.pages.map(
            (p) => html`<tr data-page=${p.urlPattern} ?data-stale=${!!p.stale}>
              <td>${p.urlPattern}<br />${p.title}${p.stale ? html`<br /><em data-stale-reason>stale: ${p.stale.reason}</em>` : ''}</td>
              <td>${p.tools.map((t) => t.name).join(', ')}</td>
              <td>${p.forms.map((f) => `${f.name || 'form'} (${f.fields.map((x) => x.name).join(', ')})`).join('; ')}</td>
              <td>${p.links.join(', ')}</td>
            </tr>`,
          )}
        </table>
      </div>`,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'echo-sitemap': EchoSitemap;
  }
}
