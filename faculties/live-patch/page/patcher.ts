// Live Patch inside the page (the extension's isolated world of one frame). A patch is planned
// first: every target resolved, every check made, and the exact inverse recorded (initial
// attribute values and order, original child nodes) before anything changes. Commit applies it
// all or nothing; revert puts back exactly what was there, refusing if the page changed the
// patched parts since (it never overwrites the page's own later edits).
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import { identify } from '../../sdk/page/identity.ts';
import { resolveTarget } from '../../sdk/page/resolve.ts';
import { fieldReason, sensitivityOf } from '../../sdk/page/sensitive.ts';
import { isVisible } from '../../sdk/page/state.ts';
import { PathMemo, allElements } from '../../sdk/page/tree.ts';
import { sensitiveRegionLevel } from '../../sdk/page/sensitivity.ts';
import { consequenceWarning } from '../../sdk/consequence.ts';
import type { Judged } from '../../sdk/page-view.ts';
import { MAX_TEXT_CHARS } from '../limits.ts';
import {
  ANNOTATION_ATTRIBUTE,
  type AppliedResult,
  type ConsequentialTouch,
  type InverseRecord,
  type PatchStatus,
  type PatchTargetRef,
  type PlanArgs,
  type PlanResult,
  type RevertedResult,
} from '../protocol.ts';
import { RELOADING_ATTRIBUTES, attributeOrderRepair, checkOperation, type Operation, type OperationKind, type Refusal } from '../rules.ts';
import { consequentialTouches, reachedControls, rememberReached, watchConsequential } from './reach.ts';

interface ElementRecord {
  el: Element;
  ref: PatchTargetRef;
  /** Attribute key -> initial value (null: absent). */
  initial: Map<string, string | null>;
  initialOrder: string[];
  /** The original children, when the patch replaces the text. */
  children: Node[] | null;
  after: Map<string, string | null>;
  afterChildren: Node[] | null;
}

interface Step {
  op: Operation & { op: OperationKind };
  record: ElementRecord;
}

interface Patch {
  patchId: string;
  state: 'planned' | 'active' | 'reverted';
  records: ElementRecord[];
  steps: Step[];
  annotations: Element[];
}

/** An edit made under a site allowance (the consent gate's `judged`): judged here, in the task that makes it. */
const underAllowance = (judged: Judged | null | undefined): boolean => !!judged && 'edits' in judged;

/** No allowance covers a patch that reaches a control that may spend money or cannot be undone. */
function refuseConsequential(touches: readonly ConsequentialTouch[]): void {
  if (!touches.length) return;
  const named = touches.map((t) => `${t.role} ${JSON.stringify(t.name)}`).join(', ');
  throw new BridgeError(
    'consent-required',
    `This patch reaches ${named} (as the page showed it before any patch). ${consequenceWarning(touches.flatMap((t) => t.consequences))} Ask the person in the approval window.`,
    { consequences: touches.flatMap((t) => t.consequences), controls: touches.map(({ role, name }) => ({ role, name })) },
  );
}

/** Patches in this document; dropped with it on navigation. Reverted ones are forgotten first past the cap. */
const patches = new Map<string, Patch>();
const MAX_PATCHES_PER_DOCUMENT = 128;

/** Elements whose children a text replacement may put aside and bring back unchanged. */
const PHRASING = new Set([
  'b', 'i', 'em', 'strong', 'span', 'small', 'mark', 'abbr', 'code', 'br', 'sub', 'sup', 's', 'u', 'wbr', 'time', 'bdi', 'bdo', 'q',
  'cite', 'dfn', 'kbd', 'samp', 'var', 'data', 'del', 'ins',
]);
/** Elements with no text of their own to replace. */
const NO_TEXT = new Set([
  'input', 'textarea', 'select', 'img', 'br', 'hr', 'iframe', 'frame', 'video', 'audio', 'canvas', 'svg', 'math', 'object', 'embed',
  'picture', 'source', 'track', 'area', 'col', 'colgroup', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'ul', 'ol', 'dl', 'html', 'body',
]);

