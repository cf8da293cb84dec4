// Waiting for a target state or for text, with a hard timeout. Re-checks on DOM mutations (rate
// limited, so a busy page cannot make the wait spin) and on a slow poll for style-only changes.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { EXTRACT_MAX_CHARS, WAIT_POLL_MS } from '../limits.ts';
import type { Target, WaitArgs, WaitResult, WaitState } from '../protocol.ts';
import { extract } from './extract.ts';
import { identify, refOf } from '../../sdk/page/identity.ts';
import { collapse } from '../../sdk/page/name.ts';
import { resolveTarget } from '../../sdk/page/resolve.ts';
import { sensitivityOf } from '../../sdk/page/sensitive.ts';
import { checkedOf, isDisabled, isVisible, stateOf } from '../../sdk/page/state.ts';
import { PathMemo, deepActiveElement } from '../../sdk/page/tree.ts';

/** The element, or null while it does not resolve; ambiguity and bad input end the wait at once. */
function tryResolve(target: Target, memo: PathMemo): Element | null {
  try {
    return resolveTarget(target, memo);
  } catch (err) {
    if (err instanceof BridgeError && (err.code === 'stale' || err.code === 'target-not-found')) return null;
    throw err;
  }
}

function stateHolds(state: WaitState, el: Element | null): boolean {
  switch (state) {
    case 'attached':
      return el !== null;
    case 'detached':
      return el === null;
    case 'visible':
      return el !== null && isVisible(el);
    case 'hidden':
      return el === null || !isVisible(el);
    case 'enabled':
      return el !== null && !isDisabled(el);
    case 'disabled':
      return el !== null && isDisabled(el);
    case 'checked':
      return el !== null && checkedOf(el) === true;
    case 'unchecked':
      return el !== null && checkedOf(el) === false;
    case 'focused':
      return el !== null && deepActiveElement() === el;
  }
}

export function wait(args: WaitArgs): Promise<WaitResult> {
  if (!args.target && args.text === undefined) throw new BridgeError('invalid-input', 'wait needs a target, a text, or both.');
  const state: WaitState = args.state ?? (args.target ? 'visible' : 'attached');
  const wantedText = args.text === undefined ? null : collapse(args.text);
  const started = performance.now();

  /** The result when the condition holds now, else null. */
  const check = (): WaitResult | null => {
    const memo = new PathMemo();
    const el = args.target ? tryResolve(args.target, memo) : null;
    // Same rule as every other target: protected surfaces are not watched either.
    const reason = el ? sensitivityOf(el) : null;
    if (reason) throw new BridgeError('blocked-sensitive', `The target is a protected surface (${reason}); wait for visible text instead.`, { reason });
    if (args.target && !stateHolds(state, el)) return null;
    if (wantedText !== null) {
      if (args.target && !el) return null;
      // The same reading as extract: invisible text and marked regions never match.
      const text = extract({ include: ['text'], maxChars: EXTRACT_MAX_CHARS, ...(el && args.target ? { target: args.target } : {}) }).text ?? '';
      if (!collapse(text).includes(wantedText)) return null;
    }
    const result: WaitResult = { met: true, elapsedMs: Math.round(performance.now() - started), url: projectUrl(location.href) };
    if (el) {
      result.target = refOf(identify(el, memo));
      result.state = stateOf(el, false);
    }
    return result;
  };

  return new Promise((resolve, reject) => {
    let done = false;
    let lastCheck = 0;
    let dirty = false;
    const finish = (settleWith: () => void) => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearInterval(poll);
      clearTimeout(timer);
      settleWith();
    };
    const test = () => {
      if (done) return;
      lastCheck = performance.now();
      dirty = false;
      try {
        const result = check();
        if (result) finish(() => resolve(result));
      } catch (err) {
        finish(() => reject(err));
      }
    };
    const observer = new MutationObserver(() => {
      if (performance.now() - lastCheck >= 30) test();
      else dirty = true;
    });
    const poll = setInterval(() => (dirty || performance.now() - lastCheck >= WAIT_POLL_MS ? test() : undefined), 30);
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new BridgeError('timeout', `The condition (${args.target ? `target ${state}` : ''}${args.target && wantedText !== null ? ', ' : ''}${wantedText !== null ? 'text present' : ''}) did not hold within ${args.timeoutMs} ms.`, {
              timeoutMs: args.timeoutMs,
            }),
          ),
        ),
      args.timeoutMs,
    );
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    test();
  });
}
