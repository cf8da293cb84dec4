"use strict";
(() => {
  // ../../tmp/old-snap/browser-bridge/errors.ts
  var BridgeError = class extends Error {
    constructor(code, message, detail) {
      super(message);
      this.name = "BridgeError";
      this.code = code;
      if (detail) this.detail = detail;
    }
    toJSON() {
      return this.detail ? { code: this.code, message: this.message, detail: this.detail } : { code: this.code, message: this.message };
    }
  };
  function toErrorShape(err) {
    if (err instanceof BridgeError) return err.toJSON();
    const message = err instanceof Error ? err.message : String(err);
    return { code: "internal", message };
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/protocol.ts
  var RUNTIME_VERSION = "semantic-1";
  var RUNTIME_GLOBAL = "__aiEchoSemanticRuntime";

  // ../../tmp/old-snap/faculties/clicks-and-clankers/project-url.ts
  var SECRET_PARAM = /(^|[_.-])(access|refresh|id)?[_.-]?(token|secret|passw(or)?d|pwd|pass|api[_.-]?key|apikey|key|auth|authorization|session|sess|sid|code|sig|signature|credential|jwt|otp|nonce|state)s?$/i;
  var JWT_VALUE = /^eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*$/;
  function isSecretParam(name, value) {
    return SECRET_PARAM.test(name) || JWT_VALUE.test(value);
  }
  function cleanParams(params) {
    let removed = false;
    for (const [name, value] of [...params]) {
      if (isSecretParam(name, value)) {
        params.delete(name);
        removed = true;
      }
    }
    return removed;
  }
  function projectUrl(raw) {
    let url;
    try {
      url = new URL(raw);
    } catch {
      return "";
    }
    url.username = "";
    url.password = "";
    if (cleanParams(url.searchParams) && url.searchParams.size === 0) url.search = "";
    if (url.hash.includes("=")) {
      const fragment = new URLSearchParams(url.hash.slice(1));
      if (cleanParams(fragment)) url.hash = fragment.size ? `#${fragment}` : "";
    }
    return url.href;
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/keys.ts
  var KEYS = [
    { name: "Tab", key: "Tab", code: "Tab", shift: false },
    { name: "Shift+Tab", key: "Tab", code: "Tab", shift: true },
    { name: "Enter", key: "Enter", code: "Enter", shift: false },
    { name: "Escape", key: "Escape", code: "Escape", shift: false },
    { name: "Space", key: " ", code: "Space", shift: false },
    { name: "ArrowUp", key: "ArrowUp", code: "ArrowUp", shift: false },
    { name: "ArrowDown", key: "ArrowDown", code: "ArrowDown", shift: false },
    { name: "ArrowLeft", key: "ArrowLeft", code: "ArrowLeft", shift: false },
    { name: "ArrowRight", key: "ArrowRight", code: "ArrowRight", shift: false },
    { name: "Home", key: "Home", code: "Home", shift: false },
    { name: "End", key: "End", code: "End", shift: false },
    { name: "PageUp", key: "PageUp", code: "PageUp", shift: false },
    { name: "PageDown", key: "PageDown", code: "PageDown", shift: false }
  ];
  var ALLOWED_KEY_NAMES = KEYS.map((k) => k.name);
  function parseAllowedKey(raw) {
    const wanted = raw.replace(/\s*\+\s*/g, "+").trim().toLowerCase();
    return KEYS.find((k) => k.name.toLowerCase() === wanted) ?? null;
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/limits.ts
  var MAX_NAME_CHARS = 100;
  var MAX_SNAPSHOT_VALUE_CHARS = 40;
  var MAX_VALUE_CHARS = 1e3;
  var MAX_LABEL_CHARS = 80;
  var EXTRACT_MAX_CHARS = 2e5;
  var EXTRACT_MAX_LINKS = 500;
  var EXTRACT_MAX_TABLES = 20;
  var EXTRACT_MAX_ROWS = 200;
  var EXTRACT_MAX_CELLS = 30;
  var EXTRACT_MAX_FIELDS = 500;
  var EXTRACT_MAX_CELL_CHARS = 200;
  var WAIT_POLL_MS = 100;
  var FINGERPRINT_CACHE_MAX = 2e4;
  function bound(text, max) {
    return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}\u2026`;
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/sensitivity.ts
  var SENSITIVE_REGION_LEVELS = ["private", "restricted", "credential", "system-secret"];
  function sensitiveRegionLevel(attr) {
    if (attr === null) return null;
    const value = attr.trim().toLowerCase();
    return SENSITIVE_REGION_LEVELS.includes(value) ? value : null;
  }
  var CREDENTIAL_TOKENS = /* @__PURE__ */ new Set(["current-password", "new-password", "webauthn"]);
  var OTP_TOKENS = /* @__PURE__ */ new Set(["one-time-code"]);
  var PAYMENT_TOKENS = /* @__PURE__ */ new Set(["transaction-amount", "transaction-currency"]);
  function autocompleteReason(attr) {
    if (!attr) return null;
    for (const token of attr.toLowerCase().split(/\s+/)) {
      if (CREDENTIAL_TOKENS.has(token)) return "credential";
      if (OTP_TOKENS.has(token)) return "one-time-code";
      if (token.startsWith("cc-") || PAYMENT_TOKENS.has(token)) return "payment";
    }
    return null;
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/tree.ts
  function composedParent(el) {
    if (el.parentElement) return el.parentElement;
    const parent = el.parentNode;
    return parent instanceof ShadowRoot ? parent.host : null;
  }
  function composedContains(ancestor, node) {
    for (let n = node; n; n = composedParent(n)) if (n === ancestor) return true;
    return false;
  }
  function deepActiveElement() {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active;
  }
  function forEachFlatChild(el, fn) {
    const shadow = el.shadowRoot;
    if (shadow) {
      for (let c = shadow.firstElementChild; c; c = c.nextElementSibling) fn(c);
      return;
    }
    if (el.localName === "slot" && el instanceof HTMLSlotElement) {
      const assigned = el.assignedElements({ flatten: true });
      if (assigned.length || el.assignedNodes().length) {
        for (const c of assigned) fn(c);
        return;
      }
    }
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) fn(c);
  }
  function forEachFlatChildNode(node, fn) {
    const shadow = node.shadowRoot;
    if (shadow) {
      for (let c = shadow.firstChild; c; c = c.nextSibling) fn(c);
      return;
    }
    if (node.localName === "slot" && node instanceof HTMLSlotElement) {
      const assigned = node.assignedNodes({ flatten: true });
      if (assigned.length) {
        for (const c of assigned) fn(c);
        return;
      }
    }
    for (let c = node.firstChild; c; c = c.nextSibling) fn(c);
  }
  function* allElements(root = document) {
    const stack = [...root instanceof Element ? [root] : root.children].reverse();
    while (stack.length) {
      const el = stack.pop();
      yield el;
      const kids = el.children;
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
      if (el.shadowRoot) {
        const shadowKids = el.shadowRoot.children;
        for (let i = shadowKids.length - 1; i >= 0; i--) stack.push(shadowKids[i]);
      }
    }
  }
  function deepQuerySelectorAll(selector) {
    const found = [...document.querySelectorAll(selector)];
    for (const el of allElements()) if (el.shadowRoot) found.push(...el.shadowRoot.querySelectorAll(selector));
    return found;
  }
  var PathMemo = class {
    constructor() {
      this.paths = /* @__PURE__ */ new Map();
      this.positions = /* @__PURE__ */ new Map();
      this.labelsByRoot = /* @__PURE__ */ new Map();
      /** Accessible names computed in this call (a heading fold check and the line itself need the same one). */
      this.names = /* @__PURE__ */ new Map();
    }
    /**
     * The labels of a form control, as `el.labels` gives them. `el.labels` walks the whole tree
     * scope on every call, which on a page with hundreds of fields is most of a snapshot's time;
     * here each tree scope's `label[for]` elements are indexed once per call.
     */
    labelsOf(el) {
      const root = el.getRootNode();
      let index = this.labelsByRoot.get(root);
      if (!index) {
        index = /* @__PURE__ */ new Map();
        for (const label of root.querySelectorAll("label[for]")) {
          const id = label.htmlFor;
          const list = index.get(id);
          if (list) list.push(label);
          else index.set(id, [label]);
        }
        this.labelsByRoot.set(root, index);
      }
      const labels = el.id ? (index.get(el.id) ?? []).filter((l) => l.control === el) : [];
      const wrapping = el.closest("label");
      if (wrapping && !wrapping.hasAttribute("for") && wrapping.control === el) {
        labels.push(wrapping);
        labels.sort((a, b) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);
      }
      return labels;
    }
    pathOf(el) {
      const known = this.paths.get(el);
      if (known !== void 0) return known;
      const parent = el.parentNode;
      let prefix = "";
      if (parent?.nodeType === Node.ELEMENT_NODE) prefix = this.pathOf(parent);
      else if (parent?.nodeType === Node.DOCUMENT_FRAGMENT_NODE && "host" in parent) prefix = `${this.pathOf(parent.host)}/#shadow`;
      const path = `${prefix}/${el.localName}${this.positionOf(el, parent)}`;
      this.paths.set(el, path);
      return path;
    }
    positionOf(el, parent) {
      const known = this.positions.get(el);
      if (known !== void 0) return known;
      if (!parent) return 1;
      let back = 0;
      let n = 1;
      for (let sibling = el.previousElementSibling; sibling && back < 32; sibling = sibling.previousElementSibling, back++) {
        if (sibling.localName === el.localName) n++;
      }
      if (back < 32) return n;
      const counts = /* @__PURE__ */ new Map();
      for (let sibling = parent.firstElementChild; sibling; sibling = sibling.nextElementSibling) {
        const tag = sibling.localName;
        const n2 = (counts.get(tag) ?? 0) + 1;
        counts.set(tag, n2);
        this.positions.set(sibling, n2);
      }
      return this.positions.get(el) ?? 1;
    }
  };

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/role.ts
  var CONTROL_ROLES = /* @__PURE__ */ new Set([
    "button",
    "link",
    "checkbox",
    "radio",
    "switch",
    "tab",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "option",
    "combobox",
    "textbox",
    "searchbox",
    "slider",
    "spinbutton",
    "treeitem",
    "listbox",
    "scrollbar"
  ]);
  var LANDMARK_ROLES = /* @__PURE__ */ new Set([
    "banner",
    "navigation",
    "main",
    "complementary",
    "contentinfo",
    "search",
    "form",
    "dialog",
    "alertdialog",
    "tablist",
    "menu",
    "menubar",
    "toolbar",
    "radiogroup",
    "tree",
    "grid"
  ]);
  var NAMED_LANDMARK_ROLES = /* @__PURE__ */ new Set(["region", "group"]);
  var INPUT_ROLES = {
    checkbox: "checkbox",
    radio: "radio",
    range: "slider",
    number: "spinbutton",
    search: "searchbox",
    button: "button",
    submit: "button",
    reset: "button",
    image: "button",
    file: "button",
    color: "button"
  };
  var SECTIONING = /* @__PURE__ */ new Set(["article", "aside", "main", "nav", "section"]);
  function isPageLevel(el) {
    for (let p = composedParent(el); p; p = composedParent(p)) if (SECTIONING.has(p.localName)) return false;
    return true;
  }
  function isContentEditableRoot(el) {
    const attr = el.getAttribute("contenteditable");
    if (attr === null || attr.toLowerCase() === "false") return false;
    const parent = composedParent(el);
    return !(parent instanceof HTMLElement && parent.isContentEditable);
  }
  function explicitRole(el, attr) {
    for (const token of attr.trim().toLowerCase().split(/\s+/)) {
      if (CONTROL_ROLES.has(token)) return { role: token, kind: "control" };
      if (LANDMARK_ROLES.has(token)) return { role: token, kind: "landmark" };
      if (NAMED_LANDMARK_ROLES.has(token)) return { role: token, kind: "landmark", needsName: true };
      if (token === "heading") {
        const level = Number(el.getAttribute("aria-level"));
        return { role: "heading", kind: "heading", level: Number.isInteger(level) && level > 0 ? level : 2 };
      }
    }
    return null;
  }
  function nativeRole(el) {
    switch (el.localName) {
      case "a":
      case "area":
        return el.hasAttribute("href") ? { role: "link", kind: "control" } : null;
      case "button":
        return { role: "button", kind: "control" };
      case "input": {
        const type2 = el.type;
        if (type2 === "hidden") return null;
        return { role: INPUT_ROLES[type2] ?? "textbox", kind: "control" };
      }
      case "select": {
        const select2 = el;
        return { role: select2.multiple || select2.size > 1 ? "listbox" : "combobox", kind: "control" };
      }
      case "textarea":
        return { role: "textbox", kind: "control" };
      case "summary":
        return el.parentElement?.localName === "details" ? { role: "button", kind: "control" } : null;
      case "h1":
      case "h2":
      case "h3":
      case "h4":
      case "h5":
      case "h6":
        return { role: "heading", kind: "heading", level: Number(el.localName[1]) };
      case "iframe":
      case "frame":
        return { role: "iframe", kind: "frame" };
      case "header":
        return isPageLevel(el) ? { role: "banner", kind: "landmark" } : null;
      case "footer":
        return isPageLevel(el) ? { role: "contentinfo", kind: "landmark" } : null;
      case "nav":
        return { role: "navigation", kind: "landmark" };
      case "main":
        return { role: "main", kind: "landmark" };
      case "aside":
        return { role: "complementary", kind: "landmark" };
      case "form":
        return { role: "form", kind: "landmark" };
      case "search":
        return { role: "search", kind: "landmark" };
      case "dialog":
        return el.open ? { role: "dialog", kind: "landmark" } : null;
      case "section":
        return { role: "region", kind: "landmark", needsName: true };
      case "fieldset":
        return { role: "group", kind: "landmark" };
      default:
        return null;
    }
  }
  var SPECIAL_ATTRIBUTES = "[role],[contenteditable],[tabindex],[onclick],[aria-hidden],[data-sensitivity]";
  function roleInfo(el, plain = false) {
    if (plain) return nativeRole(el);
    const attr = el.getAttribute("role");
    if (attr && !/^\s*(presentation|none)\b/i.test(attr)) {
      const explicit = explicitRole(el, attr);
      if (explicit) return explicit;
    }
    const native = nativeRole(el);
    if (native) return native;
    if (isContentEditableRoot(el)) return { role: "textbox", kind: "control" };
    const tabindex = el.getAttribute("tabindex");
    if (tabindex !== null && Number(tabindex) >= 0 || el.hasAttribute("onclick")) return { role: "generic", kind: "control" };
    return null;
  }
  var NAME_FROM_CONTENT = /* @__PURE__ */ new Set([
    "button",
    "link",
    "checkbox",
    "radio",
    "switch",
    "tab",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "option",
    "treeitem",
    "heading",
    "generic"
  ]);
  function isTextEntry(el) {
    if (el instanceof HTMLTextAreaElement) return true;
    if (el instanceof HTMLInputElement) return ["text", "search", "email", "url", "tel", "number", "password"].includes(el.type);
    return el instanceof HTMLElement && isContentEditableRoot(el);
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/name.ts
  var SKIP_TEXT = /* @__PURE__ */ new Set(["script", "style", "template", "noscript", "head"]);
  var FIELD_TAGS = /* @__PURE__ */ new Set(["input", "select", "textarea"]);
  var COLLECT_LIMIT = MAX_NAME_CHARS * 3;
  function collapse(text) {
    return text.replace(/\s+/g, " ").trim();
  }
  function textOf(root, limit = COLLECT_LIMIT, skipFields = true) {
    const only = root.firstChild;
    if (only && only === root.lastChild && only.nodeType === Node.TEXT_NODE && !root.shadowRoot && root.localName !== "slot") return collapse(only.nodeValue ?? "");
    const parts = [];
    let length = 0;
    const visit = (node) => {
      if (length > limit) return;
      if (node.nodeType === Node.TEXT_NODE) {
        const data = node.nodeValue ?? "";
        parts.push(data);
        length += data.length;
        return;
      }
      if (!(node instanceof Element)) return;
      if (SKIP_TEXT.has(node.localName) || node.getAttribute("aria-hidden") === "true") return;
      if (node !== root && !node.checkVisibility() && getComputedStyle(node).display !== "contents") return;
      if (skipFields && node !== root && FIELD_TAGS.has(node.localName)) return;
      if (node !== root && sensitiveRegionLevel(node.getAttribute("data-sensitivity"))) {
        parts.push(" [withheld] ");
        return;
      }
      if (node !== root) {
        const label = node.getAttribute("aria-label");
        if (label) {
          parts.push(` ${label} `);
          length += label.length;
          return;
        }
        if (node.localName === "img") {
          parts.push(` ${node.getAttribute("alt") ?? ""} `);
          return;
        }
      }
      parts.push(" ");
      forEachFlatChildNode(node, visit);
      parts.push(" ");
    };
    visit(root);
    return collapse(parts.join(""));
  }
  function byIds(el, ids) {
    const root = el.getRootNode();
    return ids.split(/\s+/).map((id) => id ? root.getElementById(id) : null).filter((ref) => ref !== null).map((ref) => ref.getAttribute("aria-label") || textOf(ref, COLLECT_LIMIT, true)).join(" ");
  }
  function nativeName(el, role, memo) {
    if (el instanceof HTMLInputElement && ["button", "submit", "reset"].includes(el.type)) {
      return el.value || (el.type === "submit" ? "Submit" : el.type === "reset" ? "Reset" : "");
    }
    if (el instanceof HTMLInputElement && el.type === "image") return el.alt || "Submit";
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
      const labels = memo.labelsOf(el).map((l) => textOf(l)).filter(Boolean);
      if (labels.length) return labels.join(" ");
    }
    if (el instanceof HTMLFieldSetElement) {
      const legend = [...el.children].find((c) => c.localName === "legend");
      if (legend) return textOf(legend);
    }
    if (el instanceof HTMLIFrameElement) return el.title;
    if (el instanceof HTMLImageElement) return el.alt;
    if (NAME_FROM_CONTENT.has(role)) return textOf(el);
    return "";
  }
  function accessibleName(el, role, memo = new PathMemo()) {
    const known = memo.names.get(el);
    if (known?.role === role) return known.name;
    const name = computeName(el, role, memo);
    memo.names.set(el, { role, name });
    return name;
  }
  function computeName(el, role, memo) {
    const labelledBy = el.getAttribute("aria-labelledby");
    let name = labelledBy ? collapse(byIds(el, labelledBy)) : "";
    if (!name) name = collapse(el.getAttribute("aria-label") ?? "");
    if (!name) name = collapse(nativeName(el, role, memo));
    if (!name) name = collapse(el.getAttribute("title") ?? "");
    if (!name && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) name = collapse(el.placeholder);
    return bound(name, MAX_NAME_CHARS);
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/state.ts
  function isDisabled(el) {
    if (el.matches(":disabled")) return true;
    return el.getAttribute("aria-disabled") === "true";
  }
  function isInert(el) {
    for (let n = el; n; n = composedParent(n)) if (n.hasAttribute("inert")) return true;
    const dialogs = document.getElementsByTagName("dialog");
    for (let i = 0; i < dialogs.length; i++) {
      const dialog = dialogs[i];
      if (dialog.matches(":modal") && !composedContains(dialog, el)) return true;
    }
    return false;
  }
  function hasBox(el) {
    if (el instanceof HTMLElement) return el.offsetWidth > 0 && el.offsetHeight > 0;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  }
  function isVisible(el) {
    if (el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && hasBox(el)) return true;
    if (el instanceof HTMLInputElement && el.labels) {
      for (const label of el.labels) if (label.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && hasBox(label)) return true;
    }
    return false;
  }
  function inViewport(el) {
    const width = window.innerWidth;
    const height = window.innerHeight;
    for (const r of el.getClientRects()) {
      if (r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < width && r.top < height) return true;
    }
    return false;
  }
  function tristate(value) {
    if (value === "true") return true;
    if (value === "false") return false;
    if (value === "mixed") return "mixed";
    return void 0;
  }
  function valueOf(el, max = MAX_VALUE_CHARS) {
    if (el instanceof HTMLInputElement) {
      if (["checkbox", "radio", "button", "submit", "reset", "image", "file", "hidden"].includes(el.type)) return void 0;
      return bound(el.value, max);
    }
    if (el instanceof HTMLTextAreaElement) return bound(el.value, max);
    if (el instanceof HTMLSelectElement) return bound(el.value, max);
    if (el instanceof HTMLElement && isContentEditableRoot(el)) return bound(el.innerText, max);
    const now = el.getAttribute("aria-valuetext") ?? el.getAttribute("aria-valuenow");
    return now === null ? void 0 : bound(now, max);
  }
  function selectedLabels(el) {
    if (!el.multiple) {
      const option = el.selectedIndex >= 0 ? el.options[el.selectedIndex] : void 0;
      return option ? [bound(collapse(option.label || option.text), MAX_LABEL_CHARS)] : [];
    }
    return [...el.selectedOptions].slice(0, 20).map((o) => bound(collapse(o.label || o.text), MAX_LABEL_CHARS));
  }
  function checkedOf(el) {
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) return el.indeterminate ? "mixed" : el.checked;
    return tristate(el.getAttribute("aria-checked"));
  }
  function expandedOf(el) {
    const aria = tristate(el.getAttribute("aria-expanded"));
    if (aria !== void 0 && aria !== "mixed") return aria;
    if (el.localName === "summary" && el.parentElement instanceof HTMLDetailsElement) return el.parentElement.open;
    return void 0;
  }
  function scrollPercent() {
    const scroller = document.scrollingElement ?? document.documentElement;
    const range = scroller.scrollHeight - scroller.clientHeight;
    return range <= 0 ? 0 : Math.round(scroller.scrollTop / range * 100);
  }
  function stateOf(el, withhold) {
    if (!el.isConnected) return { attached: false, visible: false, enabled: false, focused: false, inViewport: false };
    const state = {
      attached: true,
      visible: isVisible(el),
      enabled: !isDisabled(el) && !isInert(el),
      focused: deepActiveElement() === el,
      inViewport: inViewport(el)
    };
    if (!withhold) {
      const value = valueOf(el);
      if (value !== void 0) state.value = value;
      if (el instanceof HTMLSelectElement) state.selectedLabels = selectedLabels(el);
    }
    const checked = checkedOf(el);
    if (checked !== void 0) state.checked = checked;
    const selected = el instanceof HTMLOptionElement ? el.selected : tristate(el.getAttribute("aria-selected"));
    if (selected !== void 0 && selected !== "mixed") state.selected = selected;
    const expanded = expandedOf(el);
    if (expanded !== void 0) state.expanded = expanded;
    const pressed = tristate(el.getAttribute("aria-pressed"));
    if (pressed !== void 0) state.pressed = pressed;
    return state;
  }
  function pageState() {
    return { attached: true, visible: true, enabled: true, focused: false, inViewport: true, scrollPercent: scrollPercent() };
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/events.ts
  function fire(target, event, log, label = event.type) {
    log.push(label);
    return target.dispatchEvent(event);
  }
  function settle() {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  function isFocusable(el) {
    if (!(el instanceof HTMLElement) || isDisabled(el)) return false;
    return el.tabIndex >= 0 || el.hasAttribute("tabindex") || el.isContentEditable;
  }
  function focusForPress(pressed) {
    for (let n = pressed; n; n = composedParent(n)) {
      if (isFocusable(n)) {
        if (deepActiveElement() !== n) n.focus({ preventScroll: true });
        return;
      }
    }
    const active = deepActiveElement();
    if (active instanceof HTMLElement && active !== document.body) active.blur();
  }
  function pointerInit(hit, buttons) {
    return {
      bubbles: true,
      cancelable: true,
      composed: true,
      view: window,
      clientX: hit.x,
      clientY: hit.y,
      button: 0,
      buttons,
      pointerId: 1,
      pointerType: "mouse",
      isPrimary: true
    };
  }
  function hoverAt(hit, log) {
    const el = hit.element;
    const init = pointerInit(hit, 0);
    const noBubble = { ...init, bubbles: false, cancelable: false };
    fire(el, new PointerEvent("pointerover", init), log);
    fire(el, new PointerEvent("pointerenter", noBubble), log);
    fire(el, new MouseEvent("mouseover", init), log);
    fire(el, new MouseEvent("mouseenter", noBubble), log);
    fire(el, new PointerEvent("pointermove", init), log);
    fire(el, new MouseEvent("mousemove", init), log);
  }
  function clickAt(hit, log) {
    const el = hit.element;
    hoverAt(hit, log);
    const pointerDown = fire(el, new PointerEvent("pointerdown", pointerInit(hit, 1)), log);
    const mouseDown = pointerDown ? fire(el, new MouseEvent("mousedown", { ...pointerInit(hit, 1), detail: 1 }), log) : true;
    if (mouseDown) focusForPress(el);
    fire(el, new PointerEvent("pointerup", pointerInit(hit, 0)), log);
    if (pointerDown) fire(el, new MouseEvent("mouseup", { ...pointerInit(hit, 0), detail: 1 }), log);
    fire(el, new MouseEvent("click", { ...pointerInit(hit, 0), detail: 1 }), log);
  }
  function keyEvent(type2, key2) {
    return new KeyboardEvent(type2, { key: key2.key, code: key2.code, shiftKey: key2.shift, bubbles: true, cancelable: true, composed: true, view: window });
  }
  function tabOrder() {
    const positive = [];
    const zero = [];
    const visit = (el) => {
      if (el instanceof HTMLElement && el.tabIndex >= 0 && isFocusable(el) && !isInert(el) && isVisible(el)) {
        (el.tabIndex > 0 ? positive : zero).push(el);
      }
      forEachFlatChild(el, visit);
    };
    if (document.body) visit(document.body);
    positive.sort((a, b) => a.tabIndex - b.tabIndex);
    return [...positive, ...zero];
  }
  var TEXT_INPUT_TYPES = /* @__PURE__ */ new Set(["text", "search", "email", "url", "tel", "password", "number"]);
  function isTextField(el) {
    return el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(el.type);
  }
  function isButtonLike(el) {
    if (el instanceof HTMLButtonElement || el.localName === "summary") return true;
    if (el instanceof HTMLInputElement) return ["button", "submit", "reset", "image", "checkbox", "radio"].includes(el.type);
    const role = el.getAttribute("role");
    return el instanceof HTMLElement && (role === "button" || role === "checkbox" || role === "switch" || role === "radio" || role === "menuitem" || role === "tab");
  }
  function changeFired(el, log) {
    fire(el, new Event("input", { bubbles: true, composed: true }), log);
    fire(el, new Event("change", { bubbles: true }), log);
  }
  function scrollPage(top, log, absolute = false) {
    log.push(absolute ? "scroll:to" : "scroll:by");
    if (absolute) window.scrollTo({ top, behavior: "instant" });
    else window.scrollBy({ top, behavior: "instant" });
  }
  function moveFocus(backwards, from, log) {
    const order = tabOrder();
    if (!order.length) return;
    const at = from ? order.indexOf(from) : -1;
    const next = at < 0 ? backwards ? order[order.length - 1] : order[0] : order[(at + (backwards ? -1 : 1) + order.length) % order.length];
    log.push("focus");
    next.focus();
  }
  function stepRadio(radio, forward, log) {
    const root = radio.getRootNode();
    const group = [...root.querySelectorAll("input[type=radio]")].filter(
      (r) => r instanceof HTMLInputElement && r.name === radio.name && r.form === radio.form && !r.disabled
    );
    const at = group.indexOf(radio);
    const next = group[(at + (forward ? 1 : -1) + group.length) % group.length];
    if (!next || next === radio) return;
    next.focus();
    log.push("click");
    next.click();
  }
  function stepSelect(select2, to, log) {
    const options = [...select2.options];
    const enabled = options.filter((o) => !o.disabled);
    if (!enabled.length) return;
    const index = Math.max(0, Math.min(enabled.length - 1, to));
    const option = enabled[index];
    if (option.selected) return;
    select2.selectedIndex = option.index;
    changeFired(select2, log);
  }
  function keyDefault(key2, el, log) {
    const name = key2.name;
    if (key2.key === "Tab") return moveFocus(key2.shift, el === document.body ? null : el, log);
    if (name === "Enter") {
      if (el instanceof HTMLAnchorElement && el.hasAttribute("href")) return void (log.push("click"), el.click());
      if (isButtonLike(el) && !(el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio"))) return void (log.push("click"), el.click());
      if (el instanceof HTMLInputElement && isTextField(el) && el.form) return void (log.push("submit"), el.form.requestSubmit());
      return;
    }
    if (name === "Escape") {
      const dialog = el.closest("dialog");
      if (dialog?.open && dialog.matches(":modal")) {
        log.push("close");
        const closer = dialog;
        if (closer.requestClose) closer.requestClose();
        else dialog.close();
      }
      return;
    }
    if (name === "Space") {
      if (isButtonLike(el)) return void (log.push("click"), el.click());
      if (!isTextField(el) && !(el instanceof HTMLSelectElement)) scrollPage(window.innerHeight * 0.875, log);
      return;
    }
    const forward = name === "ArrowDown" || name === "ArrowRight";
    if (name.startsWith("Arrow")) {
      if (el instanceof HTMLSelectElement) {
        const enabled = [...el.options].filter((o) => !o.disabled);
        const at = enabled.findIndex((o) => o.selected);
        return stepSelect(el, at + (forward ? 1 : -1), log);
      }
      if (el instanceof HTMLInputElement && el.type === "radio") return stepRadio(el, forward, log);
      if (el instanceof HTMLInputElement && el.type === "range") {
        if (forward) el.stepUp();
        else el.stepDown();
        return changeFired(el, log);
      }
      if (isTextField(el)) return;
      if (name === "ArrowDown" || name === "ArrowUp") scrollPage(forward ? 40 : -40, log);
      return;
    }
    if (name === "Home" || name === "End") {
      const end = name === "End";
      if (el instanceof HTMLSelectElement) return stepSelect(el, end ? Number.MAX_SAFE_INTEGER : 0, log);
      if (el instanceof HTMLInputElement && el.type === "range") {
        el.value = end ? el.max || "100" : el.min || "0";
        return changeFired(el, log);
      }
      if (isTextField(el)) return;
      return scrollPage(end ? document.documentElement.scrollHeight : 0, log, true);
    }
    if (name === "PageDown" || name === "PageUp") {
      if (isTextField(el) || el instanceof HTMLSelectElement) return;
      scrollPage((name === "PageDown" ? 1 : -1) * window.innerHeight * 0.875, log);
    }
  }
  function pressKey(el, key2, log) {
    const label = `${key2.name}`;
    const down = fire(el, keyEvent("keydown", key2), log, `keydown:${label}`);
    let proceed = down;
    if (down && (key2.name === "Enter" || key2.name === "Space")) proceed = fire(el, keyEvent("keypress", key2), log, `keypress:${label}`);
    if (proceed && key2.name !== "Space") keyDefault(key2, el, log);
    const upTarget = key2.key === "Tab" ? deepActiveElement() ?? el : el;
    const up = fire(upTarget, keyEvent("keyup", key2), log, `keyup:${label}`);
    if (proceed && up && key2.name === "Space") keyDefault(key2, el, log);
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/sensitive.ts
  function regionLevelOf(el) {
    for (let n = el; n; n = composedParent(n)) {
      const level = sensitiveRegionLevel(n.getAttribute("data-sensitivity"));
      if (level) return level;
    }
    return null;
  }
  function frameRegionLevel() {
    try {
      for (let w = window; w !== w.parent; w = w.parent) {
        const host = w.frameElement;
        if (!host) return null;
        const level = regionLevelOf(host);
        if (level) return level;
      }
    } catch {
      return null;
    }
    return null;
  }
  function formHasPassword(form, memo) {
    const known = memo?.get(form);
    if (known !== void 0) return known;
    let found = false;
    for (const control of form.elements) {
      if (control instanceof HTMLInputElement && control.type === "password") {
        found = true;
        break;
      }
    }
    found ||= form.querySelector("input[type=password]") !== null;
    memo?.set(form, found);
    return found;
  }
  function owningForm(el) {
    if ("form" in el && el.form instanceof HTMLFormElement) return el.form;
    return el.closest("form");
  }
  function fieldReason(el, memo) {
    if (el instanceof HTMLInputElement && el.type === "password") return "password";
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
      const reason = autocompleteReason(el.getAttribute("autocomplete"));
      if (reason) return reason;
    }
    const form = owningForm(el);
    return form && formHasPassword(form, memo) ? "password-form" : null;
  }
  function sensitivityOf(el) {
    return regionLevelOf(el) ?? frameRegionLevel() ?? fieldReason(el);
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/hit-test.ts
  function deepElementFromPoint(x, y) {
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit;
  }
  function describeElement(el) {
    if (regionLevelOf(el)) return `${el.localName} (in a protected region)`;
    let text = el.localName;
    if (el.id) text += `#${el.id}`;
    const classes = [...el.classList].slice(0, 3);
    if (classes.length) text += `.${classes.join(".")}`;
    const info = roleInfo(el);
    const name = accessibleName(el, info?.role ?? "generic");
    if (info) text += ` (${info.role}${name ? ` "${name}"` : ""})`;
    return bound(text, MAX_LABEL_CHARS);
  }
  function refuse(reason, message, extra = {}) {
    throw new BridgeError("not-hittable", message, { reason, ...extra });
  }
  function pointsIn(rect) {
    const left = Math.max(rect.left, 0);
    const top = Math.max(rect.top, 0);
    const right = Math.min(rect.right, window.innerWidth);
    const bottom = Math.min(rect.bottom, window.innerHeight);
    if (right - left < 1 || bottom - top < 1) return [];
    const at = (fx, fy) => [left + (right - left) * fx, top + (bottom - top) * fy];
    return [at(0.5, 0.5), at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)];
  }
  function hitTest(el) {
    if (!el.isConnected) refuse("detached", "The target is no longer in the page.");
    if (isDisabled(el)) refuse("disabled", "The target is disabled.");
    if (isInert(el)) refuse("inert", "The target is inert (behind a modal dialog or in an inert region).");
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) {
      refuse("hidden", "The target is hidden (display, visibility or opacity).");
    }
    const rects = [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) refuse("zero-size", "The target has no size on screen.");
    const points = rects.flatMap(pointsIn);
    if (!points.length) {
      refuse("off-screen", 'The target is outside the viewport. Scroll it into view first (browser.semantic.scroll with to: "intoView"); nothing was scrolled.');
    }
    let cover = null;
    for (const [x, y] of points) {
      const top = deepElementFromPoint(x, y);
      if (top && composedContains(el, top)) return { x, y, element: top };
      cover ??= top;
    }
    const what = cover ? describeElement(cover) : "nothing (the point is outside the document)";
    return refuse("covered", `The target is covered by ${what}; nothing was clicked.`, { coveredBy: what });
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/fingerprint.ts
  var FINGERPRINT_LENGTH = 8;
  var FINGERPRINT_PATTERN = "^[0-9a-z]{8}$";
  var FINGERPRINT_RE = new RegExp(FINGERPRINT_PATTERN);
  var SPACE = 36 ** FINGERPRINT_LENGTH;
  function hashPair(text) {
    let a = 2166136261;
    let b = 2538058380;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 16777619);
      b = Math.imul(b ^ c, 1540483477);
      b ^= b >>> 15;
    }
    return [a >>> 0, b >>> 0];
  }
  function fingerprint(parts) {
    const [a, b] = hashPair(`${parts.role}\0${parts.name}\0${parts.tag}\0${parts.path}`);
    const combined = (a * 2 ** 21 + (b >>> 11)) % SPACE;
    return combined.toString(36).padStart(FINGERPRINT_LENGTH, "0");
  }
  function isFingerprint(value) {
    return FINGERPRINT_RE.test(value);
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/identity.ts
  function identify(el, memo, info = roleInfo(el)) {
    const role = info?.role ?? "generic";
    const name = accessibleName(el, role, memo);
    const listable = info !== null && !(info.needsName && !name);
    return {
      info: listable ? info : null,
      role,
      name,
      fingerprint: listable ? fingerprint({ role, name, tag: el.localName, path: memo.pathOf(el) }) : null
    };
  }
  function refOf(identity) {
    return { fingerprint: identity.fingerprint, role: identity.role, name: identity.name };
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/resolve.ts
  var remembered = /* @__PURE__ */ new Map();
  function remember(fp, el) {
    if (remembered.size >= FINGERPRINT_CACHE_MAX) remembered.clear();
    remembered.set(fp, new WeakRef(el));
  }
  function byFingerprint(fp, memo) {
    if (!isFingerprint(fp)) throw new BridgeError("invalid-input", `"${fp}" is not a fingerprint (8 lower-case letters or digits from a snapshot).`);
    const known = remembered.get(fp)?.deref();
    if (known?.isConnected && identify(known, memo).fingerprint === fp) return known;
    const matches = [];
    for (const el of allElements()) {
      const info = roleInfo(el);
      if (!info) continue;
      const id = identify(el, memo, info);
      if (id.fingerprint === null) continue;
      remember(id.fingerprint, el);
      if (id.fingerprint === fp) matches.push(el);
    }
    if (matches.length === 1) return matches[0];
    if (matches.length > 1) {
      throw new BridgeError("target-ambiguous", `Fingerprint ${fp} matches ${matches.length} elements in this frame; use a selector or a fresh snapshot.`, { matches: matches.length });
    }
    throw new BridgeError(
      "stale",
      `Fingerprint ${fp} no longer matches anything in this frame: the element changed (role, name or position) or is gone. Take a fresh snapshot.`,
      { fingerprint: fp }
    );
  }
  function bySelector(selector) {
    let matches;
    try {
      matches = deepQuerySelectorAll(selector);
    } catch {
      throw new BridgeError("invalid-input", `"${selector}" is not a valid CSS selector.`);
    }
    if (matches.length === 1) return matches[0];
    if (matches.length === 0) throw new BridgeError("target-not-found", `No element in this frame matches the selector ${JSON.stringify(selector)}.`, { selector });
    throw new BridgeError(
      "target-ambiguous",
      `The selector ${JSON.stringify(selector)} matches ${matches.length} elements in this frame; make it match exactly one, or use a fingerprint.`,
      { selector, matches: matches.length }
    );
  }
  function resolveTarget(target, memo = new PathMemo()) {
    return "fingerprint" in target ? byFingerprint(target.fingerprint, memo) : bySelector(target.selector);
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/act.ts
  function refuseSensitive(el) {
    const reason = sensitivityOf(el);
    if (reason) {
      throw new BridgeError(
        "blocked-sensitive",
        `The target is a protected surface (${reason}): AI Echo never reads or acts on passwords, credentials, one-time codes, payment fields or marked private regions. Ask the person to do this part.`,
        { reason }
      );
    }
  }
  function prepare(target) {
    const memo = new PathMemo();
    const el = resolveTarget(target, memo);
    refuseSensitive(el);
    return { el, id: identify(el, memo), before: stateOf(el, false) };
  }
  async function evidence(action, p, events) {
    await settle();
    return {
      action,
      ...refOf(p.id),
      before: p.before,
      after: stateOf(p.el, false),
      url: projectUrl(location.href),
      trustedInput: false,
      events
    };
  }
  function notHittable(reason, message) {
    throw new BridgeError("not-hittable", message, { reason });
  }
  function requireUsable(el) {
    if (isInert(el)) notHittable("inert", "The target is inert (behind a modal dialog or in an inert region).");
    if (!isVisible(el)) notHittable("hidden", "The target is hidden (display, visibility, opacity or zero size).");
  }
  function notEditable(message, reason) {
    throw new BridgeError("not-editable", message, { reason });
  }
  async function focus(args) {
    const p = prepare(args.target);
    if (isDisabled(p.el)) notHittable("disabled", "The target is disabled.");
    requireUsable(p.el);
    if (p.el instanceof HTMLElement) p.el.focus({ preventScroll: true });
    if (deepActiveElement() !== p.el) notHittable("not-focusable", `The target (${p.id.role}) cannot take focus.`);
    return evidence("focus", p, ["focus"]);
  }
  async function hover(args) {
    const p = prepare(args.target);
    const hit = hitTest(p.el);
    const log = [];
    hoverAt(hit, log);
    return evidence("hover", p, log);
  }
  async function click(args) {
    const p = prepare(args.target);
    const hit = hitTest(p.el);
    const log = [];
    clickAt(hit, log);
    return evidence("click", p, log);
  }
  var nativeValueSetter = (el) => Object.getOwnPropertyDescriptor(el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype, "value").set;
  async function type(args) {
    const p = prepare(args.target);
    const el = p.el;
    if (!isTextEntry(el)) notEditable(`The target is a ${p.id.role}, not a text-entry field; use select, check or click for it.`, "not-text-entry");
    if (isDisabled(el)) notEditable("The field is disabled.", "disabled");
    if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.readOnly) notEditable("The field is read-only.", "readonly");
    requireUsable(el);
    const log = [];
    if (deepActiveElement() !== el) {
      el.focus({ preventScroll: true });
      log.push("focus");
    }
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      const next = args.clear ? args.text : el.value + args.text;
      if (el.maxLength >= 0 && next.length > el.maxLength) {
        throw new BridgeError("invalid-input", `The field takes at most ${el.maxLength} characters; the text would make ${next.length}.`, { maxLength: el.maxLength });
      }
      const inputType = args.clear ? "insertReplacementText" : "insertText";
      log.push("beforeinput");
      const allowed = el.dispatchEvent(new InputEvent("beforeinput", { bubbles: true, cancelable: true, composed: true, inputType, data: args.text }));
      if (allowed) {
        nativeValueSetter(el).call(el, next);
        log.push("input", "change");
        el.dispatchEvent(new InputEvent("input", { bubbles: true, composed: true, inputType, data: args.text }));
        el.dispatchEvent(new Event("change", { bubbles: true }));
      }
    } else if (el instanceof HTMLElement && isContentEditableRoot(el)) {
      const selection = el.ownerDocument.getSelection();
      const range = document.createRange();
      range.selectNodeContents(el);
      if (!args.clear) range.collapse(false);
      selection?.removeAllRanges();
      selection?.addRange(range);
      log.push("beforeinput", "input");
      if (!document.execCommand("insertText", false, args.text)) {
        if (args.clear) el.textContent = "";
        el.append(args.text);
        el.dispatchEvent(new InputEvent("input", { bubbles: true, composed: true, inputType: "insertText", data: args.text }));
      }
    }
    return evidence("type", p, log);
  }
  async function select(args) {
    if (args.value === void 0 === (args.label === void 0)) throw new BridgeError("invalid-input", "select takes exactly one of value or label.");
    const p = prepare(args.target);
    const el = p.el;
    if (!(el instanceof HTMLSelectElement)) notEditable(`The target is a ${p.id.role}, not a select; click the option instead.`, "not-select");
    if (isDisabled(el)) notEditable("The select is disabled.", "disabled");
    requireUsable(el);
    const options = [...el.options];
    const matches = args.value !== void 0 ? options.filter((o) => o.value === args.value) : options.filter((o) => collapse(o.label || o.text) === collapse(args.label));
    const wanted = args.value !== void 0 ? `value ${JSON.stringify(args.value)}` : `label ${JSON.stringify(args.label)}`;
    if (!matches.length) {
      throw new BridgeError("target-not-found", `The select has no option with ${wanted}.`, {
        options: options.slice(0, 30).map((o) => bound(collapse(o.label || o.text), MAX_LABEL_CHARS))
      });
    }
    if (matches.length > 1) throw new BridgeError("target-ambiguous", `${matches.length} options of the select have ${wanted}; use value instead.`);
    const option = matches[0];
    if (option.disabled) notEditable("That option is disabled.", "option-disabled");
    const log = [];
    if (!option.selected || el.multiple && el.selectedOptions.length !== 1) {
      if (el.multiple) for (const o of options) o.selected = false;
      option.selected = true;
      log.push("input", "change");
      el.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
      el.dispatchEvent(new Event("change", { bubbles: true }));
    }
    return evidence("select", p, log);
  }
  var CHECKABLE_ROLES = /* @__PURE__ */ new Set(["checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"]);
  function hitForCheck(el) {
    try {
      return hitTest(el);
    } catch (err) {
      if (!(err instanceof BridgeError) || !(el instanceof HTMLInputElement) || !el.labels) throw err;
      for (const label of el.labels) {
        try {
          return hitTest(label);
        } catch {
        }
      }
      throw err;
    }
  }
  async function check(args) {
    const p = prepare(args.target);
    const el = p.el;
    const current = checkedOf(el);
    if (!CHECKABLE_ROLES.has(p.id.role) || current === void 0) notEditable(`The target is a ${p.id.role}, not a checkbox, radio or switch.`, "not-checkable");
    if (isDisabled(el)) notEditable("The control is disabled.", "disabled");
    if (current === args.checked) return evidence("check", p, []);
    if (!args.checked && (p.id.role === "radio" || p.id.role === "menuitemradio")) {
      notEditable("A radio button is cleared by checking another one in its group.", "radio-uncheck");
    }
    const log = [];
    clickAt(hitForCheck(el), log);
    return evidence("check", p, log);
  }
  async function key(args) {
    const allowed = parseAllowedKey(args.key);
    if (!allowed) throw new BridgeError("invalid-input", `Unknown key ${JSON.stringify(args.key)}.`);
    const memo = new PathMemo();
    let receiver;
    const log = [];
    if (args.target) {
      receiver = resolveTarget(args.target, memo);
      refuseSensitive(receiver);
      if (isDisabled(receiver)) notHittable("disabled", "The target is disabled.");
      requireUsable(receiver);
      if (deepActiveElement() !== receiver && receiver instanceof HTMLElement) {
        receiver.focus({ preventScroll: true });
        log.push("focus");
      }
    } else {
      receiver = deepActiveElement() ?? document.body ?? document.documentElement;
      refuseSensitive(receiver);
    }
    const p = { el: receiver, id: identify(receiver, memo), before: stateOf(receiver, false) };
    pressKey(receiver, allowed, log);
    const result = await evidence("key", p, log);
    const active = deepActiveElement();
    const focusAfter = active && active !== document.body ? refOf(identify(active, new PathMemo())) : null;
    return { ...result, focusAfter };
  }
  async function scroll(args) {
    const log = [];
    if (args.target) {
      const p = prepare(args.target);
      if (!isVisible(p.el)) notHittable("hidden", "The target is hidden; there is nothing to scroll to.");
      if (args.to === "intoView") {
        p.el.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
        log.push("scrollIntoView");
      } else {
        const box = p.el;
        const page2 = box.clientHeight * 0.875;
        const top2 = args.to === "top" ? 0 : args.to === "bottom" ? box.scrollHeight : box.scrollTop + (args.to === "pageDown" ? page2 : -page2);
        box.scrollTo({ top: top2, behavior: "instant" });
        log.push("scroll");
      }
      return evidence("scroll", p, log);
    }
    if (args.to === "intoView") throw new BridgeError("invalid-input", 'to: "intoView" needs a target.');
    const before = pageState();
    const page = window.innerHeight * 0.875;
    const scroller = document.scrollingElement ?? document.documentElement;
    const top = args.to === "top" ? 0 : args.to === "bottom" ? scroller.scrollHeight : scroller.scrollTop + (args.to === "pageDown" ? page : -page);
    window.scrollTo({ top, behavior: "instant" });
    log.push("scroll");
    await settle();
    return {
      action: "scroll",
      fingerprint: null,
      role: "document",
      name: bound(collapse(document.title), MAX_NAME_CHARS),
      before,
      after: pageState(),
      url: projectUrl(location.href),
      trustedInput: false,
      events: log
    };
  }
  function verify(args) {
    const memo = new PathMemo();
    const el = resolveTarget(args.target, memo);
    refuseSensitive(el);
    const state = stateOf(el, false);
    const text = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? "" : bound(textOf(el, 2e3, true), 1e3);
    const result = { ...refOf(identify(el, memo)), url: projectUrl(location.href), state, text };
    if (args.expect) {
      const mismatches = [];
      for (const [field, expected] of Object.entries(args.expect)) {
        if (expected === void 0) continue;
        const actual = field === "text" ? text : state[field];
        const ok = field === "text" ? text.includes(collapse(String(expected))) : actual === expected;
        if (!ok) mismatches.push({ field, expected, actual: actual ?? null });
      }
      result.matches = mismatches.length === 0;
      result.mismatches = mismatches;
    }
    return result;
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/extract.ts
  var SKIP = /* @__PURE__ */ new Set(["head", "script", "style", "template", "noscript", "svg", "math", "input", "select", "textarea", "option", "datalist"]);
  var BLOCK = /* @__PURE__ */ new Set([
    "address",
    "article",
    "aside",
    "blockquote",
    "br",
    "dd",
    "details",
    "dialog",
    "div",
    "dl",
    "dt",
    "fieldset",
    "figcaption",
    "figure",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hr",
    "li",
    "main",
    "nav",
    "ol",
    "p",
    "pre",
    "section",
    "summary",
    "table",
    "tr",
    "ul",
    "caption"
  ]);
  var FIELD_ROLES = /* @__PURE__ */ new Set(["textbox", "searchbox", "combobox", "listbox", "checkbox", "radio", "switch", "slider", "spinbutton"]);
  function rendered(el) {
    return el.checkVisibility() || getComputedStyle(el).display === "contents";
  }
  function cellsOf(row) {
    return [...row.cells].slice(0, EXTRACT_MAX_CELLS).map((cell) => bound(textOf(cell, EXTRACT_MAX_CELL_CHARS * 2, false), EXTRACT_MAX_CELL_CHARS));
  }
  function tableOf(table) {
    const rows = [...table.rows].filter((r) => r.closest("table") === table);
    let headers = [];
    let body = rows;
    const first = rows[0];
    if (first && (first.parentElement?.localName === "thead" || [...first.cells].every((c) => c.localName === "th"))) {
      headers = cellsOf(first);
      body = rows.slice(1);
    }
    const name = accessibleName(table, "table") || (table.caption ? collapse(table.caption.textContent ?? "") : "");
    return { name: bound(name, 100), headers, rows: body.slice(0, EXTRACT_MAX_ROWS).map(cellsOf), omittedRows: Math.max(0, body.length - EXTRACT_MAX_ROWS) };
  }
  function extract(args) {
    const memo = new PathMemo();
    const region = args.target ? resolveTarget(args.target, memo) : document.body ?? document.documentElement;
    const level = regionLevelOf(region) ?? frameRegionLevel();
    const fieldBlock = region instanceof HTMLInputElement || region instanceof HTMLSelectElement || region instanceof HTMLTextAreaElement ? fieldReason(region) : null;
    if (level || fieldBlock) {
      throw new BridgeError("blocked-sensitive", `That region is ${level ? `marked ${level}` : `a protected field (${fieldBlock})`}; it is never read.`, { reason: level ?? fieldBlock });
    }
    const want = new Set(args.include);
    const formMemo = /* @__PURE__ */ new Map();
    const omitted = { textChars: 0, links: 0, tables: 0, fields: 0, sensitiveRegions: 0 };
    const text = [];
    let textLength = 0;
    const links = [];
    const tables = [];
    const fields = [];
    const addText = (piece) => {
      if (!want.has("text")) return;
      const room = args.maxChars - textLength;
      if (room <= 0) {
        omitted.textChars += piece.length;
        return;
      }
      const kept = piece.length > room ? piece.slice(0, room) : piece;
      omitted.textChars += piece.length - kept.length;
      text.push(kept);
      textLength += kept.length;
    };
    const visit = (node, inTable) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const data = (node.nodeValue ?? "").replace(/\s+/g, " ");
        if (data) addText(data);
        return;
      }
      if (!(node instanceof Element)) return;
      const sensitive = sensitiveRegionLevel(node.getAttribute("data-sensitivity"));
      if (sensitive) {
        omitted.sensitiveRegions++;
        addText(`
[withheld: ${sensitive}]
`);
        return;
      }
      if (!rendered(node)) return;
      const info = roleInfo(node);
      if (want.has("fields") && info && FIELD_ROLES.has(info.role) && isVisible(node)) {
        if (fields.length >= EXTRACT_MAX_FIELDS) omitted.fields++;
        else {
          const id = identify(node, memo, info);
          const field = refOf(id);
          const reason = fieldReason(node, formMemo);
          if (reason) field.withheld = reason;
          else {
            const value = valueOf(node, MAX_VALUE_CHARS);
            if (value !== void 0 && info.role !== "checkbox" && info.role !== "radio" && info.role !== "switch") field.value = value;
            if (node instanceof HTMLSelectElement) field.selectedLabels = selectedLabels(node);
          }
          const checked = checkedOf(node);
          if (checked !== void 0) field.checked = checked;
          fields.push(field);
        }
      }
      if (SKIP.has(node.localName)) return;
      if (want.has("links") && node instanceof HTMLAnchorElement && node.hasAttribute("href")) {
        if (links.length >= EXTRACT_MAX_LINKS) omitted.links++;
        else links.push({ text: accessibleName(node, "link"), url: projectUrl(node.href) });
      }
      let table = inTable;
      if (want.has("tables") && node instanceof HTMLTableElement && !inTable) {
        table = true;
        if (tables.length >= EXTRACT_MAX_TABLES) omitted.tables++;
        else tables.push(tableOf(node));
      }
      const block = BLOCK.has(node.localName);
      if (block) addText("\n");
      else if (node.localName === "td" || node.localName === "th") addText("	");
      forEachFlatChildNode(node, (child) => visit(child, table));
      if (block) addText("\n");
    };
    visit(region, false);
    const result = { url: projectUrl(location.href), region: refOf(identify(region, memo)), omitted };
    if (want.has("text")) {
      result.text = text.join("").split("\n").map((line) => line.replace(/[ \t]+/g, (m) => m.includes("	") ? " | " : " ").replace(/^( \| )+|( \| )+$/g, "").trim()).filter(Boolean).join("\n");
    }
    if (want.has("links")) result.links = links;
    if (want.has("tables")) result.tables = tables;
    if (want.has("fields")) result.fields = fields;
    return result;
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/outline.ts
  function formatLine(line) {
    const { level, ...rest } = line.states;
    const isHeading = line.role === "heading";
    let out = "  ".repeat(line.depth) + (line.heading ? `h${line.heading} ` : "") + (isHeading ? `h${level ?? 2}` : line.role);
    if (line.name) out += ` ${JSON.stringify(line.name)}`;
    if (line.fingerprint) out += ` @${line.fingerprint}`;
    for (const [k, v] of Object.entries(isHeading ? rest : line.states)) out += v === true ? ` ${k}` : k === "blocked" ? ` blocked:${v}` : ` ${k}=${v}`;
    if (line.value !== void 0) out += ` =${JSON.stringify(line.value)}`;
    return out;
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/snapshot.ts
  var SKIP2 = /* @__PURE__ */ new Set(["head", "script", "style", "template", "noscript", "link", "meta", "svg", "math", "option", "optgroup", "datalist"]);
  function ownerPath() {
    try {
      const host = window.frameElement;
      return host ? new PathMemo().pathOf(host) : null;
    } catch {
      return null;
    }
  }
  function utf8Length(text) {
    let n = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      n += c < 128 ? 1 : c < 2048 ? 2 : c >= 55296 && c < 56320 ? (i++, 4) : 3;
    }
    return n;
  }
  function countControls(root) {
    let n = 0;
    const visit = (el) => {
      const info = roleInfo(el);
      if (info?.kind === "control") n++;
      forEachFlatChild(el, visit);
    };
    visit(root);
    return n;
  }
  var STATE_ATTRIBUTES = "[aria-disabled],[aria-checked],[aria-expanded],[aria-selected],[aria-pressed],[required],[aria-required],[readonly],[aria-readonly]";
  function soleControlNamed(heading, name, memo) {
    let found = null;
    let other = false;
    const scan = (el) => {
      if (other) return;
      const info2 = roleInfo(el);
      if (info2) {
        if (info2.kind !== "control" || found) {
          other = true;
          return;
        }
        found = el;
      }
      forEachFlatChild(el, scan);
    };
    forEachFlatChild(heading, scan);
    if (other || !found) return false;
    const control = found;
    const info = roleInfo(control);
    return info !== null && isVisible(control) && accessibleName(control, info.role, memo) === name;
  }
  function controlStates(el, info, blocked, focused) {
    const states = {};
    if (blocked) states.blocked = blocked;
    const stated = el.hasAttributes() && el.matches(STATE_ATTRIBUTES);
    if (el.matches(":disabled") || stated && el.getAttribute("aria-disabled") === "true") states.disabled = true;
    const checked = stated || el.localName === "input" ? checkedOf(el) : void 0;
    if (checked === true) states.checked = true;
    else if (checked === "mixed") states.mixed = true;
    const expanded = stated || el.localName === "summary" ? expandedOf(el) : void 0;
    if (expanded !== void 0) states[expanded ? "expanded" : "collapsed"] = true;
    if (stated) {
      if (el.getAttribute("aria-selected") === "true") states.selected = true;
      if (el.getAttribute("aria-pressed") === "true") states.pressed = true;
      if (el.hasAttribute("required") || el.getAttribute("aria-required") === "true") states.required = true;
      if (el.hasAttribute("readonly") || el.getAttribute("aria-readonly") === "true") states.readonly = true;
    }
    if (el === focused) states.focused = true;
    if (blocked) return { states };
    if (el instanceof HTMLSelectElement) {
      const labels = selectedLabels(el);
      return labels.length ? { states, value: bound(labels.join(", "), MAX_SNAPSHOT_VALUE_CHARS) } : { states };
    }
    if (info.role === "checkbox" || info.role === "radio" || info.role === "switch") return { states };
    const value = valueOf(el, MAX_SNAPSHOT_VALUE_CHARS);
    return value ? { states, value } : { states };
  }
  function snapshot(args) {
    const memo = new PathMemo();
    const formMemo = /* @__PURE__ */ new Map();
    const focused = deepActiveElement();
    const lines = [];
    const omitted = { hidden: 0, overLimit: 0, sensitive: 0, crossOriginFrames: 0 };
    let bytes = 0;
    let interactive = 0;
    let full = false;
    const iframes = [];
    const emit = (line) => {
      if (full) {
        omitted.overLimit++;
        return false;
      }
      const text = formatLine(line);
      const size = utf8Length(text) + 1;
      if (lines.length >= args.maxElements || bytes + size > args.maxBytes) {
        full = true;
        omitted.overLimit++;
        return false;
      }
      lines.push(text);
      bytes += size;
      return true;
    };
    const visit = (el, depth, headingLevel) => {
      const plain = !el.hasAttributes() || !el.matches(SPECIAL_ATTRIBUTES);
      if (SKIP2.has(el.localName) || !plain && el.getAttribute("aria-hidden") === "true") {
        if (el.localName !== "head") omitted.hidden += countControls(el);
        return;
      }
      const level = plain ? null : sensitiveRegionLevel(el.getAttribute("data-sensitivity"));
      if (level) {
        const withheld = countControls(el);
        omitted.sensitive += withheld;
        emit({ depth, role: "region", name: "", fingerprint: null, states: { blocked: level, withheld: String(withheld) } });
        return;
      }
      const info = roleInfo(el, plain);
      let childDepth = depth;
      if (info) {
        const visible = isVisible(el);
        if (info.kind === "control" && !visible) omitted.hidden++;
        else if (visible || info.kind === "landmark") {
          const id = identify(el, memo, info);
          if (id.fingerprint) {
            if (info.kind === "frame") {
              const states = {};
              if (!el.contentDocument) {
                states["cross-origin"] = true;
                omitted.crossOriginFrames++;
              }
              if (emit({ depth, role: "iframe", name: id.name, fingerprint: null, states })) iframes.push({ path: memo.pathOf(el), line: lines.length - 1 });
            } else if (info.kind === "landmark") {
              if (visible && emit({ depth, role: id.role, name: id.name, fingerprint: id.fingerprint, states: {} })) childDepth = depth + 1;
              if (visible) remember(id.fingerprint, el);
            } else if (info.kind === "heading") {
              const level2 = info.level ?? 2;
              if (soleControlNamed(el, id.name, memo)) {
                visitChildren(el, childDepth, level2);
                return;
              }
              if (emit({ depth, role: "heading", name: id.name, fingerprint: id.fingerprint, states: { level: String(level2) } })) remember(id.fingerprint, el);
            } else {
              const { states, value } = controlStates(el, info, fieldReason(el, formMemo), focused);
              const line = { depth, role: id.role, name: id.name, fingerprint: id.fingerprint, states };
              if (headingLevel) line.heading = headingLevel;
              if (value !== void 0) line.value = value;
              if (emit(line)) {
                interactive++;
                remember(id.fingerprint, el);
              }
            }
          }
        }
        if (info.kind === "frame" || el.localName === "select") return;
      }
      visitChildren(el, childDepth, headingLevel);
    };
    const visitChildren = (el, depth, headingLevel) => {
      const shadow = el.shadowRoot;
      if (shadow) {
        for (let c = shadow.firstElementChild; c; c = c.nextElementSibling) visit(c, depth, headingLevel);
      } else if (el.localName === "slot") {
        forEachFlatChild(el, (child) => visit(child, depth, headingLevel));
      } else {
        for (let c = el.firstElementChild; c; c = c.nextElementSibling) visit(c, depth, headingLevel);
      }
    };
    const frameLevel = frameRegionLevel();
    if (frameLevel) {
      const withheld = document.documentElement ? countControls(document.documentElement) : 0;
      omitted.sensitive += withheld;
      emit({ depth: 0, role: "region", name: "", fingerprint: null, states: { blocked: frameLevel, withheld: String(withheld) } });
    } else if (document.documentElement) {
      visit(document.documentElement, 0);
    }
    return {
      url: projectUrl(location.href),
      title: bound(document.title, 200),
      outline: lines.join("\n"),
      listed: lines.length,
      interactive,
      omitted,
      truncated: full,
      iframes,
      ownerPath: ownerPath()
    };
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/wait.ts
  function tryResolve(target, memo) {
    try {
      return resolveTarget(target, memo);
    } catch (err) {
      if (err instanceof BridgeError && (err.code === "stale" || err.code === "target-not-found")) return null;
      throw err;
    }
  }
  function stateHolds(state, el) {
    switch (state) {
      case "attached":
        return el !== null;
      case "detached":
        return el === null;
      case "visible":
        return el !== null && isVisible(el);
      case "hidden":
        return el === null || !isVisible(el);
      case "enabled":
        return el !== null && !isDisabled(el);
      case "disabled":
        return el !== null && isDisabled(el);
      case "checked":
        return el !== null && checkedOf(el) === true;
      case "unchecked":
        return el !== null && checkedOf(el) === false;
      case "focused":
        return el !== null && deepActiveElement() === el;
    }
  }
  function wait(args) {
    if (!args.target && args.text === void 0) throw new BridgeError("invalid-input", "wait needs a target, a text, or both.");
    const state = args.state ?? (args.target ? "visible" : "attached");
    const wantedText = args.text === void 0 ? null : collapse(args.text);
    const started = performance.now();
    const check2 = () => {
      const memo = new PathMemo();
      const el = args.target ? tryResolve(args.target, memo) : null;
      const reason = el ? sensitivityOf(el) : null;
      if (reason) throw new BridgeError("blocked-sensitive", `The target is a protected surface (${reason}); wait for visible text instead.`, { reason });
      if (args.target && !stateHolds(state, el)) return null;
      if (wantedText !== null) {
        if (args.target && !el) return null;
        const text = extract({ include: ["text"], maxChars: EXTRACT_MAX_CHARS, ...el && args.target ? { target: args.target } : {} }).text ?? "";
        if (!collapse(text).includes(wantedText)) return null;
      }
      const result = { met: true, elapsedMs: Math.round(performance.now() - started), url: projectUrl(location.href) };
      if (el) {
        result.target = refOf(identify(el, memo));
        result.state = stateOf(el, false);
      }
      return result;
    };
    return new Promise((resolve, reject) => {
      let done = false;
      let lastCheck = 0;
      let dirty = false;
      const finish = (settleWith) => {
        if (done) return;
        done = true;
        observer.disconnect();
        clearInterval(poll);
        clearTimeout(timer);
        settleWith();
      };
      const test = () => {
        if (done) return;
        lastCheck = performance.now();
        dirty = false;
        try {
          const result = check2();
          if (result) finish(() => resolve(result));
        } catch (err) {
          finish(() => reject(err));
        }
      };
      const observer = new MutationObserver(() => {
        if (performance.now() - lastCheck >= 30) test();
        else dirty = true;
      });
      const poll = setInterval(() => dirty || performance.now() - lastCheck >= WAIT_POLL_MS ? test() : void 0, 30);
      const timer = setTimeout(
        () => finish(
          () => reject(
            new BridgeError("timeout", `The condition (${args.target ? `target ${state}` : ""}${args.target && wantedText !== null ? ", " : ""}${wantedText !== null ? "text present" : ""}) did not hold within ${args.timeoutMs} ms.`, {
              timeoutMs: args.timeoutMs
            })
          )
        ),
        args.timeoutMs
      );
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      test();
    });
  }

  // ../../tmp/old-snap/faculties/clicks-and-clankers/semantic/page/runtime.ts
  var HANDLERS = { snapshot, extract, focus, hover, click, type, select, check, key, scroll, wait, verify };
  async function call(method, args, origin) {
    try {
      if (location.origin !== origin) {
        throw window === window.top ? new BridgeError("navigated", `The page is now on ${location.origin}, not ${origin}; nothing was done.`) : new BridgeError("origin-not-allowed", `This frame is on ${location.origin}; only frames of ${origin} are reachable from that tab.`, { origin: location.origin });
      }
      if (!Object.hasOwn(HANDLERS, method)) throw new BridgeError("internal", `The page runtime has no function ${method}.`);
      const handler = HANDLERS[method];
      return { ok: true, value: await handler(args) };
    } catch (err) {
      return { ok: false, error: toErrorShape(err) };
    }
  }
  function installRuntime() {
    const runtime = { version: RUNTIME_VERSION, call };
    Object.defineProperty(globalThis, RUNTIME_GLOBAL, { value: runtime, configurable: true, enumerable: false, writable: false });
  }

  // ../../tmp/old-snap/browser-extension/runtimes/semantic.ts
  installRuntime();
})();
