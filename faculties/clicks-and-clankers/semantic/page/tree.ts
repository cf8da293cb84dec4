// Walking a document the way a person sees it: through open shadow roots (the OS itself is Lit),
// in flat-tree order (slotted content where its slot is). Runs in the page runtime.

/** The parent element, or the shadow host when `el` sits at the top of a shadow root. */
export function composedParent(el: Element): Element | null {
  if (el.parentElement) return el.parentElement;
  const parent = el.parentNode;
  return parent instanceof ShadowRoot ? parent.host : null;
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

/** Element children in flat-tree order: a host's shadow tree, a slot's assigned (or fallback) content. */
export function flatChildren(el: Element): Element[] {
  if (el.shadowRoot) return [...el.shadowRoot.children];
  if (el instanceof HTMLSlotElement) {
    const assigned = el.assignedElements({ flatten: true });
    if (assigned.length || el.assignedNodes().length) return assigned;
  }
  return [...el.children];
}

/** Child nodes in flat-tree order, text included (for extracting what a person reads). */
export function flatChildNodes(node: Element): Node[] {
  if (node.shadowRoot) return [...node.shadowRoot.childNodes];
  if (node instanceof HTMLSlotElement) {
    const assigned = node.assignedNodes({ flatten: true });
    if (assigned.length) return assigned;
  }
  return [...node.childNodes];
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
  private readonly positions = new Map<Element, number>();

  pathOf(el: Element): string {
    const known = this.paths.get(el);
    if (known !== undefined) return known;
    const parent = el.parentNode;
    let prefix = '';
    // nodeType, not instanceof: a frame's runtime also walks its parent document (another realm).
    if (parent?.nodeType === Node.ELEMENT_NODE) prefix = this.pathOf(parent as Element);
    else if (parent?.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in parent) prefix = `${this.pathOf((parent as ShadowRoot).host)}/#shadow`;
    const path = `${prefix}/${el.localName}${this.positionOf(el, parent)}`;
    this.paths.set(el, path);
    return path;
  }

  private positionOf(el: Element, parent: ParentNode | null): number {
    const known = this.positions.get(el);
    if (known !== undefined) return known;
    if (!parent) return 1;
    const counts = new Map<string, number>();
    for (const sibling of parent.children) {
      const n = (counts.get(sibling.localName) ?? 0) + 1;
      counts.set(sibling.localName, n);
      this.positions.set(sibling, n);
    }
    return this.positions.get(el) ?? 1;
  }
}
