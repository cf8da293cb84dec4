// Replaying a recorded flow through the ladder, step by step, as the Navi would do each one: a
// recorded page-tool call runs the page's tool again (found afresh by name in a new discovery,
// with the descriptor hash the page offers now, after a fresh approval); any other step finds its
// control afresh in a new snapshot by the recorded role and accessible name (or its text), never
// by coordinates or an old fingerprint, records why it goes below the page tools, and acts with
// the matching semantic action (approved, read back by the toolset). A step that cannot be
// resolved stops with its reason; the person can do it by hand and go on "from step N".
import type { NaviEngine, NaviMessage, NaviStep, NaviTool } from '../navi-engine.ts';
import { call, DISCOVER, discoveredIn, failure, FALLBACK, INVOKE, lastOf, outlineLines, SNAPSHOT } from '../navi/results.ts';
import type { Line } from '../navi/target-resolver.ts';
import { latestUnit, runSteps, type Result, type StepContext, type StepDecision, type StepPlanner } from '../navi/turn.ts';
import { flowOrigin } from './flow-file.ts';
import { ariaTarget, parameterOf, textTarget, WEBMCP_STEP, type FlowStep, type StoredFlow, type WebmcpStepParameters } from './user-flow.ts';

export interface ReplayRequest {
  flow: StoredFlow;
  /** Parameter values the person gave; a missing one takes the recorded value. */
  values: Record<string, string>;
  /** 1-based step to start from ("from step 4" after doing step 3 by hand). */
  from: number;
  /** Told once when every step from the first one ran. */
  onFinished?: () => void;
}

const CHECKABLE = new Set(['checkbox', 'radio', 'switch']);
/** Reads of the tab's URL after a click that navigated when recorded, before giving up. */
const MAX_NAVIGATION_CHECKS = 5;
const WAIT_FOR_LOAD = 'browser.page.waitForLoad';
const SELECTS = new Set(['combobox', 'listbox']);

/** The step in the person's words, for the plan and the chat. */
export function describeStep(step: FlowStep, index: number): string {
  const n = `${index + 1}.`;
  const target = ariaTarget(step);
  const what = target ? `${target.role} "${target.name}"` : textTarget(step) ?? 'the page';
  switch (step.type) {
    case 'navigate':
      return `${n} be on ${step.url}`;
    case 'click':
      return `${n} click ${what}`;
    case 'change': {
      const param = parameterOf(step.value);
      return `${n} fill ${what} with ${param ? `{{${param}}}` : JSON.stringify(step.value)}`;
    }
    case 'keyDown':
    case 'keyUp':
      return `${n} press ${step.key}`;
    case 'customStep':
      return step.name === WEBMCP_STEP ? `${n} run the page tool ${(step.parameters as WebmcpStepParameters).tool}` : `${n} ${step.name}`;
  }
}

/** The recorded control, found afresh: role and accessible name exactly, then the text selector. */
function findControl(lines: readonly Line[], step: FlowStep): { one: Line } | { none: string } | { many: Line[] } {
  const aria = ariaTarget(step);
  const text = textTarget(step);
  const live = lines.filter((l) => l.fingerprint);
  const exact = aria ? live.filter((l) => l.role === aria.role && l.name === aria.name) : [];
  const loose = exact.length ? exact : aria ? live.filter((l) => l.role === aria.role && l.name.toLowerCase() === aria.name.toLowerCase()) : [];
  const byText = loose.length ? loose : text ? live.filter((l) => l.name === text) : [];
  if (byText.length === 1) return { one: byText[0]! };
  if (byText.length > 1) return { many: byText };
  return { none: aria ? `no ${aria.role} named "${aria.name}" is on the page now` : 'the recording names no control I can look for (it has no aria or text selector)' };
}

function pageUrlMatches(live: unknown, recorded: string): boolean {
  try {
    const a = new URL(String((live as { url?: unknown } | null)?.url ?? ''));
    const b = new URL(recorded);
    return a.origin === b.origin && a.pathname === b.pathname;
  } catch {
    return false;
  }
}

export class ReplayEngine implements NaviEngine {
  readonly id = 'replay';
  readonly label = 'Replay of a recorded flow';

  constructor(private readonly req: ReplayRequest) {}

  async next(messages: readonly NaviMessage[], _tools: readonly NaviTool[]): Promise<NaviStep> {
    const { unit: whole } = latestUnit(messages);
    // Before any step: the tab must be on the site the flow belongs to (the router then holds every call to it).
    const [check, ...rest] = whole.results;
    const refused = this.originRefusal(check);
    if (refused) return refused;
    const unit = { ...whole, results: rest };
    const all = this.req.flow.flow.steps;
    const first = Math.max(0, this.req.from - 1);
    // A press is one step to replay: keyDown and keyUp of the same key become one key action.
    const chosen = all.map((step, index) => ({ step, index })).filter(({ step, index }) => index >= first && !(step.type === 'keyUp' && all[index - 1]?.type === 'keyDown'));
    const steps = chosen.map(({ step, index }) => ({ text: describeStep(step, index), start: 0 }));
    const out = runSteps(unit, steps, (_s, i) => this.planner(chosen[i]!.step, chosen[i]!.index), (summaries) => this.finish(summaries));
    const { asked: _asked, ...step } = out;
    return step;
  }

