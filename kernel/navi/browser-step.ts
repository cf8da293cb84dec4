// Requests about the browser itself: which tabs are open, finding a tab by its title or site,
// switching to it, opening or closing a tab, keeping the Navi's tabs in their group, going back
// or forward, reloading, opening a URL in a new tab or loading it in this one.
// Each capability is used only when the tool list offers it (looked up by name there, never
// assumed); otherwise the Navi says which one this browser's extension lacks.
import type { NaviTool } from '../navi-engine.ts';
import { pickByAnswer } from './page-tool-step.ts';
import { call, failure, lastOf } from './results.ts';
import { regionIn } from './target-resolver.ts';
import { propertiesOf } from './tool-matcher.ts';
import type { StepContext, StepDecision } from './turn.ts';
import { findVerb, STOP_WORDS } from './words.ts';

export type BrowserIntent =
  | { kind: 'list' }
  | { kind: 'find'; query: string }
  | { kind: 'switch'; query: string }
  | { kind: 'close'; query: string }
  | { kind: 'open'; url: string }
  | { kind: 'navigate'; url: string }
  | { kind: 'group' }
  | { kind: 'page'; action: 'back' | 'forward' | 'reload' };

interface TabInfo {
  tabId: number;
  title: string;
  url: string;
  allowed: boolean;
  active: boolean;
}

