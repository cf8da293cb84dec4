// A recording as a Chrome DevTools Recorder flow (the `UserFlow` of @puppeteer/replay): typed
// steps with ordered selector lists (aria, text, CSS) and frame paths. What the person typed
// becomes a named parameter (`{{name}}` in the step, a JSON Schema beside the steps); a sensitive
// field becomes a parameter without a value that only the person fills, by hand, at replay.
// The types mirror @puppeteer/replay's (string enums there; plain literals here, so the OS build
// needs only the format, not the package: docs/decisions/0003-user-flow-format.md).
import type { RecordedAct, RecordingEntry, RecordingState } from '../../browser-bridge/recording.ts';
import { redactData, redactText } from '../../faculties/sdk/redaction/data.ts';

export type Selector = string | string[];

interface StepBase {
  timeout?: number;
  assertedEvents?: { type: 'navigation'; url?: string; title?: string }[];
  target?: string;
  frame?: number[];
}
export type FlowStep =
  | (StepBase & { type: 'navigate'; url: string })
  | (StepBase & { type: 'click'; selectors: Selector[]; offsetX: number; offsetY: number })
  | (StepBase & { type: 'change'; selectors: Selector[]; value: string })
  | (StepBase & { type: 'keyDown' | 'keyUp'; key: string })
  | (StepBase & { type: 'customStep'; name: string; parameters: unknown });

export interface UserFlow {
  title: string;
  steps: FlowStep[];
}

export interface FlowParameter {
  type: 'string';
  title: string;
  /** What the person typed when recording (never for a sensitive field). */
  default?: string;
  /** Filled only by the person, in the page, at replay: the Navi never types it. */
  'x-sensitive'?: string;
}

export interface FlowParameters {
  type: 'object';
  properties: Record<string, FlowParameter>;
  additionalProperties: false;
}

/** A recorded WebMCP call the Navi made for the person while the recording ran. */
export interface RecordedToolCall {
  at: number;
  tool: string;
  arguments: Record<string, unknown>;
  frameId: number;
}

/** The custom step a WebMCP call becomes (the Recorder has no step of its own for it). */
export const WEBMCP_STEP = 'webmcp';
export interface WebmcpStepParameters {
  tool: string;
  arguments: Record<string, unknown>;
}

export interface StoredFlow {
  id: string;
  name: string;
  origin: string;
  createdAt: number;
  updatedAt: number;
  flow: UserFlow;
  parameters: FlowParameters;
  /** Steps the recording left out because it was full. */
  dropped: number;
  /**
   * A flow from a file: the file's name as the person picked it, and when a replay of it first
   * ran every step, each approved in the extension's window (until then no site allowance covers it).
   */
  imported?: { file: string; reviewedAt: number | null };
}

const PARAM = /^\{\{([a-z][a-z0-9_]{0,40})\}\}$/;

/** The parameter a step's value names (`{{title}}`), or null for a literal value. */
export function parameterOf(value: string): string | null {
  return PARAM.exec(value)?.[1] ?? null;
}

