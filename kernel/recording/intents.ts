// The person's own words for recording, replay and mapping. These requests are the kernel's, not
// the Navi's: they reach reserved actions (echo.recording.*, echo.sitemap.*), so they are read
// only from what the person typed, never from a model or an MCP client.
import { findQuotes } from '../navi/steps.ts';
import type { FlowParameters } from './user-flow.ts';

export type PersonIntent =
  | { kind: 'record-start' }
  | { kind: 'record-stop'; name?: string }
  /** explicit: the words say it is a recording ("replay", "play back", "the recording …", a quoted name); a bare "play …" is one only when a recording has that name. */
  | { kind: 'replay'; name: string; from: number; values: string; explicit?: true }
  | { kind: 'map'; site?: string }
  | { kind: 'which-page'; phrase: string };

const unquote = (s: string) => s.trim().replace(/^["'“‘](.*)["'”’]$/s, '$1').trim();

export function parseIntent(text: string): PersonIntent | null {
  const t = text.trim().replace(/[.!]+$/, '').replace(/^(?:please|navi|hey navi)[, ]+/i, '').trim();
  let m: RegExpExecArray | null;
  if (/^(?:start|begin) (?:a )?recording(?: (?:this|the|my) (?:tab|page))?(?: (?:what|everything) I do)?$/i.test(t)) return { kind: 'record-start' };
  if ((m = /^(?:stop|end|finish) (?:the )?recording(?:,? (?:and )?(?:save|call|name) it(?: as)? (.+))?$/i.exec(t))) return m[1] ? { kind: 'record-stop', name: unquote(m[1]) } : { kind: 'record-stop' };
  if ((m = /^(replay|play back|play) (?:the )?(recording |flow )?("[^"]+"|'[^']+'|“[^”]+”|.+?)(?: from step (\d+))?(?: with (.+))?$/i.exec(t))) {
    const explicit = !/^play$/i.test(m[1]!) || m[2] !== undefined || /^["'“]/.test(m[3]!);
    return { kind: 'replay', name: unquote(m[3]!), from: m[4] ? Number(m[4]) : 1, values: m[5] ?? '', ...(explicit ? { explicit: true as const } : {}) };
  }
  if (/^map (?:this|the) (?:web)?site$/i.test(t)) return { kind: 'map' };
  if ((m = /^map (?:the )?(?:web)?(?:site )?(https?:\/\/\S+)$/i.exec(t))) return { kind: 'map', site: m[1]! };
  if ((m = /^(?:which|what) page (?:has|holds|contains|offers) (.+?)\??$/i.exec(t))) return { kind: 'which-page', phrase: m[1]!.replace(/^(?:the|a|an) /i, '') };
  return null;
}

/**
 * Values for a flow's parameters from "title 'Buy bread', quantity 3 and email=a@b.c": each
 * parameter by its name or title, then `=`, `:`, `is`, `as` or nothing, then a quoted value or
 * the words up to the next comma or " and ".
 */
export function parseValues(text: string, parameters: FlowParameters): Record<string, string> {
  const out: Record<string, string> = {};
  const quotes = findQuotes(text);
  const entries = Object.entries(parameters.properties).flatMap(([name, p]) => [
    { name, label: name.replace(/_/g, ' ') },
    { name, label: name },
    { name, label: p.title },
  ]);
  // Longer labels first, so "email address" is not read as "email".
  entries.sort((a, b) => b.label.length - a.label.length);
  for (const { name, label } of entries) {
    if (!label || name in out) continue;
    const escaped = label.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const m = new RegExp(`(?:^|[\\s,])${escaped}\\s*(?:=|:|\\bis\\b|\\bas\\b|\\bto\\b)?\\s*`, 'i').exec(text);
    if (!m) continue;
    const at = m.index + m[0].length;
    const quoted = quotes.find((q) => q.start === at);
    if (quoted) out[name] = quoted.text;
    else {
      const rest = /^(.+?)(?=,|\s+and\s+|$)/.exec(text.slice(at));
      if (rest) out[name] = rest[1]!.trim();
    }
  }
  return out;
}
