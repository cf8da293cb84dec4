// A step done with the page's own WebMCP tool: discover, pick the tool by its own words, fill its
// arguments from the request (asking for what is missing), resolve names to ids with the page's
// read tool, invoke it and read the result back: first with our own read of what the page shows
// (no approval), and with the same read tool only when the page shows nothing to check. The
// person approves the change, the read that finds its entry and that check in one window of the
// extension (the extension fills the entry from the read's answer and runs nothing else).
import { negates, pickByLeavingOut } from './answer-pick.ts';
import type { FindsSpec, ReadbackSpec, ShownCheck } from '../navi-engine.ts';
import { nameWords } from '../../faculties/sdk/record-naming.ts';
import type { DiscoveredPageTool } from '../untrusted-data.ts';
import { objectsIn } from '../untrusted-data.ts';
import { describeParam, fillArguments, movedTimes, paramKind } from './argument-filler.ts';
import { keyedAnswer } from './asked-value.ts';
import { atSaidTime, keyedParams, keyReader, pickKeyed, takesKeyed } from './keyed-record.ts';
import { failureShown } from './page-status.ts';
import { wordsAListerMisses } from './reader-fit.ts';
import { recordsAnswering, type RecordsAnswer } from './record-answer.ts';
import { addedCount } from './quantity-change.ts';
import { optionArguments, phraseWithoutOptions, recordsWithoutOptions } from './record-options.ts';
import { chooseReader, matchRecord, narrowBySaid, readerArguments, recordNamedIn, recordsWith, stateValue, type PageRecord } from './record-lookup.ts';
import { call, discoveredIn, DISCOVER, failure, INVOKE, invocationOf, lastOf, toolValue } from './results.ts';
import { chooseTool, domainWords, propertiesOf, toolMeanings, toolVerb } from './tool-matcher.ts';
import type { Result, StepContext, StepDecision } from './turn.ts';
import { findOrdinal, splitWords, STOP_WORDS } from './words.ts';

export type PageToolDecision = StepDecision | { kind: 'no-fit'; reason: string };

const idParams = (t: DiscoveredPageTool) => Object.entries(propertiesOf(t.inputSchema)).filter(([k, p]) => ['id', 'ids'].includes(paramKind(k, p, t.description))).map(([k]) => k);

const invokeArgs = (t: DiscoveredPageTool, args: Record<string, unknown>) => ({ frameId: t.frameId, name: t.name, descriptorHash: t.descriptorHash, arguments: args });

const label = (t: DiscoveredPageTool) => `${t.name}${t.title ? ` ("${t.title}")` : ''}`;

function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** Picks among candidates by the person's answer: an ordinal, or the words of one of them. */
export function pickByAnswer<T>(candidates: readonly T[], answer: string, words: (c: T) => string): T | undefined {
  const ord = findOrdinal(answer);
  if (ord) return ord.n === -1 ? candidates.at(-1) : candidates[ord.n - 1];
  // "not the big one", "the newer one": the one left once what the answer rules out is dropped.
  // With a negation it decides before the answer's words match what they name.
  const left = pickByLeavingOut(candidates.map(words), answer);
  if (left >= 0 && negates(answer)) return candidates[left];
  const m = matchRecord(
    candidates.map((c, i) => ({ id: i, label: words(c), record: {} })),
    answer,
  );
  if (m.kind === 'one') return candidates[m.record.id as number];
  return left >= 0 ? candidates[left] : undefined;
}

/** The parts of a phrase that names several records: "sertraline n omeprazole", "A, B and C". */
/** The record the most leading words of `part` name; none when no leading run of them names one. */
function leadingMatch(records: readonly PageRecord[], part: string, kinds: ReadonlySet<string>): ReturnType<typeof matchRecord> {
  const words = part.split(/\s+/);
  for (let n = words.length; n > 0; n--) {
    const m = matchRecord(records, words.slice(0, n).join(' '), kinds);
    if (m.kind !== 'none' || !contentWords(words.slice(0, n - 1).join(' '))) return m;
  }
  return matchRecord(records, part, kinds);
}

const listParts = (phrase: string) => phrase.split(/\s*(?:,|&|\+|\b(?:and|n|plus)\b)\s*/i).map((p) => p.trim()).filter((p) => contentWords(p));