const ANNOTATION_STYLE =
  'all: revert; display: inline-block; margin: 0 4px; padding: 1px 6px; border: 1px dashed #b36b00; border-radius: 4px; ' +
  'background: #fff4d6; color: #4a2c00; font: 12px/1.4 system-ui, sans-serif; white-space: pre-wrap;';

function fail(r: Refusal): never {
  throw new BridgeError(r.code, r.message, r.detail);
}

const isHtml = (el: Element) => el.namespaceURI === 'http://www.w3.org/1999/xhtml' && el.ownerDocument.contentType === 'text/html';

/** The key the DOM stores an attribute name under on this element. */
function attrKey(el: Element, name: string): string {
  return isHtml(el) ? name.toLowerCase() : name;
}

function styled(el: Element): CSSStyleDeclaration {
  const style = (el as Element & { style?: CSSStyleDeclaration }).style;
  if (!style) throw new BridgeError('operation-not-allowed', `<${el.localName}> has no inline style.`);
  return style;
}

function refuseSensitive(el: Element): void {
  const reason = sensitivityOf(el);
  if (reason) {
    throw new BridgeError('blocked-sensitive', `The target is a protected surface (${reason}); Live Patch never edits passwords, credentials, payment fields or marked private regions.`, { reason });
  }
  // A patch on a container reaches what is inside it (hide it, replace its text).
  for (const inner of allElements(el)) {
    if (inner === el) continue;
    const level = sensitiveRegionLevel(inner.getAttribute('data-sensitivity'));
    const field = level ?? (inner.localName === 'input' || inner.localName === 'select' || inner.localName === 'textarea' || inner.localName === 'form' ? fieldReason(inner) : null);
    if (field) {
      throw new BridgeError('blocked-sensitive', `The target contains a protected surface (${field}); Live Patch never edits passwords, credentials, payment fields or marked private regions.`, { reason: field });
    }
  }
}

/** Names an operation changes on its element. */
function touchedAttributes(el: Element, op: Operation & { op: OperationKind }): string[] {
  switch (op.op) {
    case 'setStyle':
    case 'removeStyle':
    case 'hide':
      return ['style'];
    case 'show':
      return ['style', 'hidden'];
    case 'setAttribute':
    case 'removeAttribute':
      return [attrKey(el, op.name!)];
    default:
      return [];
  }
}

function recordFor(records: ElementRecord[], el: Element, memo: PathMemo): ElementRecord {
  let rec = records.find((r) => r.el === el);
  if (!rec) {
    const id = identify(el, memo);
    rec = {
      el,
      ref: { tag: el.localName, fingerprint: id.fingerprint, role: id.role, name: id.name },
      initial: new Map(),
      initialOrder: el.getAttributeNames(),
      children: null,
      after: new Map(),
      afterChildren: null,
    };
    records.push(rec);
  }
  return rec;
}

/** Removing an attribute that is not last means putting the later ones back in order on revert: never ones that reload. */
function checkRemovalOrder(rec: ElementRecord, key: string): void {
  if (rec.initial.get(key) === null) return;
  const without = rec.initialOrder.filter((n) => n !== key);
  const repair = attributeOrderRepair(rec.initialOrder, [...without, key]);
  const reloading = repair.find((n) => n !== key && RELOADING_ATTRIBUTES.has(n));
  if (reloading) {
    throw new BridgeError('operation-not-allowed', `Removing ${key} from <${rec.el.localName}> could not be reverted exactly without setting ${reloading} again, which reloads it.`, {
      reason: 'revert-would-reload',
    });
  }
}

