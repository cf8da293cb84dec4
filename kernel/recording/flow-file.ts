// A flow as a file: the Recorder's JSON (loadable in Chrome DevTools' Recorder, which ignores
// keys it does not know) with AI Echo's parameter schema beside the steps under `x-ai-echo`.
// An imported file is untrusted: only the step types replay understands, bounded strings, every
// `{{parameter}}` declared, no value kept for a sensitive parameter, and all of it redacted. A flow
// belongs to the one origin it was recorded on: the file must name it, and every page it goes to
// must be on it (replay checks it again before each step: kernel/recording/origin-binding.ts).
import { BridgeError } from '../../browser-bridge/errors.ts';
import { redactData, redactText } from '../../faculties/sdk/redaction/data.ts';
import { mayKeepValue, parameterOf, type FlowParameter, type FlowParameters, type FlowStep, type StoredFlow, type UserFlow } from './user-flow.ts';

export const FLOW_FILE_KEY = 'x-ai-echo';
const MAX_STEPS = 500;
const MAX_STRING = 2000;

export interface FlowFile extends UserFlow {
  [FLOW_FILE_KEY]: { version: 1; origin: string; parameters: FlowParameters };
}

export function toFlowFile(f: StoredFlow): FlowFile {
  return { ...f.flow, title: f.name, [FLOW_FILE_KEY]: { version: 1, origin: f.origin, parameters: f.parameters } };
}

const invalid = (why: string) => new BridgeError('flow-invalid', `This is not a flow AI Echo can replay: ${why}.`);
const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown, what: string): string => {
  if (typeof v !== 'string' || v.length > MAX_STRING) throw invalid(`${what} is not a string of at most ${MAX_STRING} characters`);
  return v;
};
const num = (v: unknown, what: string): number => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw invalid(`${what} is not a number`);
  return v;
};

function selectors(v: unknown, i: number): (string | string[])[] {
  if (!Array.isArray(v) || v.length === 0 || v.length > 8) throw invalid(`step ${i + 1} has no selectors`);
  return v.map((s) => (Array.isArray(s) ? s.slice(0, 8).map((x) => str(x, `a selector of step ${i + 1}`)) : str(s, `a selector of step ${i + 1}`)));
}

function frame(v: unknown, i: number): { frame?: number[] } {
  if (v === undefined) return {};
  if (!Array.isArray(v) || v.length > 8 || !v.every((x) => Number.isInteger(x) && x >= 0)) throw invalid(`the frame of step ${i + 1} is not a list of indexes`);
  return { frame: v as number[] };
}

/**
 * Where a click is expected to lead (the Recorder's asserted navigation): only a check replay
 * waits for, never a page it goes to. It may name another site: the replay then stops there, as
 * the origin binding refuses every call on it.
 */
function navigation(v: unknown, i: number): { assertedEvents?: { type: 'navigation'; url: string }[] } {
  if (!Array.isArray(v)) return {};
  const nav = v.find((e) => isObj(e) && e.type === 'navigation' && typeof e.url === 'string');
  if (!nav) return {};
  const url = str(nav.url, `the navigation of step ${i + 1}`);
  if (!originOf(url)) throw invalid(`the navigation of step ${i + 1} is not an http(s) URL`);
  return { assertedEvents: [{ type: 'navigation', url }] };
}