/** The record the person's answer picks among several, asking first; a decision when it picks none. */
function pickOne(ctx: StepContext, all: readonly PageRecord[], now: Date): PageRecord | StepDecision {
  // The request's other words may tell them apart ("… in Shoreditch, the standing one"), or leave fewer to ask among ("a meeting room": the rooms).
  const records = narrowBySaid(all, ctx.step.text);
  if (records.length === 1) return records[0]!;
  const a = ctx.answer();
  if (a === undefined) return { kind: 'ask', question: `Which one do you mean: ${orList(records.slice(0, 12).map((r) => JSON.stringify(r.label)))}?` };
  // "the evening one", "the 7pm one": the one at the time of day the answer says.
  const timed = atSaidTime(records, a, now);
  if (timed.length === 1 && records.length > 1) return timed[0]!;
  // The answer may name any part of the record ("the one from Maria"), or its position.
  const byFields = matchRecord(records, a);
  // "Shoreditch, the eight-seater": the one whose fields the answer's words (and numbers) meet most.
  const described = narrowBySaid(records, a, true);
  const picked = byFields.kind === 'one' ? byFields.record : (pickByAnswer(records, a, (r) => r.label) ?? (described.length === 1 ? described[0] : undefined));
  return picked ?? { kind: 'stop', text: `"${a}" matches none of ${orList(records.map((r) => JSON.stringify(r.label)))}, so I did nothing.`, unfit: true };
}

/** Page data as the Navi reports it: records as a list, else the fields; always marked untrusted. */
export function renderValue(value: unknown): string {
  const records = objectsIn(value).filter((r) => Object.values(r).some((v) => typeof v === 'string'));
  const lists = records.length > 1 ? records : [];
  const scalar = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v));
  if (lists.length) {
    return lists
      .slice(0, 30)
      .map((r) => {
        const entries = Object.entries(r).filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v));
        const [first, ...rest] = entries.filter(([k]) => !/id$/i.test(k));
        return `- ${first ? scalar(first[1]) : ''}${rest.length ? ` (${rest.map(([k, v]) => `${k}: ${scalar(v)}`).join(', ')})` : ''}`;
      })
      .join('\n');
  }
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v))
      .map(([k, v]) => `${k}: ${scalar(v)}`)
      .join(', ');
  }
  return JSON.stringify(value ?? null).slice(0, 500);
}

const PRONOUN = /\b(?:it|that|this|them|those|these|that one|this one|the same one|another(?: one)?)\b/i;
const contentWords = (phrase: string) => splitWords(phrase).some((w) => !STOP_WORDS.has(w));

/** The record an earlier step of this request passed to a page tool by id, among `records`. */
function earlierRecord(before: readonly Result[], records: readonly PageRecord[]): PageRecord | undefined {
  for (let i = before.length - 1; i >= 0; i--) {
    const r = before[i]!;
    if (r.call.name !== INVOKE || !r.ok) continue;
    const args = (r.call.arguments.arguments ?? {}) as Record<string, unknown>;
    const hit = records.find((rec) => Object.values(args).some((v) => v === rec.id));
    if (hit) return hit;
  }
  return undefined;
}

