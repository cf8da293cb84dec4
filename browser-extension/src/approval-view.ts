// What the approval window shows, built from the record alone (no chrome.* here, so it is tested
// as a component). Plain language first: one sentence, the warnings, the picture, the arguments
// as a table; the exact bindings one click away under Details. Everything the page wrote is set
// as textContent (never parsed as HTML) inside a fence; the picture is only ever a data: image.
import { consequenceWarning } from '../../faculties/sdk/consequence.ts';
import type { ApprovalTier, SentencePart } from '../../faculties/sdk/grants.ts';
import { checkedPicture, pictureMark, type Picture } from '../../faculties/sdk/picture.ts';
import type { ApprovalPageRecord } from './approvals-messages.ts';

/** Fired on the rendered root when the person asks to see the tab (to picture it). */
export const SHOW_TAB_EVENT = 'approval-show-tab';

const TIER_LABEL: Record<ApprovalTier, string> = {
  webmcp: 'A tool this page offers',
  browser: "AI Echo's own browser action",
  semantic: "AI Echo's own action",
  livepatch: 'Live Patch',
  rawjs: 'Raw JavaScript (developer mode)',
};

/** Our words for each rung: what it is, and who wrote what the person reads. */
const TIER_WARNING: Record<ApprovalTier, string> = {
  webmcp:
    "The tool's title and description in orange were written by the page, not by AI Echo or by you. Treat them as claims, never as instructions. Approve only if you want exactly these arguments sent to exactly this tool, once.",
  browser:
    "This is AI Echo's own action on your browser's tabs (open, close, go to a page, back, forward, reload), not a tool of the page; it clicks and types nothing in a page.",
  semantic:
    "This is AI Echo's own action, not a tool of the page: synthetic events from a script, which the page sees as untrusted (never as your keyboard or mouse). Words in orange are the page's own labels.",
  livepatch:
    'A Live Patch is a declared, reversible edit of how this page looks, seen only in this tab. The exact previous state is recorded first; undoing it puts the page back. A reload drops it.',
  rawjs:
    'This is raw JavaScript (developer mode). It runs in the page with everything the page itself can do. Approve only if you have read this exact code and want it run once, here.',
};

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

function sentence(parts: readonly SentencePart[]): HTMLElement {
  const h1 = el('h1', { id: 'sentence' });
  for (const part of parts) {
    if (typeof part === 'string') h1.append(part);
    else if ('page' in part) h1.append(el('q', { class: 'page-words', title: 'Written by the page' }, part.page));
    else h1.append(el('q', { class: 'value' }, part.value));
  }
  return h1;
}

/** What a picture shows, in words; a sketch always says it is one (never passes for a capture). */
function pictureWords(p: Picture): { mark: string; what: string } {
  const targets = p.outlined === 1 ? 'the target' : `${p.outlined} targets`;
  let subject = p.kind === 'target' ? `with ${targets} outlined in red` : p.kind === 'form' ? "with the tool's form outlined in red" : 'the whole visible page';
  if (p.source === 'sketch') {
    // A sketch with nothing to outline is cropped to where the page has something.
    if (p.kind === 'tab') subject = 'the part of the page that has something on it';
    return {
      mark: pictureMark(p),
      what: `No live picture of the tab could be taken (it was behind another window or tab, or pictures of tabs are off in the extension's options). This sketch is drawn from the page's own layout (its boxes and labels) when AI Echo asked, ${subject}`,
    };
  }
  return { mark: pictureMark(p), what: `The tab as it was on screen when AI Echo asked, ${subject}` };
}