function step(raw: unknown, i: number): FlowStep {
  if (!isObj(raw)) throw invalid(`step ${i + 1} is not an object`);
  switch (raw.type) {
    case 'navigate':
      return { type: 'navigate', url: str(raw.url, `the URL of step ${i + 1}`) };
    case 'click':
      return { type: 'click', selectors: selectors(raw.selectors, i), offsetX: num(raw.offsetX, 'offsetX'), offsetY: num(raw.offsetY, 'offsetY'), ...frame(raw.frame, i), ...navigation(raw.assertedEvents, i) };
    case 'change':
      return { type: 'change', selectors: selectors(raw.selectors, i), value: str(raw.value, `the value of step ${i + 1}`), ...frame(raw.frame, i) };
    case 'keyDown':
    case 'keyUp':
      return { type: raw.type, key: str(raw.key, 'a key'), ...frame(raw.frame, i) };
    case 'customStep': {
      const p = raw.parameters;
      if (raw.name !== 'webmcp' || !isObj(p) || typeof p.tool !== 'string' || !/^[A-Za-z0-9_.-]{1,128}$/.test(p.tool) || !isObj(p.arguments)) throw invalid(`step ${i + 1} is a custom step replay does not know`);
      if (JSON.stringify(p.arguments).length > 20_000) throw invalid(`the arguments of step ${i + 1} are too large`);
      return { type: 'customStep', name: 'webmcp', parameters: { tool: p.tool, arguments: p.arguments }, target: 'main' };
    }
    default:
      throw invalid(`step ${i + 1} is of a type replay does not do (${String(raw.type).slice(0, 40)})`);
  }
}

/** Reads an imported file, or throws flow-invalid saying why. */
export function readFlowFile(json: unknown): { title: string; origin: string; flow: UserFlow; parameters: FlowParameters } {
  if (!isObj(json)) throw invalid('it is not a JSON object');
  const title = str(json.title, 'the title').trim().slice(0, 120);
  if (!title) throw invalid('it has no title');
  if (!Array.isArray(json.steps) || json.steps.length === 0 || json.steps.length > MAX_STEPS) throw invalid(`it needs 1 to ${MAX_STEPS} steps`);
  const steps = json.steps.map(step);
  const meta = isObj(json[FLOW_FILE_KEY]) ? (json[FLOW_FILE_KEY] as Record<string, unknown>) : {};
  const rawParams = isObj(meta.parameters) && isObj(meta.parameters.properties) ? (meta.parameters.properties as Record<string, unknown>) : {};
  const properties: Record<string, FlowParameter> = {};
  for (const [name, p] of Object.entries(rawParams)) {
    if (!/^[a-z][a-z0-9_]{0,40}$/.test(name) || !isObj(p)) throw invalid(`parameter ${name.slice(0, 40)} is malformed`);
    const title = redactText(str(p.title ?? name, 'a title').slice(0, 200)).text;
    // A sensitive parameter never carries a value, whatever the file says; its mark is one word.
    if (p['x-sensitive'] !== undefined) {
      properties[name] = { type: 'string', title, 'x-sensitive': /^[a-z-]{1,40}$/.test(String(p['x-sensitive'])) ? String(p['x-sensitive']) : 'withheld' };
      continue;
    }
    const given = typeof p.default === 'string' ? str(p.default, 'a default').slice(0, 1000) : undefined;
    // A value the redaction hides beside this parameter's name or title (a PIN, a "Passwort") is dropped like a sensitive one's.
    if (given !== undefined && !mayKeepValue({ name, label: title }, given)) {
      properties[name] = { type: 'string', title, 'x-sensitive': 'withheld' };
      continue;
    }
    properties[name] = { type: 'string', title, ...(given !== undefined ? { default: redactText(given).text } : {}) };
  }
  for (const s of steps) {
    const param = s.type === 'change' ? parameterOf(s.value) : null;
    if (param && !properties[param]) throw invalid(`step value {{${param}}} names no declared parameter`);
  }
  const origin = flowOrigin(meta.origin);
  steps.forEach((s, i) => {
    if (s.type === 'navigate' && originOf(s.url) !== origin) throw invalid(`step ${i + 1} goes to a page that is not on ${origin}, the site the flow belongs to`);
  });
  const flow = redactData({ title, steps }).value;
  return { title: flow.title, origin, flow, parameters: { type: 'object', properties, additionalProperties: false } };
}

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The site a flow belongs to: an http(s) origin written exactly as the browser writes it, or flow-invalid. */
export function flowOrigin(value: unknown): string {
  if (typeof value !== 'string' || value.length > 300 || originOf(value) !== value) {
    throw invalid(`it does not name the site it belongs to (x-ai-echo.origin must be an origin such as https://shop.example, got ${JSON.stringify(typeof value === 'string' ? value.slice(0, 80) : value ?? null)})`);
  }
  return value;
}
