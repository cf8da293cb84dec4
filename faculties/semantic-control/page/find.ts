// Finding targets without reading the whole outline: the snapshot's walk, filtered by name,
// role or text, returning only the matching lines (their fingerprints work like a snapshot's).
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { formatLine } from '../../sdk/outline.ts';
import type { FindArgs, FrameFind } from '../protocol.ts';
import { textOf } from '../../sdk/page/name.ts';
import { remember } from '../../sdk/page/resolve.ts';
import { frameRegionLevel } from '../../sdk/page/sensitive.ts';
import { PathMemo } from '../../sdk/page/tree.ts';
import { queryWords, walkDocument, type WalkEntry } from './walk.ts';

function hasAll(haystack: string, words: readonly string[]): boolean {
  const text = haystack.toLowerCase();
  return words.every((w) => text.includes(w));
}

export function find(args: FindArgs): FrameFind {
  const nameWords = queryWords(args.name);
  const textWords = queryWords(args.text);
  const roles = args.roles?.length ? new Set(args.roles) : null;
  if (!nameWords.length && !textWords.length && !roles) throw new BridgeError('invalid-input', 'find needs a name, a role or a text to look for.');
  const url = projectUrl(location.href);
  // A frame inside a marked region of its parent is withheld whole: nothing in it is found.
  if (frameRegionLevel()) return { url, matches: [], total: 0 };
  const matches: string[] = [];
  let total = 0;
  const matchesEntry = (entry: WalkEntry): boolean => {
    const line = entry.line;
    if (!line.fingerprint) return false;
    if (roles && !roles.has(line.role)) return false;
    if (nameWords.length && !hasAll(line.name, nameWords)) return false;
    if (textWords.length && !hasAll(`${line.name} ${line.value ?? ''} ${line.states.blocked ? '' : textOf(entry.el)}`, textWords)) return false;
    return true;
  };
  for (const entry of walkDocument(new PathMemo()).entries) {
    if (!matchesEntry(entry)) continue;
    total++;
    if (matches.length >= args.limit) continue;
    remember(entry.line.fingerprint!, entry.el);
    matches.push(formatLine({ ...entry.line, depth: 0 }));
  }
  return { url, matches, total };
}
