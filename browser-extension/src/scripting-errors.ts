// The one reading of chrome.scripting's failures. Chrome reports them as English text only, so
// each message it is known to give (extensions/browser/script_executor.cc, scripting_api.cc) maps
// to one code here, with whether Chrome gave it before injecting anything.
import { BridgeError, type ErrorCode } from '../../browser-bridge/errors.ts';
import type { PageTarget } from '../../faculties/sdk/page-rpc.ts';

export interface ScriptingFailure {
  code: ErrorCode;
  /** Chrome refused before injecting: nothing ran in the page. */
  beforeRun: boolean;
}

interface Rule {
  pattern: RegExp;
  code: ErrorCode;
  beforeRun: boolean;
}

// Order matters: "Tab containing frame with ID 0 was removed" must meet the tab rule first.
const RULES: readonly Rule[] = [
  { pattern: /No tab with id/i, code: 'tab-missing', beforeRun: true },
  { pattern: /Tab containing frame with ID \d+ was removed/i, code: 'tab-missing', beforeRun: false },
  { pattern: /No document with id/i, code: 'navigated', beforeRun: true },
  { pattern: /No frame with id|Frame with ID \d+ is not ready/i, code: 'frame-missing', beforeRun: true },
  { pattern: /Frame with ID \d+ is showing error page/i, code: 'navigated', beforeRun: true },
  { pattern: /Cannot access|cannot be scripted|Missing host permission/i, code: 'origin-not-allowed', beforeRun: true },
  { pattern: /Frame with ID \d+ was removed|frame was removed/i, code: 'frame-missing', beforeRun: false },
  { pattern: /navigat|document.*(gone|unloaded)/i, code: 'navigated', beforeRun: false },
];

export function classifyScriptingMessage(message: string): ScriptingFailure {
  const rule = RULES.find((r) => r.pattern.test(message));
  return rule ? { code: rule.code, beforeRun: rule.beforeRun } : { code: 'internal', beforeRun: false };
}

function where(target: PageTarget): string {
  if ('frameId' in target) return `frame ${target.frameId} of tab ${target.tabId}`;
  if ('documentId' in target || 'documentIds' in target) return `the checked document of tab ${target.tabId}`;
  return `tab ${target.tabId}`;
}

/** A human message for each code, naming the frame or document that was meant. */
function explain(code: ErrorCode, target: PageTarget, message: string): string {
  const at = where(target);
  switch (code) {
    case 'tab-missing':
      return `Tab ${target.tabId} is gone (it was closed).`;
    case 'frame-missing':
      return `There is no ${at} any more (it may have been removed or navigated).`;
    case 'navigated':
      return `The page in ${at} navigated or reloaded: the document that was checked is gone.`;
    case 'origin-not-allowed':
      return `${at[0]!.toUpperCase()}${at.slice(1)} cannot be reached: ${message}`;
    default:
      return `Running code in ${at} failed: ${message}`;
  }
}

/** A chrome.scripting failure as its typed error, and whether Chrome gave it before injecting. */
export function scriptingFailure(err: unknown, target: PageTarget): { error: BridgeError; beforeRun: boolean } {
  const message = err instanceof Error ? err.message : String(err);
  const { code, beforeRun } = classifyScriptingMessage(message);
  const detail = code === 'frame-missing' && 'frameId' in target ? { frameId: target.frameId } : undefined;
  return { error: new BridgeError(code, explain(code, target, message), detail), beforeRun };
}