const URL_RE = /\b((?:https?:\/\/)[^\s"'<>]+|(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?(?:\/[^\s"'<>]*)?)/i;
const TAB_WORDS = /\b(?:tabs?|windows?)\b/i;
const THIS_TAB = /\b(?:this|current|the active)\s+(?:tab|page)\b/i;

/** The words that name a tab ("my SkyHop tab" -> "SkyHop"). */
function tabQuery(text: string): string {
  const verb = findVerb(text);
  const rest = verb ? text.slice(verb.end) : text;
  return rest
    .replace(TAB_WORDS, ' ')
    .split(/[^\p{L}\p{N}.:-]+/u)
    .filter((w) => w && !STOP_WORDS.has(w.toLowerCase()) && !['open', 'called', 'named', 'titled', 'with', 'site'].includes(w.toLowerCase()))
    .join(' ')
    .trim();
}

/** Whether a step is about the browser rather than the page, and what it asks. */
export function parseBrowser(text: string): BrowserIntent | null {
  const t = text.trim().replace(/[?.!]+$/, '');
  const verb = findVerb(t);
  const m = verb?.meanings ?? [];
  if (m.includes('back')) return { kind: 'page', action: 'back' };
  if (m.includes('forward')) return { kind: 'page', action: 'forward' };
  if (m.includes('reload') && (/\b(?:page|tab|it)\b/i.test(t) || t.split(/\s+/).length <= 2)) return { kind: 'page', action: 'reload' };
  const url = URL_RE.exec(t);
  if (url && /^(?:go to|visit|navigate(?: to)?|load)\b/i.test(t) && !/\bnew tab\b/i.test(t)) return { kind: 'navigate', url: url[1]! };
  if (url && (m.includes('open') || m.includes('show'))) return { kind: 'open', url: url[1]! };
  if (!saysTabs(t)) return null;
  // "show the delivery options on the billing tab": the page's own tab places what is named.
  const region = regionIn(t);
  if (region && !TAB_WORDS.test(region.rest)) return null;
  if (/^(?:group|gather|keep|put)\b/i.test(t) && /\b(?:your|the navi'?s|ai echo'?s)\s+tabs\b/i.test(t)) return { kind: 'group' };
  if (m.includes('switch-tab') || /^(?:go|jump|move|take me) to\b/i.test(t)) return { kind: 'switch', query: tabQuery(t) };
  if (m.includes('close') && !/\b(?:pop-?up|dialog|banner|modal)\b/i.test(t)) return { kind: 'close', query: THIS_TAB.test(t) ? '' : tabQuery(t) };
  if (m.includes('add') || (m.includes('open') && /\bnew tab\b/i.test(t))) return url ? { kind: 'open', url: url[1]! } : null;
  const query = tabQuery(t);
  if (m.includes('search') || (m.includes('open') && query) || (/^(?:is|are|do i have)\b/i.test(t) && query)) return { kind: 'find', query };
  return { kind: 'list' };
}

/** Whether the request is about tabs or windows, not a thing named by them ("a window desk", "a window seat"). */
function saysTabs(text: string): boolean {
  return [...text.matchAll(/\b(tabs?|windows?)\b(?:\s+([\p{L}']+))?/giu)].some((m) => !/^w/i.test(m[1]!) || !m[2] || STOP_WORDS.has(m[2].toLowerCase()) || /^(?:open|please|pls|now|except|but)$/i.test(m[2]));
}

function tabsIn(data: unknown): TabInfo[] {
  const tabs = (data as { tabs?: unknown } | null)?.tabs;
  return Array.isArray(tabs) ? (tabs as TabInfo[]) : [];
}

function listTabs(tabs: readonly TabInfo[]): string {
  return tabs.map((t) => `- [${t.tabId}] ${t.allowed ? `${JSON.stringify(t.title)} ${t.url}` : `${t.url} (not allowed for AI Echo)`}${t.active ? ' (active)' : ''}`).join('\n');
}

/** Arguments for a browser tool by its own schema: only the keys it declares. */
function argsFor(tool: NaviTool, given: Record<string, unknown>): Record<string, unknown> {
  const props = propertiesOf(tool.inputSchema);
  return Object.fromEntries(Object.entries(given).filter(([k]) => k in props));
}

/** Where a tab is after a move, as the action reported it (its title is page data, quoted). */
function whereNow(data: unknown): string {
  const v = (data ?? {}) as { url?: unknown; title?: unknown; status?: unknown };
  const title = typeof v.title === 'string' && v.title ? ` (${JSON.stringify(v.title)})` : '';
  return `${String(v.url ?? '?')}${title}${v.status === 'loading' ? ', still loading' : ''}`;
}

export function planBrowser(ctx: StepContext, intent: BrowserIntent, tools: readonly NaviTool[]): StepDecision {
  const offered = (name: string) => tools.find((t) => t.name === name);
  const lacking = (name: string, what: string): StepDecision => ({
    kind: 'stop',
    text: `I can't ${what} here yet: this browser's extension does not offer ${name}. I can list your tabs and find one by name.`,
  });
  switch (intent.kind) {
    case 'list': {
      const r = lastOf(ctx.mine, 'browser.tabs.list');
      if (!r) return call('browser.tabs.list', {}, 'List your open tabs.');
      if (!r.ok) return { kind: 'stop', text: `I could not list the tabs: ${failure(r)}` };
      const tabs = tabsIn(r.result.data);
      return { kind: 'done', summary: `You have ${tabs.length} tab${tabs.length === 1 ? '' : 's'} open:\n${listTabs(tabs)}` };
    }
    case 'find':
    case 'switch':
    case 'close': {
      const activate = intent.kind === 'switch' ? offered('browser.tabs.activate') : intent.kind === 'close' ? offered('browser.tabs.close') : undefined;
      if (intent.kind === 'switch' && !activate) return lacking('browser.tabs.activate', 'switch tabs');
      if (intent.kind === 'close' && !activate) return lacking('browser.tabs.close', 'close tabs');
      let tab: TabInfo | undefined;
      if (intent.kind === 'close' && !intent.query) {
        const info = lastOf(ctx.mine, 'browser.page.info');
        if (!info) return call('browser.page.info', {}, 'Find which tab is the current one.');
        if (!info.ok) return { kind: 'stop', text: `I could not tell which tab is current: ${failure(info)}` };
        const d = info.result.data as { tabId?: unknown; title?: unknown; url?: unknown };
        tab = { tabId: Number(d.tabId), title: String(d.title ?? ''), url: String(d.url ?? ''), allowed: true, active: true };
      } else {
        if (!intent.query) return { kind: 'stop', text: 'Which tab? Tell me a word from its title or its site.' };
        const found = lastOf(ctx.mine, 'browser.tabs.find');
        if (!found) return call('browser.tabs.find', { query: intent.query.slice(0, 200) }, `Find the tab that matches "${intent.query}".`);
        if (!found.ok) return { kind: 'stop', text: `I could not search the tabs: ${failure(found)}` };
        const tabs = tabsIn(found.result.data);
        if (intent.kind === 'find') {
          return { kind: 'done', summary: tabs.length ? `Found ${tabs.length} tab${tabs.length === 1 ? '' : 's'} matching "${intent.query}":\n${listTabs(tabs)}` : `No open tab (on the sites you allowed) matches "${intent.query}".` };
        }
        if (!tabs.length) return { kind: 'stop', text: `No open tab (on the sites you allowed) matches "${intent.query}".` };
        if (tabs.length > 1) {
          const a = ctx.answer();
          if (a === undefined) return { kind: 'ask', question: `Several tabs match "${intent.query}": ${tabs.map((t) => JSON.stringify(t.title)).join(', ')}. Which one?` };
          tab = pickByAnswer(tabs, a, (t) => `${t.title} ${t.url}`);
          if (!tab) return { kind: 'stop', text: `"${a}" did not pick one of those tabs, so I did nothing.`, unfit: true };
        } else tab = tabs[0];
      }
      const done = lastOf(ctx.mine, activate!.name);
      if (!done) return call(activate!.name, argsFor(activate!, { tabId: tab!.tabId }), `${intent.kind === 'switch' ? 'Switch to' : 'Close'} the tab ${JSON.stringify(tab!.title)}.`);
      if (!done.ok) return { kind: 'stop', text: `I stopped: ${failure(done)}` };
      return { kind: 'done', summary: `${intent.kind === 'switch' ? 'Switched to' : 'Closed'} the tab ${JSON.stringify(tab!.title)}.` };
    }
    case 'open':
    case 'navigate': {
      // A new tab is opened in the background; "go to" loads the address in the current tab.
      const order = intent.kind === 'open' ? ['browser.tabs.open', 'browser.page.navigate'] : ['browser.page.navigate', 'browser.tabs.open'];
      const tool = offered(order[0]!) ?? offered(order[1]!);
      if (!tool) return lacking(order[0]!, 'open a web address');
      const url = /^https?:\/\//i.test(intent.url) ? intent.url : `https://${intent.url}`;
      const done = lastOf(ctx.mine, tool.name);
      if (!done) return call(tool.name, argsFor(tool, { url }), `${tool.name === 'browser.tabs.open' ? 'Open' : 'Load'} ${url} (only sites you allowed can be opened; needs your approval).`);
      if (!done.ok) return { kind: 'stop', text: `I did not open it: ${failure(done)}` };
      return { kind: 'done', summary: tool.name === 'browser.tabs.open' ? `Opened ${whereNow(done.result.data)} in a background tab.` : `This tab now shows ${whereNow(done.result.data)}.` };
    }
    case 'group': {
      const tool = offered('browser.tabs.group');
      if (!tool) return lacking('browser.tabs.group', 'group my tabs');
      const done = lastOf(ctx.mine, tool.name);
      if (!done) return call(tool.name, {}, 'Gather the tabs I opened into the "AI Echo" group.');
      if (!done.ok) return { kind: 'stop', text: `I could not group my tabs: ${failure(done)}` };
      const n = ((done.result.data as { tabIds?: unknown[] } | null)?.tabIds ?? []).length;
      return { kind: 'done', summary: n ? `Grouped the ${n} tab${n === 1 ? '' : 's'} I opened in "AI Echo".` : 'I have opened no tabs to group.' };
    }
    case 'page': {
      const name = `browser.page.${intent.action}`;
      const tool = offered(name);
      const words = { back: 'go back', forward: 'go forward', reload: 'reload the page' }[intent.action];
      if (!tool) return lacking(name, words);
      const done = lastOf(ctx.mine, name);
      if (!done) return call(name, argsFor(tool, {}), `${words[0]!.toUpperCase()}${words.slice(1)} in the current tab.`);
      if (!done.ok) return { kind: 'stop', text: `I could not ${words}: ${failure(done)}` };
      return { kind: 'done', summary: `Done: the tab shows ${whereNow(done.result.data)}.` };
    }
  }
}