function picture(rec: ApprovalPageRecord): HTMLElement {
  const p = rec.display.picture;
  const shown = checkedPicture(p);
  const pending = rec.state === 'pending';
  const showTab = (box: HTMLElement, text: string) => {
    const show = el('button', { type: 'button', id: 'show-tab' }, text);
    show.addEventListener('click', () => box.dispatchEvent(new Event(SHOW_TAB_EVENT, { bubbles: true })));
    box.append(' ', show);
  };
  if (shown) {
    const figure = el('figure', { id: 'picture', 'data-kind': shown.kind, 'data-source': shown.source });
    const { mark, what } = pictureWords(shown);
    const taken = new Date(shown.takenAt).toLocaleTimeString();
    const caption = el(
      'figcaption',
      {},
      `${what}${shown.masked ? `; ${shown.masked} protected field${shown.masked === 1 ? '' : 's'} covered` : ''} (${shown.source === 'sketch' ? 'drawn' : 'taken'} at ${taken}). It is evidence only: the approval binds the exact target, not the picture.`,
    );
    figure.append(el('p', { id: 'picture-mark', class: `picture-mark ${shown.source}` }, mark), el('img', { src: shown.dataUrl, alt: `${mark}: ${what}`, width: String(shown.width), height: String(shown.height) }), caption);
    // A sketch can be swapped for a live picture: the person brings the tab forward.
    if (shown.source === 'sketch' && pending) showTab(caption, 'Show the tab for a live picture');
    return figure;
  }
  const box = el('div', { id: 'picture', class: 'no-picture' }, p && 'missing' in p ? p.missing : 'No picture was taken.');
  if (pending) showTab(box, 'Show the tab');
  return box;
}

function argumentsTable(rec: ApprovalPageRecord): HTMLElement | null {
  const rows = rec.display.argumentsTable;
  if (!rows.length) return null;
  const table = el('table', { class: 'args', id: 'arguments' });
  for (const { label, value, code } of rows) {
    const tr = el('tr');
    const td = el('td');
    td.append(code || value.includes('\n') ? el('pre', {}, value) : value);
    tr.append(el('th', { scope: 'row' }, label), td);
    table.append(tr);
  }
  return table;
}

/** The reads the same approval covers after the change: named, fenced, each with its exact arguments. */
function checks(rec: ApprovalPageRecord): HTMLElement | null {
  const list = rec.display.checks ?? [];
  if (!list.length) return null;
  const box = el('div', { id: 'checks' });
  box.append(el('p', { class: 'checks-head' }, `To check the change afterwards, this approval also lets AI Echo run ${list.length === 1 ? "this page tool once" : 'these page tools once each'}, with exactly these arguments, and nothing else:`));
  const ul = el('ul');
  for (const c of list) {
    const li = el('li');
    li.append(c.title ? el('q', { class: 'page-words', title: 'Written by the page' }, c.title) : '', ' ', el('code', {}, c.name), ' with ', el('code', {}, c.argumentsJson));
    ul.append(li);
  }
  box.append(ul, el('p', { class: 'checks-note' }, 'The page calls it a read; AI Echo cannot check that, so it is named here like the change.'));
  return box;
}

/** The read the same approval runs first, to find the entry: named, fenced, with its exact arguments and what it fills. */
function lookup(rec: ApprovalPageRecord): HTMLElement | null {
  const l = rec.display.lookup;
  if (!l) return null;
  const box = el('div', { id: 'lookup' });
  box.append(el('p', { class: 'checks-head' }, 'To find the entry, this approval first lets AI Echo run this page tool once, with exactly these arguments, and nothing else:'));
  const li = el('li');
  li.append(l.title ? el('q', { class: 'page-words', title: 'Written by the page' }, l.title) : '', ' ', el('code', {}, l.name), ' with ', el('code', {}, l.argumentsJson));
  const what = [`${l.param}: the id of the one entry it names “${l.recordName}”`, ...l.fromState.map((k) => `${k}: as it reports it`)];
  const ul = el('ul');
  ul.append(li);
  box.append(
    ul,
    el('p', { class: 'checks-note' }, `Its answer fills only ${what.join('; ')}. If it names no such entry, or several, nothing is changed and AI Echo asks you.`),
    el('p', { class: 'checks-note' }, 'The page calls it a read; AI Echo cannot check that, so it is named here like the change.'),
  );
  return box;
}

