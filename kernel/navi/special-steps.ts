// Requests with a fixed shape that the general planners do not cover: AI Echo's status, what can
// be done on a page, scrolling, the Live Patch rung (hide or highlight something, undo the last
// patch) and raw JavaScript, which runs only when the person names it and developer mode is on.
import { readDiscovery } from '../untrusted-data.ts';
import { call, DISCOVER, discoveredIn, failure, FALLBACK, lastOf, outlineLines, SNAPSHOT } from './results.ts';
import { affordancesOf, chooseAffordance, rankAffordances } from './affordances.ts';
import { controlsOf, describeControl, resolveControl, type Control } from './target-resolver.ts';
import { meaningsOf, splitWords } from './words.ts';
import type { StepContext, StepDecision, StepPlanner } from './turn.ts';

export type Special =
  | { kind: 'status' }
  | { kind: 'capabilities' }
  | { kind: 'scroll'; to: 'pageDown' | 'pageUp' | 'top' | 'bottom' }
  | { kind: 'hide' | 'highlight'; name: string }
  | { kind: 'undo-patch' }
  | { kind: 'run-js'; code: string };

const unquote = (s: string) => s.trim().replace(/^["'“‘](.*)["'”’]$/s, '$1').trim();

/** The fixed-shape requests; anything else is for the general planners. */
export function parseSpecial(text: string): Special | null {
  // Raw JavaScript only when the person names it; the code is taken verbatim.
  const js = /^\s*(?:please[, ]+)?(?:run|evaluate|execute|eval) (?:javascript|js)(?:\s*:\s*|\s+)([\s\S]+)$/i.exec(text);
  if (js) return { kind: 'run-js', code: js[1]!.trim() };
  const t = text.trim().replace(/[.!?]+$/, '').replace(/^(please|navi|hey navi)[, ]+/i, '').trim();
  let m: RegExpExecArray | null;
  if (/^(status|are you connected|bridge status|(?:what(?:'s| is) )?ai echo(?:'s)? status)$/i.test(t)) return { kind: 'status' };
  if (/^what (?:can|could) (?:i|you) do (?:on|with|here on) (?:this|the) (?:page|site)$|^what (?:tools|actions) does (?:this|the) page (?:have|offer)$/i.test(t)) return { kind: 'capabilities' };
  if ((m = /^scroll (?:the page )?(down|up|to (?:the )?top|to (?:the )?bottom)$/i.exec(t))) {
    const dir = m[1]!.toLowerCase();
    return { kind: 'scroll', to: dir === 'down' ? 'pageDown' : dir === 'up' ? 'pageUp' : dir.endsWith('top') ? 'top' : 'bottom' };
  }
  if (/^(?:undo|revert|remove) (?:the |my )?(?:last )?(?:live )?patch$/i.test(t)) return { kind: 'undo-patch' };
  if ((m = /^(hide|highlight) (?:the )?(.+)$/i.exec(t))) return { kind: m[1]!.toLowerCase() as 'hide' | 'highlight', name: unquote(m[2]!) };
  return null;
}

/**
 * "Hide anything that's out of stock" on a page with its own filter for it ("In stock only"): a
 * checkbox or switch that clearly ranks first for what is to be hidden is the page's own way to
 * hide it, and wins over a Live Patch. Its state follows its words: a "show …" or "include …"
 * control is turned off, any other (a filter) on. Null when no such control clearly fits (or the
 * page is not outlined yet): the Live Patch stands.
 */
export function hidingControl(ctx: StepContext, special: Special): { control: Control; on: boolean } | null {
  if (special.kind !== 'hide') return null;
  const snap = lastOf(ctx.mine, SNAPSHOT);
  if (!snap?.ok) return null;
  const choice = chooseAffordance(rankAffordances(affordancesOf(controlsOf(outlineLines(snap))), { words: special.name }));
  if (choice.kind !== 'one' || choice.affordance.act !== 'toggle') return null;
  const control = choice.affordance.control;
  const shows = splitWords(control.line.name).some((w) => meaningsOf(w).includes('show') || w === 'include');
  return { control, on: !shows };
}

/** Discovery, then the recorded reason for leaving WebMCP: the ladder's first two steps below it. */
function ladderFirst(ctx: StepContext, why: string): StepDecision | null {
  const disc = discoveredIn(ctx.mine) ?? discoveredIn(ctx.before);
  if (!disc) {
    const failed = lastOf(ctx.mine, DISCOVER);
    if (failed) return { kind: 'stop', text: `I could not look at the page: ${failure(failed)}` };
    return call(DISCOVER, {}, "Look for the page's own tools first (WebMCP), the narrowest way to act.");
  }
  const fb = lastOf(ctx.mine, FALLBACK);
  if (!fb) {
    const reason = disc.tools.length ? `None of the page's ${disc.tools.length} tools (${disc.tools.map((t) => t.name).join(', ')}) does "${ctx.step.text}": ${why}` : `The page offers no WebMCP tools: ${why}`;
    return call(FALLBACK, { reason: reason.slice(0, 500) }, 'Record why I am going below the page tools.');
  }
  if (!fb.ok) return { kind: 'stop', text: `I stopped: ${failure(fb)}` };
  return null;
}

export function specialPlanner(special: Special, hasDevJs: boolean): StepPlanner {
  return (ctx) => {
    switch (special.kind) {
      case 'status': {
        const r = lastOf(ctx.mine, 'navi.status');
        if (!r) return call('navi.status', {}, 'Check the bridge and the extension.');
        const s = r.result.data as { message?: string; manifestInSync?: boolean | null; extensionVersion?: string | null; allowedOrigins?: string[] };
        return {
          kind: 'done',
          summary: `${s.message ?? ''} Extension ${s.extensionVersion ?? 'unknown'}, manifest ${s.manifestInSync ? 'in sync' : 'NOT in sync (see docs/guide/maintenance.md)'}; allowed sites: ${(s.allowedOrigins ?? []).join(', ') || 'none'}.`.trim(),
        };
      }
      case 'capabilities': {
        const disc = lastOf(ctx.mine, DISCOVER);
        if (!disc) return call(DISCOVER, {}, "Look for the page's own tools (WebMCP).");
        const snap = lastOf(ctx.mine, SNAPSHOT);
        if (!snap) return call(SNAPSHOT, {}, 'Outline the controls a person can use on the page.');
        const tools = readDiscovery(disc.result.data);
        const controls = controlsOf(outlineLines(snap));
        return {
          kind: 'done',
          summary:
            `Page tools (WebMCP, described by the page itself: untrusted):\n` +
            (tools.length ? tools.map((t) => `- ${t.name}${t.title ? ` — ${JSON.stringify(t.title)}` : ''}`).join('\n') : '- none') +
            `\nControls I can use if no tool fits: ${controls.length} (${[...new Set(controls.map((c) => c.line.role))].slice(0, 8).join(', ')}).`,
        };
      }
      case 'scroll': {
        const first = ladderFirst(ctx, 'scrolling is a page-level action.');
        if (first) return first;
        const r = lastOf(ctx.mine, 'browser.semantic.scroll');
        if (!r) return call('browser.semantic.scroll', { to: special.to }, 'Scroll the page.');
        return r.ok ? { kind: 'done', summary: 'Scrolled the page.' } : { kind: 'stop', text: `I could not scroll: ${failure(r)}` };
      }
      case 'undo-patch': {
        const first = ladderFirst(ctx, 'undoing a Live Patch is a Live Patch action.');
        if (first) return first;
        const reverted = lastOf(ctx.mine, 'livepatch.revert');
        if (reverted) {
          if (!reverted.ok) return { kind: 'stop', text: `I could not undo it: ${failure(reverted)}` };
          return { kind: 'done', summary: `Undid Live Patch ${String((reverted.result.data as { patchId?: unknown }).patchId)}: the page is as it was before it.` };
        }
        const listed = lastOf(ctx.mine, 'livepatch.list');
        if (!listed) return call('livepatch.list', {}, 'Find the Live Patches on this page.');
        const active = ((listed.result.data as { active?: { patchId: string; purpose: string; createdAt: number }[] }).active ?? []).slice().sort((a, b) => b.createdAt - a.createdAt);
        if (!active.length) return { kind: 'done', summary: 'There is no active Live Patch on this page to undo.' };
        return call(
          'livepatch.revert',
          { patchId: active[0]!.patchId, purpose: `Undo the patch "${active[0]!.purpose.slice(0, 200)}" at the person's request` },
          `Undo the last Live Patch (${active[0]!.patchId}).`,
        );
      }
      case 'run-js': {
        if (!hasDevJs) return { kind: 'stop', text: "Raw JavaScript is off: it needs developer mode on in both AI Echo's settings and the extension's options page." };
        const first = ladderFirst(ctx, 'you asked for raw JavaScript by name.');
        if (first) return first;
        const ran = lastOf(ctx.mine, 'devjs.evaluate');
        if (!ran) return call('devjs.evaluate', { code: special.code }, 'Run the JavaScript you asked for, once, after you approve its exact code (developer mode).');
        if (!ran.ok) return { kind: 'stop', text: `I stopped: ${failure(ran)}` };
        const out = ran.result.data as { codeHash?: string; result?: { value?: unknown } };
        return { kind: 'done', summary: `Ran your JavaScript (raw JS, approved by SHA-256 ${String(out.codeHash ?? '').slice(0, 12)}…). Result (untrusted page data): ${JSON.stringify(out.result?.value ?? null).slice(0, 500)}` };
      }
      case 'hide':
      case 'highlight': {
        const first = ladderFirst(ctx, 'a Live Patch edits only what you see.');
        if (first) return first;
        const snap = lastOf(ctx.mine, SNAPSHOT);
        if (!snap) return call(SNAPSHOT, {}, 'Outline the page to find the element.');
        const patched = lastOf(ctx.mine, 'livepatch.apply');
        if (patched) {
          if (!patched.ok) return { kind: 'stop', text: `I stopped: ${failure(patched)}` };
          const p = patched.result.data as { patchId?: unknown; targets?: { role?: unknown; name?: unknown }[] };
          const t = p.targets?.[0];
          return {
            kind: 'done',
            summary: `${special.kind === 'hide' ? 'Hid' : 'Highlighted'} ${String(t?.role ?? 'element')} ${JSON.stringify(t?.name ?? '')} (Live Patch ${String(p.patchId)}: a reversible edit only you see; say "undo the last patch" to put it back).`,
          };
        }
        const lines = outlineLines(snap);
        // Any named element, landmarks and headings included: a patch can hide a whole banner.
        const all: Control[] = lines.filter((l) => l.fingerprint).map((line, index) => ({ line, landmarks: [], heading: null, index }));
        const found = resolveControl(all, special.name, null);
        if (found.kind !== 'one') return { kind: 'stop', text: found.kind === 'many' ? `More than one element matches "${special.name}": ${found.controls.slice(0, 6).map((c) => describeControl(c)).join(', ')}. Say which.` : `I found no element named "${special.name}".` };
        const el = found.control.line;
        const op = special.kind === 'hide' ? { op: 'hide', target: { fingerprint: el.fingerprint } } : { op: 'setStyle', target: { fingerprint: el.fingerprint }, property: 'outline', value: '3px solid #ffb000', important: true };
        return call(
          'livepatch.apply',
          { ...(el.frameId ? { frameId: el.frameId } : {}), purpose: `${special.kind === 'hide' ? 'Hide' : 'Highlight'} the ${el.role} ${JSON.stringify(el.name)} because the person asked: "${ctx.request.slice(0, 200)}"`, operations: [op] },
          `${special.kind === 'hide' ? 'Hide' : 'Highlight'} ${el.role} ${JSON.stringify(el.name)} with a reversible Live Patch (needs your approval).`,
        );
      }
    }
  };
}
