// For the Navi's unit tests: plays a conversation with the built-in engine against a scripted
// page, one call at a time, so each test states only what its page answers.
import { IntentGrammarEngine } from '../intent-grammar-engine.ts';
import { untrusted, type NaviMessage, type NaviTool } from '../navi-engine.ts';
import { COLLAPSED } from './hidden-controls.ts';

/** Tools by name, as the engine is offered them (schemas and policy do not matter to the plan). */
export function naviTools(names: readonly string[]): NaviTool[] {
  return names.map((name) => ({ name, toolName: name.replaceAll('.', '_'), description: '', inputSchema: { type: 'object' }, effect: 'read', tier: 'x' }));
}

/** The tools a page with no tools of its own is worked with (discover, read, verify, click, open what is collapsed), and `more`. */
export function pageControlTools(...more: string[]): NaviTool[] {
  return naviTools(['browser.webmcp.discover', 'browser.semantic.snapshot', 'browser.semantic.extract', 'browser.semantic.verify', 'browser.semantic.click', COLLAPSED, 'navi.fallback', ...more]);
}

export interface ScriptedCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** What a page with no tools, nothing collapsed and nothing to extract answers to `name`, given its outline. */
export function plainAnswer(name: string, outline: string): unknown {
  return name === 'browser.webmcp.discover' ? { tabId: 3, frames: [{ frameId: 0, documentId: 'D1', tools: [] }] }
    : name === 'browser.semantic.snapshot' ? { tabId: 3, frames: [{ frameId: 0, outline }] }
    : name === 'browser.semantic.verify' ? { state: { inViewport: true } }
    : name === COLLAPSED ? { frameId: 0, containers: [], omitted: { containers: 0, controls: 0, sensitive: 0 } }
    : name === 'browser.semantic.extract' ? { fields: [] }
    : { after: {} };
}

/** An answer that is a typed refusal or error (`errorCode`), as a page-side check gives one. */
export class ScriptedFailure {
  constructor(readonly errorCode: string, readonly data: unknown) {}
}

/**
 * Each turn is a person's message; the engine's calls are answered by `answer` (a ScriptedFailure
 * fails the call) until it answers in words. Returns those answers in order.
 */
export async function playConversation(turns: readonly string[], tools: readonly NaviTool[], answer: (call: ScriptedCall) => unknown, now = new Date(2030, 0, 7, 12)): Promise<string[]> {
  const engine = new IntentGrammarEngine(() => now);
  const messages: NaviMessage[] = [];
  const answers: string[] = [];
  for (const text of turns) {
    messages.push({ role: 'user', text });
    for (let i = 0; ; i++) {
      if (i > 40) throw new Error('no answer after 40 steps');
      const step = await engine.next(messages, [...tools]);
      if (step.kind === 'answer') {
        messages.push({ role: 'navi', text: step.text });
        answers.push(step.text);
        break;
      }
      const data = answer({ name: step.call.name, arguments: step.call.arguments as Record<string, unknown> });
      messages.push({ role: 'call', call: step.call, rationale: step.rationale });
      const failure = data instanceof ScriptedFailure ? data : null;
      messages.push({ role: 'result', call: step.call, ok: !failure, ...(failure ? { errorCode: failure.errorCode } : {}), result: untrusted(step.call.name, failure ? failure.data : data) });
    }
  }
  return answers;
}