export function planPageTool(
  ctx: StepContext,
  opts: {
    question: boolean;
    now?: Date;
    /** A question's records read, before they are the answer: what to do next instead (open the one record that may say more), or null. */
    further?: (answer: RecordsAnswer, tool: DiscoveredPageTool) => StepDecision | null;
  },
): PageToolDecision {
  const step = ctx.step.text;
  const disc = discoveredIn(ctx.mine) ?? discoveredIn(ctx.before);
  if (!disc) {
    const failed = lastOf(ctx.mine, DISCOVER);
    if (failed && !failed.ok) return { kind: 'stop', text: `I could not look at the page: ${failure(failed)}` };
    return call(DISCOVER, {}, "Look for the page's own tools first (WebMCP), the narrowest way to act.");
  }
  const tools = disc.tools;
  const choice = chooseTool(step, tools, { question: opts.question, takesLookup: (t) => idParams(t).length > 0 || takesKeyed(t, tools) });
  let tool: DiscoveredPageTool;
  if (choice.kind === 'none') {
    return { kind: 'no-fit', reason: tools.length ? `None of the page's ${tools.length} tools (${tools.map((t) => t.name).join(', ')}) does "${step}".` : 'The page offers no WebMCP tools.' };
  }
  if (choice.kind === 'tie') {
    const a = ctx.answer();
    const question = `Two or more of the page's tools fit "${step}": ${orList(choice.tools.map(label))}. Which one should I use?`;
    if (a === undefined) return { kind: 'ask', question };
    const picked = pickByAnswer(choice.tools, a, (t) => `${t.name} ${t.title}`);
    if (!picked) return { kind: 'stop', text: `"${a}" did not pick one of ${orList(choice.tools.map((t) => t.name))}, so I did nothing.`, unfit: true };
    tool = picked;
  } else tool = choice.tool;

  // Arguments from the request, then from the person's answers for what is missing.
  const fill = fillArguments(step, tool, { ...(opts.now ? { now: opts.now } : {}), verb: toolVerb(step, tool, tools) });
  if (fill.problems.length) return { kind: 'stop', text: `I did not call ${tool.name}: ${fill.problems.join(' ')}` };
  const args = { ...fill.args };
  // "make it three instead of two" to a tool that only adds: it adds the difference.
  const more = addedCount(step, tool, toolMeanings(tool).has('add'), ctx.earlier);
  if (more?.kind === 'none') return { kind: 'no-fit', reason: more.reason };
  if (more) {
    args[more.param] = more.count;
    fill.lookups = fill.lookups.map((l) => ({ ...l, phrase: more.phrase(l.phrase) }));
  }
  const unsaid = opts.question ? [] : wordsAListerMisses(step, tool, args);
  if (unsaid.length) return { kind: 'no-fit', reason: `The page's tool ${tool.name} lists entries but takes nothing for "${unsaid.join(' ')}".` };
  // A name said for a guest list that fits two of the people it offers: ask which.
  for (const c of fill.choices) {
    const list = Array.isArray(args[c.param]) ? (args[c.param] as unknown[]) : [];
    const a = ctx.answer();
    if (a === undefined) return { kind: 'ask', question: `"${c.name}" fits ${c.options.length} people for ${c.param}: ${orList(c.options)}. Which one do you mean?` };
    const picked = pickByAnswer(c.options, a, (o) => o.replace(/[._@-]+/g, ' '));
    if (!picked) return { kind: 'stop', text: `"${a}" is none of ${orList(c.options)}, so I did nothing.`, unfit: true };
    args[c.param] = [...list, picked];
  }
  // Values the request leaves out that the page's own list of entries gives (keyed-record.ts).
  let missing = fill.missing;
  let keyedEntry: PageRecord | undefined;
  const now = opts.now ?? new Date();
  const keyed = opts.question ? [] : keyedParams(tool, missing);
  const lister = keyReader(tool, tools, keyed);
  if (lister) {
    const read = invocationOf(ctx.mine, lister.name);
    if (!read) return { ...call(INVOKE, invokeArgs(lister, {}), `Read the page's entries with its own tool ${lister.name} to find the ${orList(keyed)} of the one you mean (it still needs your approval).`), reads: true };
    if (!read.ok) return { kind: 'stop', text: `I stopped: ${failure(read)}` };
    const pick = pickKeyed(toolValue(read), keyed, args, step, new Set([...domainWords(tool), ...domainWords(lister)]), now);
    if (pick.kind === 'none') {
      const given = Object.entries(args).filter(([, v]) => typeof v === 'string' || typeof v === 'number').map(([k, v]) => `${k} ${JSON.stringify(v)}`);
      return { kind: 'stop', text: `The page's ${lister.name} lists nothing${given.length ? ` on ${given.join(', ')}` : ''}${pick.said ? ` matching "${pick.said}"` : ''}, so I did not call ${tool.name}. Nothing was changed.` };
    }
    if (pick.kind !== 'unlisted') {
      const entry = pick.kind === 'one' ? pick.record : pickOne(ctx, pick.records, now);
      if (!('record' in entry)) return entry;
      for (const k of keyed) args[k] = entry.record[k];
      keyedEntry = entry;
      missing = missing.filter((k) => !keyed.includes(k));
    }
  }
  for (let round = 0; missing.length && round < 2; round++) {
    const a = ctx.answer();
    if (a === undefined) {
      return { kind: 'ask', question: `To use the page's tool ${label(tool)} I need ${orList(missing.map((k) => describeParam(tool, k))).replace(/ or /, ' and ')}. What ${missing.length > 1 ? 'are they' : 'is it'}?`, unsaid: true };
    }
    const extra = fillArguments(a, tool, { ...(opts.now ? { now: opts.now } : {}), only: missing });
    for (const k of missing) if (k in extra.args) args[k] = extra.args[k];
    const left = missing.filter((k) => !(k in args));
    const textual = left.filter((k) => paramKind(k, propertiesOf(tool.inputSchema)[k]!) === 'text');
    if (left.length === 1 && textual.length === 1) args[left[0]!] = a.trim().replace(/^["'“‘](.*)["'”’]$/s, '$1');
    missing = missing.filter((k) => !(k in args));
  }
  if (missing.length) return { kind: 'stop', text: `I still do not know ${orList(missing.map((k) => describeParam(tool, k)))}, so I did not call ${tool.name}.` };

  // Names to ids, and the page's current revision, through its own read tool.
  let reader: DiscoveredPageTool | null = null;
  let readerArgs: Record<string, unknown> = {};
  const found: { param: string; record: PageRecord }[] = [];
  if (fill.lookups.length || fill.fromState.length) {
    reader = chooseReader(tool, tools, fill.lookups.map((l) => l.param), args);
    if (!reader) {
      return {
        kind: 'stop',
        text: `The page's tool ${tool.name} needs ${orList([...fill.lookups.map((l) => l.param), ...fill.fromState])}, and the page offers no tool to read that from, so I did not call it.`,
      };
    }
    readerArgs = readerArguments(reader, fill.lookups[0]?.phrase ?? '', args);
    const read = invocationOf(ctx.mine, reader.name);
    if (!read) {
      const what = fill.lookups.length ? `to find ${fill.lookups[0]!.phrase ? `"${fill.lookups[0]!.phrase}"` : 'what you mean'}` : 'for its current state';
      const finds = opts.question ? undefined : findsSpec(tool, reader, readerArgs, args, fill);
      if (finds) {
        // One window for the change, this read that finds its entry, and the read that checks it.
        return { ...call(INVOKE, invokeArgs(reader, readerArgs), `Read the page's data with its own tool ${reader.name} ${what}, for the change you approve with it.`), reads: true, finds };
      }
      // Run only to read: its receipt says so instead of "unverified" (it is approved like any page tool).
      return { ...call(INVOKE, invokeArgs(reader, readerArgs), `Read the page's data with its own tool ${reader.name} ${what} (it still needs your approval).`), reads: true };
    }
    // The change approved with this read: its own generated values (an operation id) stay as approved.
    const approved = read.finds?.change.arguments;
    if (approved?.descriptorHash === tool.descriptorHash) {
      const props = propertiesOf(tool.inputSchema);
      const given = (approved.arguments ?? {}) as Record<string, unknown>;
      for (const k of Object.keys(args)) if (paramKind(k, props[k]!) === 'generated' && k in given) args[k] = given[k];
    }
    if (!read.ok) return { kind: 'stop', text: `I stopped: ${failure(read)}` };
    const data = toolValue(read);
    for (const lookup of fill.lookups) {
      const records = recordsWith(data, lookup.param);
      if (!records.length) return { kind: 'stop', text: `The page's ${reader.name} returned no entries with a ${lookup.param}, so I could not call ${tool.name}.` };
      // "…and move it to Work": a pronoun with no name is the record an earlier step acted on.
      // "…star it" in a new message: the one record the Navi's last answer named.
      const earlier = !contentWords(lookup.phrase) && PRONOUN.test(step) ? (earlierRecord(ctx.before, records) ?? recordNamedIn(ctx.earlier, records)) : undefined;
      const kinds = new Set([...domainWords(tool), ...domainWords(reader)]);
      // A dish's sizes and extras the tool takes by their own parameters are no dishes of their own.
      const taken = new Set(Object.keys(args));
      const whole = recordsWithoutOptions(tool, records, taken);
      if (lookup.many && !earlier) {
        // "sertraline n omeprazole": each named record, by its own part of the phrase.
        const ids: PageRecord['id'][] = [];
        const parts = listParts(lookup.phrase);
        for (const [i, part] of parts.entries()) {
          // The last part may run on into the rest of the sentence ("omeprazole through again"): its words up to where they name one.
          const each = i === parts.length - 1 ? leadingMatch(whole, part, kinds) : matchRecord(whole, part, kinds);
          if (each.kind === 'none') return { kind: 'stop', text: `The page has nothing matching "${part}" (its ${reader.name} lists ${orList(records.slice(0, 12).map((r) => JSON.stringify(r.label)))}). Nothing was changed.` };
          const picked = each.kind === 'one' ? each.record : pickOne(ctx, each.records, now);
          if (!('record' in picked)) return picked;
          if (!ids.includes(picked.id)) ids.push(picked.id);
        }
        args[lookup.param] = ids;
        continue;
      }
      const match = earlier ? { kind: 'one' as const, record: earlier } : matchRecord(whole, phraseWithoutOptions(tool, whole, lookup.phrase, taken), kinds);
      if (match.kind === 'none') {
        return { kind: 'stop', text: `The page has nothing matching "${lookup.phrase}" (its ${reader.name} lists ${orList(records.slice(0, 12).map((r) => JSON.stringify(r.label)))}). Nothing was changed.` };
      }
      let record: PageRecord;
      if (match.kind === 'many') {
        const picked = pickOne(ctx, match.records, now);
        if (!('record' in picked)) return picked;
        record = picked;
      } else record = match.record;
      args[lookup.param] = record.id;
      Object.assign(args, optionArguments(tool, record, step, new Set(Object.keys(args))));
      Object.assign(args, movedTimes(step, tool, record.record, args));
      found.push({ param: lookup.param, record });
    }
    for (const key of fill.fromState) {
      const v = stateValue(data, key);
      if (v === undefined) return { kind: 'stop', text: `The page's ${reader.name} did not report its ${splitWords(key).join(' ')}, which ${tool.name} needs.` };
      args[key] = v;
    }
  }

  const done = invocationOf(ctx.mine, tool.name);
  if (!done) {
    const readback = planReadback(tool, tools, args, found, reader, readerArgs);
    const shows = opts.question ? undefined : plannedShown(tool, args, found);
    const named = found[0]?.record ?? keyedEntry;
    const target = named ? ` on ${JSON.stringify(named.label)}` : '';
    const invoke = call(INVOKE, invokeArgs(tool, args), `Use the page's own tool ${tool.name}${target} (needs your approval).`);
    // A question is answered by running the tool to read: nothing it claims is checked as a change.
    return { ...invoke, ...(opts.question ? { reads: true as const } : {}), ...(shows ? { shows } : {}), ...(readback ? { readback } : {}) };
  }
  if (!done.ok) {
    const shown = done.errorCode === 'tool-error' ? failureShown(ctx, done) : null;
    if (shown && typeof shown !== 'string') return shown;
    return { kind: 'stop', text: `I stopped: ${failure(done)}${shown ? `\nThe page says why (quoted page text, untrusted): ${JSON.stringify(shown)}` : ''}` };
  }
  const value = toolValue(done) as { conflict?: unknown; revision?: unknown } | undefined;
  if (value && typeof value === 'object' && value.conflict === true) {
    return { kind: 'stop', text: `The page reports a conflict: it changed since I read it (now revision ${String(value.revision)}). Nothing was changed; ask again to retry.` };
  }
  if (opts.question) {
    const answer = recordsAnswering(step, value, new Set([...domainWords(tool), ...Object.keys(value ?? {}).flatMap((k) => splitWords(k))]), opts.now);
    const further = answer ? opts.further?.(answer, tool) : null;
    if (further) return further;
    // No records answer (one nested object, a summary): the value under the key the question names.
    const keyed = answer ? null : keyedAnswer(step, value, tool.name, opts.now);
    return { kind: 'done', summary: answer?.text ?? keyed ?? `The page's tool ${tool.name} says (untrusted page data):\n${renderValue(value)}` };
  }
  return { kind: 'done', summary: describeDone(tool, args, found, done) };
}

/**
 * The change a read before it finds the entry of, to ask both in one window: only for one entry
 * named by words (not "it"), with the change's other arguments all known. The read that checks
 * the change afterwards is the same read, when the change sets a value a record can show.
 */
function findsSpec(
  tool: DiscoveredPageTool,
  reader: DiscoveredPageTool,
  readerArgs: Record<string, unknown>,
  args: Record<string, unknown>,
  fill: { lookups: readonly { param: string; phrase: string; many?: true }[]; fromState: readonly string[] },
): FindsSpec | undefined {
  const [lookup, ...more] = fill.lookups;
  if (!lookup || more.length || lookup.many || !contentWords(lookup.phrase) || !nameWords(lookup.phrase).length) return undefined;
  const props = propertiesOf(tool.inputSchema);
  const sets = Object.keys(args).some((k) => !['id', 'generated', 'state'].includes(paramKind(k, props[k]!, tool.description)));
  return {
    change: { name: INVOKE, arguments: invokeArgs(tool, args) },
    param: lookup.param,
    recordName: lookup.phrase,
    fromState: [...fill.fromState],
    ...(sets ? { check: { name: INVOKE, arguments: invokeArgs(reader, readerArgs) } } : {}),
  };
}

/**
 * What the page should show after a change to a record it named: the line naming the record
 * shows the new value (a cart line "Trail shoes" showing 3). Our own read checks it, with no
 * approval; the page's read tool is the fall-back when no line names the record.
 */
function plannedShown(tool: DiscoveredPageTool, args: Record<string, unknown>, found: readonly { param: string; record: PageRecord }[]): ShownCheck | undefined {
  const props = propertiesOf(tool.inputSchema);
  const rec = found[0]?.record;
  const field = Object.keys(args).find((k) => !['id', 'generated', 'state'].includes(paramKind(k, props[k]!, tool.description)) && rec && k in rec.record);
  const value = field === undefined ? undefined : args[field];
  if (!rec || (typeof value !== 'number' && typeof value !== 'string') || String(value).trim() === '') return undefined;
  return { text: rec.label, value: String(value) };
}

/** An independent check of the change with the page's read tool, when its records can show it. */
function planReadback(
  tool: DiscoveredPageTool,
  tools: readonly DiscoveredPageTool[],
  args: Record<string, unknown>,
  found: readonly { param: string; record: PageRecord }[],
  reader: DiscoveredPageTool | null,
  readerArgs: Record<string, unknown>,
): ReadbackSpec | undefined {
  const props = propertiesOf(tool.inputSchema);
  const plain = Object.keys(args).filter((k) => !['id', 'generated', 'state'].includes(paramKind(k, props[k]!, tool.description)));
  if (found.length && reader) {
    const { param, record } = found[0]!;
    const key = param in record.record ? param : 'id';
    const field = plain.find((k) => k in record.record);
    if (!field) return undefined;
    return { call: { name: INVOKE, arguments: invokeArgs(reader, readerArgs) }, expect: { record: { key, value: record.id }, field, equals: args[field] } };
  }
  // A new entry: the read tool must list exactly one entry with the new name.
  const named = plain.find((k) => paramKind(k, props[k]!) === 'text' && typeof args[k] === 'string');
  const lister = named ? chooseReader(tool, tools, []) : null;
  if (!named || !lister || Object.keys(readerArguments(lister, '')).length) return undefined;
  return { call: { name: INVOKE, arguments: invokeArgs(lister, {}) }, expect: { record: { key: named, value: args[named] }, field: named, equals: args[named] } };
}

function describeDone(tool: DiscoveredPageTool, args: Record<string, unknown>, found: readonly { param: string; record: PageRecord }[], done: Parameters<typeof toolValue>[0] & object): string {
  const props = propertiesOf(tool.inputSchema);
  const shown = Object.entries(args)
    .filter(([k]) => !['generated', 'state'].includes(paramKind(k, props[k]!)))
    // The entry acted on first ("Green Onions"), then the values given.
    .sort(([a], [b]) => Number(!found.some((f) => f.param === a)) - Number(!found.some((f) => f.param === b)))
    .map(([k, v]) => {
      const rec = found.find((f) => f.param === k);
      return rec ? `${JSON.stringify(rec.record.label)}` : `${k} ${JSON.stringify(v)}`;
    });
  const head = `Done: ${tool.name}${shown.length ? ` with ${shown.join(', ')}` : ''}.`;
  const check = done.check;
  if (check?.readback) {
    // Which read checked it: our own read of what the page shows, or the page's read tool.
    const how = check.readback.observed.source === INVOKE ? "with the page's own tool" : 'from what the page shows';
    return check.readback.matched
      ? `${head} Read back ${how}: it now shows that.`
      : `${head} But reading it back ${how} did NOT show the change; the page may not have applied it (receipt: ${check.outcome}).`;
  }
  return `${head} The page answered ${JSON.stringify(toolValue(done) ?? null).slice(0, 300)} (untrusted page data; no independent check was possible).`;
}