/** The exact bindings and every fact, as before: under Details. */
function details(rec: ApprovalPageRecord): HTMLElement {
  const { display: d, binding: b } = rec;
  const box = el('details', { id: 'details' });
  box.append(el('summary', {}, 'Details: the exact tool, arguments, hashes, tab, frame and document'));
  const facts = el('dl', { id: 'facts' });
  const row = (label: string, value: string, kind: 'text' | 'code' | 'pre' | 'untrusted' = 'text') => {
    const dd = el('dd');
    dd.append(el(kind === 'pre' ? 'pre' : kind === 'code' ? 'code' : 'div', kind === 'untrusted' ? { class: 'untrusted' } : {}, value));
    facts.append(el('dt', {}, label), dd);
  };
  const rawjs = d.tier === 'rawjs';
  row('Tool name', d.subjectName, 'code');
  if (d.tier === 'webmcp') {
    row('Title (from the page)', d.subjectTitle || '(none)', 'untrusted');
    row('Description (from the page)', d.subjectDescription || '(none)', 'untrusted');
  } else {
    row('Kind', d.subjectTitle || d.subjectName);
  }
  row(rawjs ? 'Code (runs exactly as shown)' : 'Arguments', d.argumentsJson, 'pre');
  row('Origin', b.origin, 'code');
  row('Tab', d.tabTitle || '(untitled)');
  row('Tab URL', d.tabUrl, 'code');
  row('Tab id', String(b.tabId), 'code');
  row('Frame id', String(b.frameId), 'code');
  row('Document ID', b.documentId, 'code');
  row(rawjs ? 'Code SHA-256' : d.tier === 'webmcp' ? 'Descriptor hash' : 'Action hash', b.subjectHash, 'code');
  row('Argument hash', b.argumentHash, 'code');
  for (const f of d.facts) row(f.label, f.value, f.value.includes('\n') ? 'pre' : 'code');
  box.append(facts);
  return box;
}

/** Fills `root` with everything the window shows of `rec`. */
export function renderApproval(root: HTMLElement, rec: ApprovalPageRecord): void {
  const d = rec.display;
  const parts: HTMLElement[] = [el('p', { id: 'tier' }, TIER_LABEL[d.tier]), sentence(d.sentence)];
  // Who asks, as AI Echo named them (the Navi, or a paired MCP client): context, never a binding.
  if (d.requester) parts.push(el('p', { id: 'requester' }, `Asked by ${d.requester}, through AI Echo.`));
  // The person's own words for the request, as AI Echo relayed them: context, never a binding.
  if (d.request) parts.push(el('p', { id: 'request' }, `You asked AI Echo: “${d.request}”`));
  const warning = consequenceWarning(d.consequences);
  // Our own warnings (never page text): each only asks for more care.
  const consequences = el('div', { id: 'consequences' });
  if (warning) consequences.append(el('p', { class: 'consequence', role: 'alert' }, warning));
  parts.push(consequences);
  const notices = el('div', { id: 'notices' });
  for (const text of d.notices ?? []) notices.append(el('p', { class: 'notice' }, text));
  parts.push(notices, el('p', { id: 'warning', class: 'warning' }, TIER_WARNING[d.tier]), picture(rec));
  const table = argumentsTable(rec);
  if (table) parts.push(table);
  const found = lookup(rec);
  if (found) parts.push(found);
  const planned = checks(rec);
  if (planned) parts.push(planned);
  if (d.tier === 'webmcp') {
    // The page's own words about its tool, fenced.
    parts.push(el('p', { class: 'fence-label' }, "The page's description of this tool (untrusted)"), el('div', { class: 'untrusted', id: 'page-words' }, d.subjectDescription || '(none)'));
  }
  parts.push(details(rec));
  root.replaceChildren(...parts);
}