function checkTextTarget(el: Element): void {
  if (NO_TEXT.has(el.localName) || el.shadowRoot) throw new BridgeError('operation-not-allowed', `<${el.localName}> has no text of its own to replace; target the element that holds the text.`, { reason: 'no-text' });
  for (const child of el.children) {
    if (!PHRASING.has(child.localName) || child.querySelector('*:not(b,i,em,strong,span,small,mark,abbr,code,br,sub,sup,s,u,wbr,time,bdi,bdo,q,cite,dfn,kbd,samp,var,data,del,ins)')) {
      throw new BridgeError('operation-not-allowed', `The target contains a <${child.localName}> (a control or block), not just text; replace the text of a smaller element.`, { reason: 'not-text-only' });
    }
  }
}

export function plan(args: PlanArgs, judged?: Judged | null): PlanResult {
  if (!args.dryRun && patches.has(args.patchId)) throw new BridgeError('invalid-input', `Patch ${args.patchId} already exists in this document.`);
  const memo = new PathMemo();
  const records: ElementRecord[] = [];
  const steps: Step[] = [];
  for (const [i, op] of args.operations.entries()) {
    const at = (r: Refusal): Refusal => ({ ...r, message: `Operation ${i + 1} (${String(op.op).slice(0, 40)}): ${r.message}`, detail: { ...r.detail, operation: i } });
    const early = checkOperation(op);
    if (early) fail(at(early));
    const el = resolveTarget(op.target, memo);
    const again = checkOperation(op, el.localName);
    if (again) fail(at(again));
    refuseSensitive(el);
    const kind = op as Operation & { op: OperationKind };
    const rec = recordFor(records, el, memo);
    for (const key of touchedAttributes(el, kind)) if (!rec.initial.has(key)) rec.initial.set(key, el.getAttribute(key));
    if (kind.op === 'removeAttribute') checkRemovalOrder(rec, attrKey(el, kind.name!));
    if (kind.op === 'show' && el.hasAttribute('hidden')) checkRemovalOrder(rec, 'hidden');
    if (kind.op === 'setStyle' && !kind.property!.startsWith('--') && !CSS.supports(kind.property!, kind.value!)) {
      fail(at({ code: 'invalid-input', message: `The browser does not accept ${JSON.stringify(kind.value)} for ${kind.property}.` }));
    }
    if (kind.op === 'replaceText') {
      checkTextTarget(el);
      rec.children ??= [...el.childNodes];
    }
    if (kind.op === 'annotate' && !(el.parentNode instanceof Element || el.parentNode instanceof ShadowRoot)) {
      throw new BridgeError('operation-not-allowed', 'An annotation needs a place next to the target.', { reason: 'no-parent' });
    }
    steps.push({ op: kind, record: rec });
  }
  const consequential = consequentialTouches(records.map((r) => r.el), memo);
  if (underAllowance(judged)) refuseConsequential(consequential);
  const inverse: InverseRecord[] = records.map((r) => ({
    target: r.ref,
    attributes: Object.fromEntries(r.initial),
    attributeOrder: [...r.initialOrder],
    ...(r.children ? { text: r.children.map((n) => n.textContent ?? '').join('').slice(0, MAX_TEXT_CHARS) } : {}),
    annotations: steps.filter((s) => s.record === r && s.op.op === 'annotate').length,
  }));
  if (!args.dryRun) {
    if (patches.size >= MAX_PATCHES_PER_DOCUMENT) {
      for (const [id, p] of patches) if (p.state !== 'active' && patches.size >= MAX_PATCHES_PER_DOCUMENT) patches.delete(id);
      if (patches.size >= MAX_PATCHES_PER_DOCUMENT) throw new BridgeError('operation-not-allowed', `This page already holds ${patches.size} patches; revert some first.`);
    }
    patches.set(args.patchId, { patchId: args.patchId, state: 'planned', records, steps, annotations: [] });
  }
  return { patchId: args.patchId, inverse, consequential };
}

