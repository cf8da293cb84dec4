// A mapping run as the person sees it: progress (pages visited, links queued and skipped) for the
// Site map panel while it goes on, a Stop that aborts it (nothing more is opened), and the answer
// that says what was mapped, what was not opened and why.
import { signal } from '@lit-labs/signals';
import { BridgeError } from '../../browser-bridge/errors.ts';
import { mapSite, type MappingOps, type MappingOutcome, type MappingProgress } from '../../kernel/sitemap/mapping-run.ts';

export class SiteMapping {
  /** The run in progress, or null. */
  readonly progress = signal<MappingProgress | null>(null);
  /** What the last run did not open, and why (shown under the panel). */
  readonly skipped = signal<MappingOutcome['skipped']>([]);
  private controller: AbortController | null = null;

  /** Maps the site of `start`; one run at a time. */
  async run(start: string, ops: Omit<MappingOps, 'progress'>): Promise<string> {
    if (this.controller) throw new BridgeError('invalid-input', 'A mapping run is already going on; stop it first.');
    const controller = new AbortController();
    this.controller = controller;
    this.progress.set({ origin: new URL(start).origin, visited: 0, queued: 1, skipped: 0 });
    try {
      const outcome = await mapSite(start, { ...ops, progress: (p) => this.progress.set(p) }, undefined, controller.signal);
      this.skipped.set(outcome.skipped);
      return answer(outcome);
    } finally {
      this.controller = null;
      this.progress.set(null);
    }
  }

  /** The panel's Stop: the page being opened is closed unread, nothing after it is opened. */
  stop(): void {
    this.controller?.abort();
  }
}

function answer({ map, skipped, stopped }: MappingOutcome): string {
  const lines = map.pages.map((p) => `- ${p.urlPattern} "${p.title}": ${p.tools.length} page tools, ${p.forms.length} forms, links to ${p.links.join(', ') || 'nothing'}`);
  const kept = map.pages.length ? 'read only; saved' : 'nothing read, so the map there was is kept';
  const head = stopped ? `Stopped mapping ${map.origin} as you asked: ${map.pages.length} pages mapped (${kept}).` : `Mapped ${map.origin}: ${map.pages.length} pages (${kept}).`;
  return `${head}\n${lines.join('\n')}${skipped.length ? `\nSkipped: ${skipped.map((s) => `${s.url} (${s.why})`).join('; ')}` : ''}`;
}
