// The Navi on an on-device model: implements NaviEngine over the model worker. The worker returns
// text decoded under the tool grammar; here it is parsed and every call validated with ajv, then
// repaired once or refused. An invalid call is never returned, so it can never be executed.
import type { NaviEngine, NaviMessage, NaviStep, NaviTool } from '../navi-engine.ts';
import { pageToolsForRequest, toolsForRequest } from '../navi/tool-selection.ts';
import { latestUnit } from '../navi/turn.ts';
import { CallChecker, callSchemas, discoveredTools, parseModelOutput } from '../tool-grammar.ts';
import { readDiscovery } from '../untrusted-data.ts';
import type { ModelClient } from './client.ts';
import type { GrammarMode } from './grammar-matcher.ts';
import type { NextResult } from './protocol.ts';

export interface ModelEngineOptions {
  maxNewTokens?: number;
  promptBudget?: number;
  mode?: GrammarMode;
}

export interface EngineTrace {
  result: NextResult;
  step: NaviStep;
  repaired: boolean;
  refused: string | null;
}

export class ModelNaviEngine implements NaviEngine {
  readonly id = 'webgpu-model';
  readonly label = 'On-device model (WebGPU)';
  private readonly checker = new CallChecker();
  /** The last step's details, for the UI and the tests. */
  lastTrace: EngineTrace | null = null;

  constructor(
    readonly client: ModelClient,
    readonly options: ModelEngineOptions = {},
  ) {}

  async next(messages: readonly NaviMessage[], tools: readonly NaviTool[], signal?: AbortSignal): Promise<NaviStep> {
    if (!this.client.loaded) {
      return { kind: 'answer', text: 'No model is loaded. Pick a model folder in the Navi engine panel, or switch back to the intent grammar.' };
    }
    const { offered, pageTools } = offerFor(messages, tools);
    const result = await this.client.next(
      {
        messages: [...messages],
        tools: offered,
        pageTools,
        mode: this.options.mode ?? 'auto',
        maxNewTokens: this.options.maxNewTokens ?? 256,
        promptBudget: this.options.promptBudget ?? 2048,
      },
      signal,
    );
    return this.interpret(result, messages, offered, pageTools);
  }

  /** Parses, validates, repairs once or refuses. Public for tests. */
  interpret(result: NextResult, messages: readonly NaviMessage[], tools: readonly NaviTool[], pageTools?: readonly string[]): NaviStep {
    const parsed = parseModelOutput(result.text);
    const finish = (step: NaviStep, repaired = false, refused: string | null = null) => {
      this.lastTrace = { result, step, repaired, refused };
      return step;
    };
    if (parsed.kind === 'answer') return finish({ kind: 'answer', text: `${parsed.text || '(The model gave no answer.)'}${honestyNote(messages)}` });
    if (parsed.kind === 'malformed') {
      const why = `The model's tool call was refused and nothing ran: ${parsed.reason}`;
      return finish({ kind: 'answer', text: why }, false, why);
    }
    const discovered = discoveredTools(messages).filter((d) => !pageTools || pageTools.includes(d.name));
    const checked = this.checker.check(parsed, callSchemas(tools, discovered));
    if (!checked.ok) {
      const why = `The model's tool call was refused and nothing ran: ${checked.reason}`;
      return finish({ kind: 'answer', text: why }, false, why);
    }
    const rationale = parsed.rationale || `The model chose ${checked.call.name}.`;
    return finish({ kind: 'call', call: checked.call, rationale: checked.repaired ? `${rationale} (call repaired: ${checked.repairs.join('; ')})` : rationale }, checked.repaired);
  }
}


/**
 * What the model is offered for the latest request: the tools it is about (the built-in Navi's
 * matcher ranks them), the ladder's own, those already used; and the page tools it is about.
 */
export function offerFor(messages: readonly NaviMessage[], tools: readonly NaviTool[]): { offered: NaviTool[]; pageTools: string[] | undefined } {
  const { unit, start } = latestUnit(messages);
  const used = messages.slice(start + 1).flatMap((m) => (m.role === 'call' ? [m.call.name] : []));
  const offered = toolsForRequest(unit.request, tools, used);
  const discovery = [...messages].reverse().find((m) => m.role === 'result' && m.call.name === 'browser.webmcp.discover' && m.ok);
  const discovered = discovery?.role === 'result' ? readDiscovery(discovery.result.data) : [];
  return { offered, pageTools: discovered.length ? pageToolsForRequest(unit.request, discovered).map((t) => t.name) : undefined };
}

/** A change the independent read-back did not confirm is said so, whatever the model wrote. */
export function honestyNote(messages: readonly NaviMessage[]): string {
  const { start } = latestUnit(messages);
  const unconfirmed = messages.slice(start + 1).filter((m) => m.role === 'result' && m.ok && m.check && m.check.outcome !== 'ok' && m.check.readback !== null);
  return unconfirmed.length
    ? `\n(AI Echo: reading the page back after ${unconfirmed.map((m) => (m.role === 'result' ? m.call.name : '')).join(', ')} did NOT confirm the change.)`
    : '';
}