  /** The first call of a replay reads the tab; a tab on another origin ends the replay before its first step. */
  private originRefusal(check: Result | undefined): NaviStep | null {
    const name = this.req.flow.name;
    if (!check) return { kind: 'call', call: { name: 'browser.page.info', arguments: {} }, rationale: `Check that the tab is on the site "${name}" belongs to, before any step.` };
    let origin: string;
    try {
      origin = flowOrigin(this.req.flow.origin);
    } catch (err) {
      return { kind: 'answer', text: `I did not replay "${name}" (flow-invalid): ${(err as Error).message}` };
    }
    if (!check.ok) return { kind: 'answer', text: `I did not replay "${name}": ${failure(check)}` };
    const found = (check.result.data as { origin?: unknown } | null)?.origin;
    if (found !== origin) {
      return { kind: 'answer', text: `I did not replay "${name}" (origin-mismatch): it belongs to ${origin}, and the tab is on ${typeof found === 'string' ? found : 'no web page'}. No step ran. Open ${origin} in the tab, then ask again.` };
    }
    return null;
  }

  private finish(summaries: readonly string[]): string {
    if (this.req.from <= 1) this.req.onFinished?.();
    return `Replayed "${this.req.flow.name}":\n${summaries.map((s) => `- ${s}`).join('\n')}`;
  }

  private valueOf(template: string): { value: string } | { sensitive: string } | { missing: string } {
    const param = parameterOf(template);
    if (!param) return { value: template };
    const spec = this.req.flow.parameters.properties[param];
    if (spec?.['x-sensitive']) return { sensitive: param };
    const given = this.req.values[param];
    if (given !== undefined) return { value: given };
    if (spec?.default !== undefined) return { value: spec.default };
    return { missing: param };
  }

