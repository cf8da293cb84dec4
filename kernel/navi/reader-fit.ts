// A page's list tool answers "show me my messages", but not "show me my starred messages" when
// nothing it takes says "starred": listing them all would answer something else. Such a request
// is for the page's own view of them (a Starred folder, a filter), so the tool does not fit.
import type { MatchableTool } from './tool-matcher.ts';
import { domainWords, enumOptions, propertiesOf, toolMeanings } from './tool-matcher.ts';
import { contentStems, findVerb, sameStem } from './words.ts';

/** Words of a display request that a list tool's name, title, parameters, options and filled values leave unsaid. */
export function wordsAListerMisses(step: string, tool: MatchableTool, args: Record<string, unknown>): string[] {
  const meanings = toolMeanings(tool);
  if (!(meanings.has('list') || meanings.has('show')) || meanings.has('search')) return [];
  // Only a request to see something: "add X to my shopping list" is no display request, whatever the tool's name says.
  const verb = findVerb(step);
  if (verb && !verb.meanings.some((m) => m === 'list' || m === 'show')) return [];
  const props = propertiesOf(tool.inputSchema);
  const said = new Set([
    ...domainWords(tool),
    ...Object.keys(props).flatMap((k) => contentStems(k)),
    ...Object.values(props).flatMap((p) => enumOptions(p).flatMap((o) => contentStems(`${String(o.value)} ${o.title}`))),
    ...Object.values(args).flatMap((v) => (typeof v === 'string' || typeof v === 'number' ? contentStems(String(v)) : [])),
  ]);
  const rest = verb ? step.slice(0, verb.start) + ' ' + step.slice(verb.end) : step;
  return contentStems(rest).filter((w) => ![...said].some((s) => sameStem(s, w)));
}