function sameNodes(a: readonly Node[], b: NodeListOf<ChildNode> | readonly Node[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

function vanished(p: Patch): ElementRecord[] {
  return p.records.filter((r) => !r.el.isConnected);
}

function refuseVanished(p: Patch, doing: string): void {
  const gone = vanished(p);
  if (gone.length) {
    throw new BridgeError('target-vanished', `${gone.length} target(s) of patch ${p.patchId} left the page (${gone.map((r) => `<${r.ref.tag}> ${JSON.stringify(r.ref.name)}`).join(', ')}); nothing was ${doing}.`, {
      vanished: gone.map((r) => r.ref),
    });
  }
}

/** Puts every record back to its initial state: attribute values, children, attribute order. */
function restore(p: Patch): void {
  for (const node of p.annotations) node.remove();
  p.annotations = [];
  for (const r of p.records) {
    if (r.children && !sameNodes(r.children, r.el.childNodes)) r.el.replaceChildren(...r.children);
    for (const [key, value] of r.initial) {
      // Reading first makes Chrome write a pending inline-style change into the attribute;
      // otherwise a removed style attribute comes back empty at the next serialisation.
      const current = r.el.getAttribute(key);
      if (value === null) {
        if (current !== null) r.el.removeAttribute(key);
      }
      else if (current !== value) r.el.setAttribute(key, value);
    }
    for (const name of attributeOrderRepair(r.initialOrder, r.el.getAttributeNames())) {
      const attr = r.el.getAttributeNode(name);
      if (!attr) continue;
      r.el.removeAttributeNode(attr);
      r.el.setAttributeNode(attr);
    }
  }
}

function applyStep(p: Patch, step: Step): void {
  const { op, record } = step;
  const el = record.el;
  switch (op.op) {
    case 'setStyle': {
      const style = styled(el);
      style.setProperty(op.property!, op.value!, op.important ? 'important' : '');
      if (!op.property!.startsWith('--') && !CSS.supports(op.property!, op.value!)) {
        throw new BridgeError('invalid-input', `The browser did not accept ${JSON.stringify(op.value)} for ${op.property}.`);
      }
      return;
    }
    case 'removeStyle':
      styled(el).removeProperty(op.property!);
      return;
    case 'setAttribute':
      el.setAttribute(attrKey(el, op.name!), op.value!);
      return;
    case 'removeAttribute':
      el.removeAttribute(attrKey(el, op.name!));
      return;
    case 'replaceText':
      el.replaceChildren(document.createTextNode(op.text!));
      return;
    case 'hide':
      styled(el).setProperty('display', 'none', 'important');
      return;
    case 'show': {
      el.removeAttribute('hidden');
      const style = styled(el);
      if (getComputedStyle(el).display === 'none') style.setProperty('display', 'revert', 'important');
      if (getComputedStyle(el).visibility === 'hidden') style.setProperty('visibility', 'visible', 'important');
      if (getComputedStyle(el).display === 'none') throw new BridgeError('operation-not-allowed', `<${el.localName}> stays hidden by its kind; a style change cannot show it.`, { reason: 'cannot-show' });
      return;
    }
    case 'annotate': {
      const note = document.createElement('span');
      note.setAttribute(ANNOTATION_ATTRIBUTE, p.patchId);
      note.setAttribute('role', 'note');
      note.setAttribute('style', ANNOTATION_STYLE);
      note.textContent = `AI Echo note: ${op.text!}`;
      if (op.position === 'before') el.before(note);
      else el.after(note);
      p.annotations.push(note);
      if (!isVisible(note)) throw new BridgeError('operation-not-allowed', 'An annotation would not be visible there; place it next to another element.', { reason: 'not-visible-there' });
      return;
    }
  }
}

export function commit(args: { patchId: string }, judged?: Judged | null): AppliedResult {
  const p = patches.get(args.patchId);
  if (!p || p.state !== 'planned') throw new BridgeError('patch-not-found', `No planned patch ${args.patchId} in this document.`);
  try {
    refuseVanished(p, 'changed');
    for (const r of p.records) {
      const moved = [...r.initial].some(([k, v]) => r.el.getAttribute(k) !== v) || !sameOrder(r.initialOrder, r.el.getAttributeNames()) || (r.children && !sameNodes(r.children, r.el.childNodes));
      if (moved) throw new BridgeError('patch-conflict', `The page changed <${r.ref.tag}> ${JSON.stringify(r.ref.name)} between planning and applying; nothing was changed. Try again.`);
    }
    const memo = new PathMemo();
    const targets = p.records.map((r) => r.el);
    // Judged again in this task: the page may have changed since the plan.
    if (underAllowance(judged)) refuseConsequential(consequentialTouches(targets, memo));
    const reached = new Set(targets.flatMap(reachedControls));
    // What they are called before this patch (kept from before the first one, if an earlier patch reached them).
    rememberReached([...reached], memo);
    const watch = watchConsequential();
    try {
      for (const step of p.steps) applyStep(p, step);
      // A consequential control the patch renamed, hid or covered without reaching it as planned
      // (or at all, under an allowance) was not what the person was asked about.
      const changed = watch.changed().filter((c) => underAllowance(judged) || !reached.has(c.el));
      refuseConsequential(changed.map((c) => c.touch));
    } catch (err) {
      restore(p);
      throw err;
    }
  } catch (err) {
    patches.delete(p.patchId);
    throw err;
  }
  for (const r of p.records) {
    for (const key of r.initial.keys()) r.after.set(key, r.el.getAttribute(key));
    if (r.children) r.afterChildren = [...r.el.childNodes];
  }
  p.state = 'active';
  return {
    patchId: p.patchId,
    url: projectUrl(location.href),
    operations: p.steps.length,
    targets: p.records.map((r) => ({ ...r.ref, visible: isVisible(r.el) })),
  };
}

/** Where the page (or another patch) changed what this patch set, since it was applied. */
function drift(p: Patch): string[] {
  const out: string[] = [];
  for (const r of p.records) {
    for (const [key, value] of r.after) if (r.el.getAttribute(key) !== value) out.push(`${key} of <${r.ref.tag}> ${JSON.stringify(r.ref.name)}`);
    if (r.afterChildren && !sameNodes(r.afterChildren, r.el.childNodes)) out.push(`the text of <${r.ref.tag}> ${JSON.stringify(r.ref.name)}`);
  }
  return out;
}

export function revert(args: { patchId: string }): RevertedResult {
  const p = patches.get(args.patchId);
  if (!p || p.state === 'planned') throw new BridgeError('patch-not-found', `This document holds no patch ${args.patchId}.`);
  if (p.state === 'reverted') throw new BridgeError('patch-not-found', `Patch ${args.patchId} was already reverted.`);
  refuseVanished(p, 'reverted');
  const changed = drift(p);
  if (changed.length) {
    throw new BridgeError('patch-conflict', `Since patch ${p.patchId} was applied, something else changed ${changed.join(', ')}; reverting would overwrite that, so nothing was reverted.`, { changed });
  }
  restore(p);
  p.state = 'reverted';
  return { patchId: p.patchId, url: projectUrl(location.href), targets: p.records.map((r) => r.ref) };
}

export function status(args: { patchIds: string[] }): PatchStatus[] {
  return args.patchIds.map((patchId) => {
    const p = patches.get(patchId);
    if (!p) return { patchId, state: 'unknown', intact: false, vanished: 0 };
    const gone = vanished(p).length;
    const intact = p.state === 'active' && gone === 0 && drift(p).length === 0 && p.annotations.every((n) => n.isConnected);
    return { patchId, state: p.state, intact, vanished: gone };
  });
}

/** For tests: forget every patch of this document. */
export function resetPatches(): void {
  patches.clear();
}