  private planner(step: FlowStep, index: number): StepPlanner {
    const n = index + 1;
    const carryOn = `Do it by hand if you like, then say "replay ${this.req.flow.name} from step ${n + 1}".`;
    return (ctx: StepContext): StepDecision => {
      if (step.type === 'navigate') {
        const info = lastOf(ctx.mine, 'browser.page.info');
        if (!info) return call('browser.page.info', {}, `Step ${n}: check that the tab is on the recorded page.`);
        if (!info.ok) return { kind: 'stop', text: `Step ${n}: ${failure(info)}` };
        if (!pageUrlMatches(info.result.data, step.url)) return { kind: 'stop', text: `Step ${n}: the tab is not on ${step.url}, where the recording was made. Open it, then say "replay ${this.req.flow.name} from step ${n + 1}".` };
        return { kind: 'done', summary: `Step ${n}: on ${step.url}.` };
      }
      if (step.type === 'customStep') return this.pageTool(ctx, step, n, carryOn);

      // Below the page tools: discovery, then the recorded reason, then a fresh outline.
      const disc = discoveredIn(ctx.mine);
      if (!disc) {
        const failed = lastOf(ctx.mine, DISCOVER);
        if (failed) return { kind: 'stop', text: `Step ${n}: I could not look at the page: ${failure(failed)}` };
        return call(DISCOVER, {}, `Step ${n}: look for the page's own tools first.`);
      }
      const fb = lastOf(ctx.mine, FALLBACK);
      if (!fb) return call(FALLBACK, { reason: `Replaying step ${n} of the recording "${this.req.flow.name}": it was recorded on the page's own control, not with a page tool.`.slice(0, 500) }, 'Record why I am going below the page tools.');
      if (!fb.ok) return { kind: 'stop', text: `Step ${n}: ${failure(fb)}` };

      let value: string | undefined;
      if (step.type === 'change') {
        const v = this.valueOf(step.value);
        if ('sensitive' in v) return { kind: 'stop', text: `Step ${n} is the protected field "${this.req.flow.parameters.properties[v.sensitive]?.title ?? v.sensitive}", so I stop here. I never type into it, and the recording kept nothing of it. Fill it in yourself, then say "replay ${this.req.flow.name} from step ${n + 1}".` };
        if ('missing' in v) return { kind: 'stop', text: `Step ${n} needs a value for ${v.missing}: say "replay ${this.req.flow.name} with ${v.missing} …".` };
        value = v.value;
      }

      const snap = lastOf(ctx.mine, SNAPSHOT);
      if (!snap) return call(SNAPSHOT, {}, `Step ${n}: find the recorded control on the page as it is now.`);
      if (!snap.ok) return { kind: 'stop', text: `Step ${n}: ${failure(snap)}` };
      const acted = ctx.mine.find((r) => r.call.name.startsWith('browser.semantic.') && r.call.name !== SNAPSHOT && r.call.name !== 'browser.semantic.verify');
      if (acted) {
        if (!acted.ok) return { kind: 'stop', text: `Step ${n} (${ctx.step.text.replace(/^\d+\.\s*/, '')}) failed: ${failure(acted)} ${carryOn}` };
        const check = acted.check;
        const navigation = step.assertedEvents?.find((e) => e.type === 'navigation' && e.url);
        if (navigation?.url) {
          // A click the recording saw navigate is read back by where the tab went once it loaded:
          // waiting for the load, not reading the tab at once, so a slow page is not taken for one
          // that did not go (a navigation not begun yet is read again, up to the limit).
          const infos = ctx.mine.filter((r) => r.call.name === WAIT_FOR_LOAD);
          const last = infos.at(-1);
          if (last?.ok && pageUrlMatches(last.result.data, navigation.url)) return { kind: 'done', summary: `Step ${n}: ${ctx.step.text.replace(/^\d+\.\s*/, '')}; the tab went to ${navigation.url}, as recorded.` };
          if (infos.length >= MAX_NAVIGATION_CHECKS) return { kind: 'stop', text: `Step ${n}: the tab did not go to ${navigation.url} as it did when recorded. ${carryOn}` };
          return call(WAIT_FOR_LOAD, {}, `Step ${n}: check where the tab went, once it has loaded.`);
        }
        if (check && check.outcome !== 'ok') return { kind: 'stop', text: `Step ${n}: reading the page back did not show the change (${check.outcome}). I stopped. ${carryOn}` };
        return { kind: 'done', summary: `Step ${n}: ${ctx.step.text.replace(/^\d+\.\s*/, '')} (read back).` };
      }
      const found = findControl(outlineLines(snap), step);
      if ('none' in found) return { kind: 'stop', text: `Step ${n} cannot be resolved: ${found.none}. ${carryOn}` };
      if ('many' in found) return { kind: 'stop', text: `Step ${n} cannot be resolved: ${found.many.length} controls match the recording. ${carryOn}` };
      const el = found.one;
      const where = { ...(el.frameId ? { frameId: el.frameId } : {}), target: { fingerprint: el.fingerprint } };
      const what = `${el.role} "${el.name}"`;
      if (step.type === 'click') return call('browser.semantic.click', where, `Step ${n}: click ${what}, as recorded.`);
      if (step.type === 'keyDown') return call('browser.semantic.key', { ...where, key: step.key }, `Step ${n}: press ${step.key} in ${what}, as recorded.`);
      if (step.type === 'change' && value !== undefined) {
        if (SELECTS.has(el.role)) return call('browser.semantic.select', { ...where, label: value }, `Step ${n}: choose "${value}" in ${what}.`);
        if (CHECKABLE.has(el.role)) return { kind: 'stop', text: `Step ${n}: ${what} is not a field to fill.` };
        return call('browser.semantic.type', { ...where, text: value, clear: true }, `Step ${n}: fill ${what}.`);
      }
      return { kind: 'stop', text: `Step ${n}: I do not replay a ${step.type} step.` };
    };
  }

  /** A recorded page-tool call: the tool found afresh by name; the person approves it again. */
  private pageTool(ctx: StepContext, step: Extract<FlowStep, { type: 'customStep' }>, n: number, carryOn: string): StepDecision {
    if (step.name !== WEBMCP_STEP) return { kind: 'stop', text: `Step ${n}: I do not replay a custom step "${step.name}".` };
    const p = step.parameters as WebmcpStepParameters;
    const disc = discoveredIn(ctx.mine);
    if (!disc) {
      const failed = lastOf(ctx.mine, DISCOVER);
      if (failed) return { kind: 'stop', text: `Step ${n}: I could not look at the page: ${failure(failed)}` };
      return call(DISCOVER, {}, `Step ${n}: find the page tool ${p.tool} afresh.`);
    }
    const ran = lastOf(ctx.mine, INVOKE);
    if (ran) {
      if (!ran.ok) return { kind: 'stop', text: `Step ${n}: ${failure(ran)} ${carryOn}` };
      return { kind: 'done', summary: `Step ${n}: ran the page tool ${p.tool} (approved again; a page tool's result is the page's own word).` };
    }
    const tools = disc.tools.filter((t) => t.name === p.tool);
    if (tools.length !== 1) return { kind: 'stop', text: `Step ${n} cannot be resolved: the page ${tools.length ? 'offers several tools' : 'no longer offers a tool'} named ${p.tool}. ${carryOn}` };
    const tool = tools[0]!;
    const args = Object.fromEntries(Object.entries(p.arguments).map(([k, v]) => [k, typeof v === 'string' ? (() => {
      const r = this.valueOf(v);
      return 'value' in r ? r.value : v;
    })() : v]));
    return call(
      INVOKE,
      { ...(tool.frameId ? { frameId: tool.frameId } : {}), name: tool.name, descriptorHash: tool.descriptorHash, arguments: args },
      `Step ${n}: run the page tool ${tool.name} again, as recorded; you approve it afresh.`,
    );
  }
}
