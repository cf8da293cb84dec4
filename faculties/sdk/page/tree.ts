// Walking a document the way a person sees it: through open shadow roots (the OS itself is Lit),
// in flat-tree order (slotted content where its slot is). Runs in the page runtime.
import { EMPTY_HASH, extendHash, type HashState } from './fingerprint.ts';

/** The parent element, or the shadow host when `el` sits at the top of a shadow root. */
export function composedParent(el: Element): Element | null {
  if (el.parentElement) return el.parentElement;
  const parent = el.parentNode;
  // nodeType, not instanceof: the hit test also walks the parent document of a frame (another realm).
  return parent?.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in parent ? (parent as ShadowRoot).host : null;
}

/** Whether `node` is `ancestor` or inside it, crossing shadow boundaries. */
export function composedContains(ancestor: Element, node: Element | null): boolean {
  for (let n = node; n; n = composedParent(n)) if (n === ancestor) return true;
  return false;
}

/** The focused element, looking inside shadow roots (document.activeElement stops at the host). */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Calls `fn` for each element child in flat-tree order: a host's shadow tree, a slot's assigned
 * (or fallback) content. A callback, not an array: the snapshot walks every element of pages
 * with tens of thousands, and allocations there dominate.
 */
export function forEachFlatChild(el: Element, fn: (child: Element) => void): void {
  const shadow = el.shadowRoot;
  if (shadow) {
    for (let c = shadow.firstElementChild; c; c = c.nextElementSibling) fn(c);
    return;
  }
  if (el.localName === 'slot' && el instanceof HTMLSlotElement) {
    const assigned = el.assignedElements({ flatten: true });
    if (assigned.length || el.assignedNodes().length) {
      for (const c of assigned) fn(c);
      return;
    }
  }
  for (let c = el.firstElementChild; c; c = c.nextElementSibling) fn(c);
}

/** Calls `fn` for each child node in flat-tree order, text included (for reading what a person reads). */
export function forEachFlatChildNode(node: Element, fn: (child: Node) => void): void {
  const shadow = node.shadowRoot;
  if (shadow) {
    for (let c = shadow.firstChild; c; c = c.nextSibling) fn(c);
    return;
  }
  if (node.localName === 'slot' && node instanceof HTMLSlotElement) {
    const assigned = node.assignedNodes({ flatten: true });
    if (assigned.length) {
      for (const c of assigned) fn(c);
      return;
    }
  }
  for (let c = node.firstChild; c; c = c.nextSibling) fn(c);
}

/** Every element of the document and of every open shadow root inside it, in tree order. */
export function* allElements(root: Document | ShadowRoot | Element = document): Generator<Element> {
  const stack: Element[] = [...(root instanceof Element ? [root] : root.children)].reverse();
  while (stack.length) {
    const el = stack.pop()!;
    yield el;
    const kids = el.children;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
    if (el.shadowRoot) {
      const shadowKids = el.shadowRoot.children;
      for (let i = shadowKids.length - 1; i >= 0; i--) stack.push(shadowKids[i]!);
    }
  }
}

/** querySelectorAll over the document and every open shadow root (selectors cannot cross a boundary themselves). */
export function deepQuerySelectorAll(selector: string): Element[] {
  const found: Element[] = [...document.querySelectorAll(selector)];
  for (const el of allElements()) if (el.shadowRoot) found.push(...el.shadowRoot.querySelectorAll(selector));
  return found;
}

/**
 * Structural paths (`/html1/body1/main1/#shadow/button2`): each step is the tag and its 1-based
 * position among same-tag siblings. One memo per runtime call, because the DOM can change
 * between calls; within a call every sibling list is indexed once.
 */
export class PathMemo {
  private readonly paths = new Map<Element, string>();
  private readonly pathHashes = new Map<Element, HashState>();
  private readonly positions = new Map<Element, number>();
  private readonly labelsByRoot = new Map<Node, Map<string, HTMLLabelElement[]>>();
  /** Accessible names computed in this call (a heading fold check and the line itself need the same one). */
  readonly names = new Map<Element, { role: string; name: string }>();

  /**
   * The labels of a form control, as `el.labels` gives them. `el.labels` walks the whole tree
   * scope on every call, which on a page with hundreds of fields is most of a snapshot's time;
   * here each tree scope's `label[for]` elements are indexed once per call.
   */
  labelsOf(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): HTMLLabelElement[] {
    const root = el.getRootNode() as Document | ShadowRoot;
    let index = this.labelsByRoot.get(root);
    if (!index) {
      index = new Map();
      for (const label of root.querySelectorAll('label[for]')) {
        const id = (label as HTMLLabelElement).htmlFor;
        const list = index.get(id);
        if (list) list.push(label as HTMLLabelElement);
        else index.set(id, [label as HTMLLabelElement]);
      }
      this.labelsByRoot.set(root, index);
    }
    const labels = el.id ? (index.get(el.id) ?? []).filter((l) => l.control === el) : [];
    const wrapping = el.closest('label');
    if (wrapping && !wrapping.hasAttribute('for') && wrapping.control === el) {
      labels.push(wrapping);
      // Tree order, as el.labels has it.
      labels.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    }
    return labels;
  }

  pathOf(el: Element): string {
    const known = this.paths.get(el);
    if (known !== undefined) return known;
    const { from, shadow, step } = this.stepOf(el);
    const path = `${from ? this.pathOf(from) : ''}${shadow ? '/#shadow' : ''}${step}`;
    this.paths.set(el, path);
    return path;
  }

  /** extendHash(EMPTY_HASH, pathOf(el)), continued from the parent's: no path string is built. */
  pathHash(el: Element): HashState {
    const known = this.pathHashes.get(el);
    if (known !== undefined) return known;
    const { from, shadow, step } = this.stepOf(el);
    const prefix = from ? this.pathHash(from) : EMPTY_HASH;
    const hash = extendHash(shadow ? extendHash(prefix, '/#shadow') : prefix, step);
    this.pathHashes.set(el, hash);
    return hash;
  }

  /** The element a path goes on from (the parent, or across `/#shadow` the host), and this element's own step. */
  private stepOf(el: Element): { from: Element | null; shadow: boolean; step: string } {
    const parent = el.parentNode;
    // nodeType, not instanceof: a frame's runtime also walks its parent document (another realm).
    const shadow = parent?.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in parent;
    const from = parent?.nodeType === Node.ELEMENT_NODE ? (parent as Element) : shadow ? (parent as ShadowRoot).host : null;
    return { from, shadow, step: `/${el.localName}${this.positionOf(el, parent)}` };
  }

  private positionOf(el: Element, parent: ParentNode | null): number {
    const known = this.positions.get(el);
    if (known !== undefined) return known;
    if (!parent) return 1;
    // One element near the start of its siblings (resolving one target): count back. Many
    // siblings (a snapshot over an 800-row table): index them all once instead.
    let back = 0;
    let n = 1;
    for (let sibling = el.previousElementSibling; sibling && back < 32; sibling = sibling.previousElementSibling, back++) {
      if (sibling.localName === el.localName) n++;
    }
    if (back < 32) return n;
    const counts = new Map<string, number>();
    for (let sibling = parent.firstElementChild; sibling; sibling = sibling.nextElementSibling) {
      const tag = sibling.localName;
      const n = (counts.get(tag) ?? 0) + 1;
      counts.set(tag, n);
      this.positions.set(sibling, n);
    }
    return this.positions.get(el) ?? 1;
  }
}