/** A parameter name from a field's label: "New to-do" -> new_to_do; unique within the flow. */
export function parameterName(label: string, taken: ReadonlySet<string>): string {
  const base = (label.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').replace(/^(\d)/, 'f_$1') || 'value').slice(0, 30);
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}_${i}`;
  return name;
}

/**
 * Whether a flow may keep `value` as what was entered in a field of that name or title: not when
 * the redaction would hide it there (a secret name, in any language it knows, or a secret-shaped
 * value; the rule the snapshot and extract apply). The recorder withholds such values at the
 * source; this keeps a flow from holding one whatever its steps or file say.
 */
export function mayKeepValue(names: { name?: string; label?: string }, value: string): boolean {
  const record = { ...names, value };
  return (redactData(record).value as typeof record).value === value;
}

function selectorsOf(act: RecordedAct): Selector[] {
  return act.selectors.map((s) => [s]);
}

function withFrame<T extends StepBase>(step: T, act: RecordedAct): T {
  return act.frame.length ? { ...step, frame: act.frame } : step;
}

/**
 * Builds the flow: a navigate step to where the recording started, then each act and WebMCP call
 * in the order they happened. A navigation right after a click or submit is that step's asserted
 * event (the Recorder's way); any other navigation is a navigate step of its own.
 */
export function toUserFlow(name: string, state: RecordingState, calls: readonly RecordedToolCall[]): { flow: UserFlow; parameters: FlowParameters } {
  const properties: Record<string, FlowParameter> = {};
  const taken = new Set<string>();
  // What the page showed (its URLs, its title) is redacted like any page text: a magic-login link
  // or a token in a query is never kept, and a replay of it fails instead of using the credential.
  const shown = (text: string) => redactText(text).text;
  const start = shown(state.startUrl);
  const steps: FlowStep[] = [{ type: 'navigate', url: start, assertedEvents: [{ type: 'navigation', url: start, title: shown(state.title) }] }];
  type Timed = { at: number; entry: RecordingEntry } | { at: number; call: RecordedToolCall };
  const timeline: Timed[] = [...state.entries.map((entry) => ({ at: entry.at, entry })), ...calls.map((call) => ({ at: call.at, call }))].sort((a, b) => a.at - b.at);
  for (const item of timeline) {
    if ('call' in item) {
      const parameters: WebmcpStepParameters = { tool: item.call.tool, arguments: item.call.arguments };
      steps.push({ type: 'customStep', name: WEBMCP_STEP, parameters, target: 'main' });
      continue;
    }
    const { entry } = item;
    if (entry.type === 'navigation') {
      const last = steps.at(-1);
      const caused = last && (last.type === 'click' || (last.type === 'keyUp' && last.key === 'Enter')) && !/typed|reload|forward_back|auto_bookmark/.test(entry.transition);
      if (caused) last.assertedEvents = [{ type: 'navigation', url: shown(entry.url) }];
      else steps.push({ type: 'navigate', url: shown(entry.url) });
      continue;
    }
    const { act } = entry;
    switch (act.kind) {
      case 'click':
      case 'check':
        steps.push(withFrame({ type: 'click', target: 'main', selectors: selectorsOf(act), offsetX: act.offsetX, offsetY: act.offsetY }, act));
        break;
      case 'change':
      case 'select': {
        const param = parameterName(act.label || act.name || act.role, taken);
        taken.add(param);
        properties[param] = act.sensitive || act.value === undefined || !mayKeepValue({ name: act.name, label: act.label ?? '' }, act.value)
          ? { type: 'string', title: act.label || act.name, 'x-sensitive': act.sensitive ?? 'withheld' }
          : { type: 'string', title: act.label || act.name, default: act.value };
        steps.push(withFrame({ type: 'change', target: 'main', selectors: selectorsOf(act), value: `{{${param}}}` }, act));
        break;
      }
      case 'submit':
        steps.push(withFrame({ type: 'keyDown', target: 'main', key: 'Enter' }, act), withFrame({ type: 'keyUp', target: 'main', key: 'Enter' }, act));
        break;
    }
  }
  return { flow: { title: name, steps }, parameters: { type: 'object', properties, additionalProperties: false } };
}

/** What a step targets, read back from its aria selector: `aria/Name[role="button"]`. */
export function ariaTarget(step: FlowStep): { role: string; name: string } | null {
  if (!('selectors' in step)) return null;
  for (const s of step.selectors) {
    const first = Array.isArray(s) ? s[0] : s;
    const m = first ? /^aria\/(.*)\[role="([a-z]+)"\]$/s.exec(first) : null;
    if (m) return { name: m[1]!, role: m[2]! };
  }
  return null;
}

/** The text selector's text (`text/Save`), for controls named by their content. */
export function textTarget(step: FlowStep): string | null {
  if (!('selectors' in step)) return null;
  for (const s of step.selectors) {
    const first = Array.isArray(s) ? s[0] : s;
    if (first?.startsWith('text/')) return first.slice(5);
  }
  return null;
}
