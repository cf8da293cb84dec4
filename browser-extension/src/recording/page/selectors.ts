// Chrome Recorder selectors for one element, best first: aria (role and accessible name), text
// (for controls named by their content), then CSS (an id, or a short nth-of-type path). Replay
// uses the aria and text ones to find the element afresh; the CSS one is kept for the format.
import { NAME_FROM_CONTENT } from '../../../../faculties/sdk/page/role.ts';
import { RECORDING_LIMITS } from '../../../../browser-bridge/recording.ts';

const cssEscape = (s: string) => (typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(s) : s.replace(/[^\w-]/g, '\\$&'));

function cssPath(el: Element): string {
  const root = el.getRootNode() as Document | ShadowRoot;
  if (el.id && root.querySelectorAll(`#${cssEscape(el.id)}`).length === 1) return `#${cssEscape(el.id)}`;
  const parts: string[] = [];
  for (let n: Element | null = el; n && parts.length < 6; n = n.parentElement) {
    if (n.id && root.querySelectorAll(`#${cssEscape(n.id)}`).length === 1) {
      parts.unshift(`#${cssEscape(n.id)}`);
      break;
    }
    const parent: Element | null = n.parentElement;
    const same = parent ? [...parent.children].filter((c) => c.localName === n!.localName) : [];
    parts.unshift(same.length > 1 ? `${n.localName}:nth-of-type(${same.indexOf(n) + 1})` : n.localName);
  }
  return parts.join(' > ');
}

export function selectorsFor(el: Element, role: string, name: string): string[] {
  const out: string[] = [];
  const bounded = name.slice(0, RECORDING_LIMITS.name);
  if (bounded) out.push(`aria/${bounded}[role="${role}"]`);
  if (bounded && NAME_FROM_CONTENT.has(role)) out.push(`text/${bounded}`);
  const css = cssPath(el);
  if (css && css.length <= RECORDING_LIMITS.selector) out.push(css);
  return out;
}

/** Index path from the top window to this frame, as the Recorder's `frame` field. */
export function framePath(): number[] {
  const path: number[] = [];
  try {
    for (let w: Window = window; w !== w.parent && path.length < 8; w = w.parent) {
      const siblings = w.parent.frames;
      let index = -1;
      for (let i = 0; i < siblings.length; i++) if (siblings[i] === w) index = i;
      if (index < 0) break;
      path.unshift(index);
    }
  } catch {
    // A parent we may not look at: the path ends there.
  }
  return path;
}
