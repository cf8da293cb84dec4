"use strict";
(() => {
  // browser-bridge/errors.ts
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

  // faculties/clicks-and-clankers/semantic/protocol.ts
  var RUNTIME_VERSION = "semantic-2";
  var RUNTIME_GLOBAL = "__aiEchoSemanticRuntime";

  // faculties/clicks-and-clankers/project-url.ts
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

  // faculties/clicks-and-clankers/semantic/keys.ts
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

  // faculties/clicks-and-clankers/semantic/limits.ts
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

  // faculties/clicks-and-clankers/semantic/sensitivity.ts
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

  // faculties/clicks-and-clankers/semantic/page/tree.ts
  function composedParent(el) {
    if (el.parentElement) return el.parentElement;
    const parent = el.parentNode;
    return parent?.nodeType === Node.DOCUMENT_FRAGMENT_NODE && "host" in parent ? parent.host : null;
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

  // faculties/clicks-and-clankers/semantic/page/role.ts
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
      case "select":
        return { role: isListboxSelect(el) ? "listbox" : "combobox", kind: "control" };
      case "option": {
        const select2 = el.closest("select");
        return select2 && isListboxSelect(select2) ? { role: "option", kind: "control" } : null;
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
  function isListboxSelect(select2) {
    return select2.multiple || select2.size > 1;
  }
  var HANDLER_ATTRIBUTES = [
    "onclick",
    "onmousedown",
    "onmouseup",
    "onpointerdown",
    "onpointerup",
    "ontouchstart",
    "ontouchend",
    "ng-click",
    "x-on:click",
    "hx-get",
    "hx-post",
    "jsaction"
  ];
  var HANDLER_SELECTOR = HANDLER_ATTRIBUTES.map((a) => `[${a.replace(":", "\\:")}]`).join(",");
  var SPECIAL_ATTRIBUTES = `[role],[contenteditable],[tabindex],[aria-hidden],[data-sensitivity],${HANDLER_SELECTOR}`;
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
    if (tabindex !== null && Number(tabindex) >= 0 || el.matches(HANDLER_SELECTOR)) return { role: "generic", kind: "control" };
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

  // faculties/clicks-and-clankers/semantic/page/name.ts
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

  // faculties/clicks-and-clankers/semantic/page/sensitive.ts
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

  // faculties/clicks-and-clankers/semantic/page/state.ts
  function isDisabled(el) {
    if (el.matches(":disabled")) return true;
    return el.getAttribute("aria-disabled") === "true";
  }
  function isInert(el) {
    for (let n = el; n; n = composedParent(n)) if (n.hasAttribute("inert")) return true;
    const dialogs = el.ownerDocument.getElementsByTagName("dialog");
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

  // faculties/clicks-and-clankers/semantic/page/hit-test.ts
  function deepElementFromPoint(x, y, doc = document) {
    let hit = doc.elementFromPoint(x, y);
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
  function notHittable(reason, message, extra = {}) {
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
  function frameHosts() {
    const hosts = [];
    for (let w = window; w !== w.parent; w = w.parent) {
      const host = w.frameElement;
      if (!host) {
        notHittable("frame-unverifiable", "The target is in a frame inside a page of another site: whether that frame is visible there cannot be checked, so nothing is done in it.");
      }
      if (isInert(host)) notHittable("inert", "The frame holding the target is inert in its page (behind a modal dialog or in an inert region).");
      if (!host.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) notHittable("hidden", "The frame holding the target is hidden in its page (display, visibility or opacity).");
      const box = host.getBoundingClientRect();
      if (box.width <= 0 || box.height <= 0) notHittable("zero-size", "The frame holding the target has no size in its page.");
      hosts.push(host);
    }
    return hosts;
  }
  function toParent(host, x, y) {
    const box = host.getBoundingClientRect();
    const frame = host;
    const style = host.ownerDocument.defaultView.getComputedStyle(host);
    const sx = frame.offsetWidth > 0 ? box.width / frame.offsetWidth : 1;
    const sy = frame.offsetHeight > 0 ? box.height / frame.offsetHeight : 1;
    return [box.left + (frame.clientLeft + parseFloat(style.paddingLeft) + x) * sx, box.top + (frame.clientTop + parseFloat(style.paddingTop) + y) * sy];
  }
  function frameMissAt(hosts, x, y) {
    for (const host of hosts) {
      [x, y] = toParent(host, x, y);
      const view = host.ownerDocument.defaultView;
      if (x < 0 || y < 0 || x >= view.innerWidth || y >= view.innerHeight) return { reason: "off-screen" };
      const top = deepElementFromPoint(x, y, host.ownerDocument);
      if (top !== host) return { reason: "covered", cover: top };
    }
    return null;
  }
  function hitTest(el) {
    if (!el.isConnected) notHittable("detached", "The target is no longer in the page.");
    if (isDisabled(el)) notHittable("disabled", "The target is disabled.");
    if (isInert(el)) notHittable("inert", "The target is inert (behind a modal dialog or in an inert region).");
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) {
      notHittable("hidden", "The target is hidden (display, visibility or opacity).");
    }
    const hosts = frameHosts();
    const rects = [...el.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (!rects.length) notHittable("zero-size", "The target has no size on screen.");
    const points = rects.flatMap(pointsIn);
    if (!points.length) {
      notHittable("off-screen", 'The target is outside the viewport. Scroll it into view first (browser.semantic.scroll with to: "intoView"); nothing was scrolled.');
    }
    let cover = null;
    let frameMiss = null;
    for (const [x, y] of points) {
      const top = deepElementFromPoint(x, y);
      if (!top || !composedContains(el, top)) {
        cover ??= top;
        continue;
      }
      const miss = frameMissAt(hosts, x, y);
      if (!miss) return { x, y, element: top };
      if (!frameMiss || frameMiss.reason === "off-screen" && miss.reason === "covered") frameMiss = miss;
    }
    if (frameMiss?.reason === "off-screen") {
      notHittable("off-screen", 'The frame holding the target is outside the viewport of its page. Scroll the target into view first (browser.semantic.scroll with to: "intoView"); nothing was scrolled.');
    }
    const by = frameMiss ? frameMiss.cover : cover;
    const what = by ? describeElement(by) : "nothing (the point is outside the document)";
    const where = frameMiss ? " in the page holding its frame" : "";
    return notHittable("covered", `The target is covered by ${what}${where}; nothing was done.`, { coveredBy: what });
  }
  var LABEL_FALLBACK = /* @__PURE__ */ new Set(["hidden", "zero-size", "off-screen", "covered"]);
  function activationHit(el) {
    try {
      return hitTest(el);
    } catch (err) {
      const labels = el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio") ? [...el.labels ?? []] : [];
      const reason = err instanceof BridgeError ? err.detail?.reason : void 0;
      if (!labels.length || !LABEL_FALLBACK.has(reason)) throw err;
      let first = null;
      for (const label of labels) {
        try {
          return hitTest(label);
        } catch (labelErr) {
          first ??= labelErr;
        }
      }
      throw first;
    }
  }

  // faculties/clicks-and-clankers/semantic/page/activation.ts
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
  function defaultButton(form) {
    for (const control of form.elements) {
      if (control instanceof HTMLButtonElement && control.type === "submit") return control;
      if (control instanceof HTMLInputElement && (control.type === "submit" || control.type === "image")) return control;
    }
    return null;
  }
  function nextRadio(radio, forward) {
    const root = radio.getRootNode();
    const group = [...root.querySelectorAll("input[type=radio]")].filter(
      (r) => r instanceof HTMLInputElement && r.name === radio.name && r.form === radio.form && !r.disabled
    );
    const at = group.indexOf(radio);
    const next = group[(at + (forward ? 1 : -1) + group.length) % group.length];
    return next && next !== radio ? next : null;
  }
  function activatedBy(key2, receiver) {
    if (receiver === receiver.ownerDocument.body || receiver === receiver.ownerDocument.documentElement) return [];
    const name = key2.name;
    if (name === "Enter") {
      if (receiver instanceof HTMLInputElement && isTextField(receiver) && receiver.form) {
        const submitter = defaultButton(receiver.form);
        if (!submitter) {
          notHittable("no-submitter", "Enter here would submit a form that has no submit button, so nothing a person could see and press; nothing was done. Fill the fields, then click the form's own control.");
        }
        return [receiver, submitter];
      }
      return [receiver];
    }
    if (name === "Space") return isTextEntry(receiver) ? [] : [receiver];
    if (receiver instanceof HTMLSelectElement && (name.startsWith("Arrow") || name === "Home" || name === "End")) return [receiver];
    if (receiver instanceof HTMLInputElement && receiver.type === "radio" && name.startsWith("Arrow")) {
      const next = nextRadio(receiver, name === "ArrowDown" || name === "ArrowRight");
      return next ? [receiver, next] : [receiver];
    }
    return [];
  }

  // faculties/clicks-and-clankers/semantic/page/events.ts
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
    const next = nextRadio(radio, forward);
    if (!next) return;
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
      const submitter = el instanceof HTMLInputElement && isTextField(el) && el.form ? defaultButton(el.form) : null;
      if (submitter && !submitter.matches(":disabled")) {
        log.push("click");
        submitter.click();
      }
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

  // faculties/clicks-and-clankers/semantic/fingerprint.ts
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

  // faculties/clicks-and-clankers/semantic/page/clickable.ts
  var LIST_TAGS = /* @__PURE__ */ new Set(["ul", "ol", "menu"]);
  var NEVER_CLICKABLE = /* @__PURE__ */ new Set(["html", "body", "label", "option", "optgroup"]);
  var GENERIC = { role: "generic", kind: "control" };
  var LISTBOX_OPTION = { role: "option", kind: "control" };
  var DECLARED_CONTROLS = "a[href],button,input:not([type=hidden]),select,textarea,[role],[tabindex]";
  function isListContainer(el) {
    if (LIST_TAGS.has(el.localName)) return true;
    const role = el.getAttribute("role");
    return role === "list" || role === "listbox" || role === "menu";
  }
  function passesPointer(el, pointer) {
    return pointer && !isListContainer(el);
  }
  function wrapsOneControl(el) {
    const inner = el.querySelector(DECLARED_CONTROLS);
    if (!inner) return false;
    return collapse(inner.textContent ?? "") === collapse(el.textContent ?? "");
  }
  function scriptClickable(el, pointer, parentPointer, inControl) {
    if (inControl || !pointer || parentPointer) return null;
    if (NEVER_CLICKABLE.has(el.localName) || isListContainer(el) || wrapsOneControl(el)) return null;
    return GENERIC;
  }
  function hasControlAncestor(el) {
    for (let p = composedParent(el); p; p = composedParent(p)) if (roleInfo(p)?.kind === "control") return true;
    return false;
  }
  function isListbox(el) {
    return el?.getAttribute("role")?.trim().toLowerCase() === "listbox";
  }
  function listableRole(el) {
    const declared = roleInfo(el);
    if (declared) return declared;
    const parent = composedParent(el);
    if (isListbox(parent)) return LISTBOX_OPTION;
    if (getComputedStyle(el).cursor !== "pointer") return null;
    const parentPointer = parent !== null && passesPointer(parent, getComputedStyle(parent).cursor === "pointer");
    return scriptClickable(el, true, parentPointer, hasControlAncestor(el));
  }

  // faculties/clicks-and-clankers/semantic/page/identity.ts
  function identify(el, memo, info = listableRole(el)) {
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

  // faculties/clicks-and-clankers/semantic/page/input.ts
  var TYPED_INPUTS = /* @__PURE__ */ new Set(["text", "search", "email", "url", "tel", "password", "number"]);
  var PICKED_FORMATS = {
    date: "YYYY-MM-DD",
    time: "HH:MM or HH:MM:SS",
    "datetime-local": "YYYY-MM-DDTHH:MM",
    month: "YYYY-MM",
    week: "YYYY-Www (e.g. 2025-W07)",
    color: "#rrggbb",
    range: "a number"
  };
  var KEY_ROLES = /* @__PURE__ */ new Set(["textbox", "searchbox", "combobox", "spinbutton"]);
  var FLOAT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/;
  var COLOR = /^#[0-9a-fA-F]{6}$/;
  function entryKind(el, role) {
    if (el instanceof HTMLTextAreaElement) return "typed";
    if (el instanceof HTMLInputElement) {
      if (TYPED_INPUTS.has(el.type)) return "typed";
      return Object.hasOwn(PICKED_FORMATS, el.type) ? "picked" : null;
    }
    if (el instanceof HTMLElement && isContentEditableRoot(el)) return "editor";
    if (KEY_ROLES.has(role) && isFocusable(el)) return "keys";
    return null;
  }
  function invalid(message, detail = {}) {
    throw new BridgeError("invalid-input", message, detail);
  }
  function checkAsBrowser(field, value) {
    const type2 = field.type;
    if (value === "" && type2 !== "range" && type2 !== "color") return "";
    if ((type2 === "number" || type2 === "range") && !FLOAT.test(value)) invalid(`The field takes ${type2 === "range" ? PICKED_FORMATS.range : "a number"}; ${JSON.stringify(value)} is not one.`, { type: type2 });
    if (type2 === "color" && !COLOR.test(value)) invalid(`A colour field takes ${PICKED_FORMATS.color}; ${JSON.stringify(value)} is not one.`, { type: type2 });
    const twin = document.createElement("input");
    twin.type = type2;
    for (const attr of ["min", "max", "step"]) {
      const v = field.getAttribute(attr);
      if (v !== null) twin.setAttribute(attr, v);
    }
    twin.value = value;
    const format = PICKED_FORMATS[type2] ?? "a number";
    if (type2 !== "range" && type2 !== "color" && twin.value === "" && value !== "") invalid(`A ${type2} field takes ${format}; ${JSON.stringify(value)} is not a valid value.`, { type: type2, format });
    const low = field.getAttribute("min");
    const high = field.getAttribute("max");
    const outOfRange = type2 === "range" ? low !== null && Number(value) < Number(low) || high !== null && Number(value) > Number(high) : twin.validity.rangeUnderflow || twin.validity.rangeOverflow;
    if (outOfRange) invalid(`${JSON.stringify(value)} is outside what the field allows (${low ?? "no minimum"} to ${high ?? "no maximum"}).`, { type: type2, min: low, max: high });
    return twin.value;
  }
  var nativeValueSetter = (el) => Object.getOwnPropertyDescriptor(el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype, "value").set;
  function keyFields(ch) {
    if (ch === "\n") return { key: "Enter", code: "Enter", keyCode: 13, charCode: 13, which: 13 };
    if (ch === "	") return { key: "Tab", code: "Tab", keyCode: 9, charCode: 0, which: 9 };
    const upper = ch.toUpperCase();
    const letter = ch.length === 1 && upper !== ch.toLowerCase();
    const digit = ch >= "0" && ch <= "9";
    const code = letter && /[A-Z]/.test(upper) ? `Key${upper}` : digit ? `Digit${ch}` : ch === " " ? "Space" : "";
    const keyCode = letter || digit ? upper.charCodeAt(0) : ch === " " ? 32 : 0;
    return { key: ch, code, shiftKey: letter && ch === upper, keyCode, charCode: ch.codePointAt(0) ?? 0, which: keyCode };
  }
  function keyEvent2(type2, ch) {
    const fields = keyFields(ch);
    const legacy = type2 === "keypress" ? { keyCode: fields.charCode, which: fields.charCode } : { charCode: 0 };
    return new KeyboardEvent(type2, { ...fields, ...legacy, bubbles: true, cancelable: true, composed: true, view: window });
  }
  function checkTypable(text, multiline) {
    for (const ch of text) {
      if (ch === "\n" && multiline) continue;
      if (ch === "\n" || ch === "\r") invalid("A single-line field cannot take a line break; nothing was typed.");
      const c = ch.codePointAt(0);
      if (c < 32 && ch !== "	" || c >= 127 && c < 160) invalid(`Character U+${c.toString(16).padStart(4, "0")} is not something a key types; nothing was typed.`);
    }
  }
  function pressChar(el, ch, log, insert) {
    log.push(`keydown:${ch}`);
    let proceed = el.dispatchEvent(keyEvent2("keydown", ch));
    if (proceed && ch !== "	") {
      log.push(`keypress:${ch}`);
      proceed = el.dispatchEvent(keyEvent2("keypress", ch));
    }
    if (proceed && insert) insert();
    log.push(`keyup:${ch}`);
    el.dispatchEvent(keyEvent2("keyup", ch));
  }
  function fireInput(el, inputType, data, log, cancelable) {
    log.push(cancelable ? "beforeinput" : "input");
    return el.dispatchEvent(new InputEvent(cancelable ? "beforeinput" : "input", { bubbles: true, cancelable, composed: true, inputType, data }));
  }
  function caret(el) {
    const start = el.selectionStart;
    const end = el.selectionEnd;
    return start === null || end === null ? [el.value.length, el.value.length] : [start, end];
  }
  function checkTyped(el, text, clear) {
    checkTypable(text, el instanceof HTMLTextAreaElement);
    const next = clear ? text : el.value + text;
    if (el.maxLength >= 0 && next.length > el.maxLength) invalid(`The field takes at most ${el.maxLength} characters; the text would make ${next.length}.`, { maxLength: el.maxLength });
    if (el instanceof HTMLInputElement && el.type === "number") checkAsBrowser(el, next);
  }
  function typeIntoValue(el, text, clear, log) {
    const number = el instanceof HTMLInputElement && el.type === "number";
    const set = nativeValueSetter(el);
    let typed = clear ? "" : el.value;
    if (clear && el.value !== "") {
      if (fireInput(el, "deleteContentBackward", null, log, true)) {
        set.call(el, "");
        fireInput(el, "deleteContentBackward", null, log, false);
      }
    }
    if (!number && el.selectionStart !== null) el.setSelectionRange(el.value.length, el.value.length);
    for (const ch of text) {
      pressChar(el, ch, log, () => {
        const inputType = ch === "\n" ? "insertLineBreak" : "insertText";
        const data = ch === "\n" ? null : ch;
        if (!fireInput(el, inputType, data, log, true)) return;
        if (number) {
          typed += ch;
          set.call(el, typed);
        } else {
          const [start, end] = caret(el);
          set.call(el, el.value.slice(0, start) + ch + el.value.slice(end));
          if (el.selectionStart !== null) el.setSelectionRange(start + ch.length, start + ch.length);
        }
        fireInput(el, inputType, data, log, false);
      });
    }
    log.push("change");
    el.dispatchEvent(new Event("change", { bubbles: true }));
  }
  function typeIntoEditor(el, text, clear, log) {
    const selection = el.ownerDocument.getSelection();
    const range = document.createRange();
    range.selectNodeContents(el);
    if (!clear) range.collapse(false);
    selection?.removeAllRanges();
    selection?.addRange(range);
    if (clear && el.textContent) {
      log.push("beforeinput", "input");
      if (!document.execCommand("delete")) el.textContent = "";
    }
    for (const ch of text) {
      pressChar(el, ch, log, () => {
        log.push("beforeinput", "input");
        if (document.execCommand(ch === "\n" ? "insertLineBreak" : "insertText", false, ch)) return;
        el.append(ch);
        el.dispatchEvent(new InputEvent("input", { bubbles: true, composed: true, inputType: "insertText", data: ch }));
      });
    }
  }
  function pick(el, value, log) {
    if (el.value === value) return;
    nativeValueSetter(el).call(el, value);
    log.push("input", "change");
    el.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
  }
  function enterText(el, kind, text, clear) {
    let picked = "";
    if (kind === "picked") picked = checkAsBrowser(el, text.trim());
    else if (kind === "typed") checkTyped(el, text, clear);
    else if (kind === "editor") checkTypable(text, true);
    else if (clear) invalid("This control hears key presses only; it cannot be cleared by typing. Type without clear, or use its own controls.");
    else checkTypable(text, false);
    const log = [];
    if (deepActiveElement() !== el && el instanceof HTMLElement) {
      el.focus({ preventScroll: true });
      log.push("focus");
    }
    if (kind === "picked") pick(el, picked, log);
    else if (kind === "typed") typeIntoValue(el, text, clear, log);
    else if (kind === "editor") typeIntoEditor(el, text, clear, log);
    else for (const ch of text) pressChar(el, ch, log, null);
    return log;
  }

  // faculties/clicks-and-clankers/semantic/page/resolve.ts
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
      const info = listableRole(el);
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

  // faculties/clicks-and-clankers/semantic/page/act.ts
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
  function requireUsable(el) {
    if (isInert(el)) notHittable("inert", "The target is inert (behind a modal dialog or in an inert region).");
    if (!isVisible(el)) notHittable("hidden", "The target is hidden (display, visibility, opacity or zero size).");
  }
  function notEditable(message, reason) {
    throw new BridgeError("not-editable", message, { reason });
  }
  function focusWatched(el) {
    let received = false;
    const seen2 = () => {
      received = true;
    };
    el.addEventListener("focus", seen2, { capture: true, once: true });
    try {
      el.focus({ preventScroll: true });
    } finally {
      el.removeEventListener("focus", seen2, { capture: true });
    }
    return received;
  }
  async function focus(args) {
    const p = prepare(args.target);
    if (isDisabled(p.el)) notHittable("disabled", "The target is disabled.");
    requireUsable(p.el);
    const already = deepActiveElement() === p.el;
    const focusEvent = !already && p.el instanceof HTMLElement && focusWatched(p.el);
    if (!already && !focusEvent && deepActiveElement() !== p.el) notHittable("not-focusable", `The target (${p.id.role}) cannot take focus.`);
    const result = await evidence("focus", p, focusEvent ? ["focus"] : []);
    return { ...result, focusEvent, focusKept: deepActiveElement() === p.el };
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
  async function type(args) {
    const p = prepare(args.target);
    const el = p.el;
    const kind = entryKind(el, p.id.role);
    if (!kind) notEditable(`The target is a ${p.id.role}, not a field one types into; use select, check or click for it.`, "not-text-entry");
    if (isDisabled(el)) notEditable("The field is disabled.", "disabled");
    if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.readOnly) notEditable("The field is read-only.", "readonly");
    if (el.getAttribute("aria-readonly") === "true") notEditable("The field is read-only.", "readonly");
    requireUsable(el);
    return evidence("type", p, enterText(el, kind, args.text, args.clear));
  }
  function optionBy(options, by, wanted) {
    const matches = by === "value" ? options.filter((o) => o.value === wanted) : options.filter((o) => collapse(o.label || o.text) === collapse(wanted));
    const what = `${by} ${JSON.stringify(wanted)}`;
    if (!matches.length) {
      throw new BridgeError("target-not-found", `The select has no option with ${what}.`, {
        options: options.slice(0, 30).map((o) => bound(collapse(o.label || o.text), MAX_LABEL_CHARS))
      });
    }
    if (matches.length > 1) throw new BridgeError("target-ambiguous", `${matches.length} options of the select have ${what}; use value instead.`);
    return matches[0];
  }
  async function select(args) {
    const given = [args.value, args.label, args.values, args.labels].filter((v) => v !== void 0).length;
    if (given !== 1) throw new BridgeError("invalid-input", "select takes exactly one of value, label, values or labels.");
    const p = prepare(args.target);
    const el = p.el;
    if (!(el instanceof HTMLSelectElement)) notEditable(`The target is a ${p.id.role}, not a select; click the option instead.`, "not-select");
    if (isDisabled(el)) notEditable("The select is disabled.", "disabled");
    const list = args.values ?? args.labels;
    if (list && !el.multiple) throw new BridgeError("invalid-input", "values and labels choose several options, and this select takes one: give value or label.");
    const by = args.value !== void 0 || args.values ? "value" : "label";
    const options = [...el.options];
    const chosen = [...new Set((list ?? [args.value ?? args.label]).map((w) => optionBy(options, by, w)))];
    for (const option of chosen) {
      if (option.disabled) notEditable("That option is disabled.", "option-disabled");
      hitTest(option.getClientRects().length ? option : el);
    }
    const log = [];
    const wanted = new Set(chosen);
    if (options.some((o) => o.selected !== wanted.has(o))) {
      if (el.multiple) for (const o of options) o.selected = wanted.has(o);
      else chosen[0].selected = true;
      log.push("input", "change");
      el.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
      el.dispatchEvent(new Event("change", { bubbles: true }));
    }
    return evidence("select", p, log);
  }
  var CHECKABLE_ROLES = /* @__PURE__ */ new Set(["checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"]);
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
    clickAt(activationHit(el), log);
    return evidence("check", p, log);
  }
  function requireActivatable(key2, receiver) {
    for (const el of activatedBy(key2, receiver)) activationHit(el);
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
      requireActivatable(allowed, receiver);
      if (deepActiveElement() !== receiver && receiver instanceof HTMLElement) {
        receiver.focus({ preventScroll: true });
        log.push("focus");
      }
    } else {
      receiver = deepActiveElement() ?? document.body ?? document.documentElement;
      refuseSensitive(receiver);
      requireActivatable(allowed, receiver);
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

  // faculties/clicks-and-clankers/semantic/page/extract.ts
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
      const kept2 = piece.length > room ? piece.slice(0, room) : piece;
      omitted.textChars += piece.length - kept2.length;
      text.push(kept2);
      textLength += kept2.length;
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

  // faculties/clicks-and-clankers/semantic/outline.ts
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

  // faculties/clicks-and-clankers/semantic/page/walk.ts
  var SKIP2 = /* @__PURE__ */ new Set(["head", "script", "style", "template", "noscript", "link", "meta", "option", "optgroup", "datalist"]);
  var OPAQUE = /* @__PURE__ */ new Set(["svg", "math"]);
  var OPTION = { role: "option", kind: "control" };
  var PLAIN_INPUT_TYPES = /* @__PURE__ */ new Set(["text", "checkbox", "radio", "search", "button", "submit", "reset", "image", "hidden"]);
  var STATE_ATTRIBUTES = "[aria-disabled],[aria-checked],[aria-expanded],[aria-selected],[aria-pressed],[required],[aria-required],[readonly],[aria-readonly],[aria-multiline]";
  var ARIA_HIDDEN = 1;
  var IN_CONTROL = 2;
  var PARENT_POINTER = 4;
  var LISTBOX_CHILD = 8;
  function hasBox2(el) {
    if (el instanceof HTMLElement) return el.offsetWidth > 0 && el.offsetHeight > 0;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  }
  function countControls(root) {
    let n = 0;
    const visit = (el) => {
      if (roleInfo(el)?.kind === "control") n++;
      forEachFlatChild(el, visit);
    };
    visit(root);
    return n;
  }
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
    if (el instanceof HTMLInputElement && !PLAIN_INPUT_TYPES.has(el.type)) states.type = el.type;
    const stated = el.hasAttributes() && el.matches(STATE_ATTRIBUTES);
    if (el instanceof HTMLTextAreaElement || stated && el.getAttribute("aria-multiline") === "true") states.multiline = true;
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
      if (el.multiple) states.multiple = true;
      const labels = selectedLabels(el);
      return labels.length ? { states, value: bound(labels.join(", "), MAX_SNAPSHOT_VALUE_CHARS) } : { states };
    }
    if (info.role === "checkbox" || info.role === "radio" || info.role === "switch" || info.role === "option" || info.role === "generic") return { states };
    const value = valueOf(el, MAX_SNAPSHOT_VALUE_CHARS);
    return value ? { states, value } : { states };
  }
  function seen(el) {
    if (isVisible(el)) return "visible";
    if (!el.checkVisibility({ checkVisibilityCSS: true }) || !hasBox2(el)) return "hidden";
    return getComputedStyle(el).pointerEvents === "none" ? "hidden" : "transparent";
  }
  function walkDocument(memo) {
    const formMemo = /* @__PURE__ */ new Map();
    const focused = deepActiveElement();
    const entries = [];
    const omitted = { hidden: 0, sensitive: 0, crossOriginFrames: 0 };
    const add = (entry) => entries.push(entry) - 1;
    const control = (el, info, depth, parent, flags, headingLevel) => {
      const how = seen(el);
      if (how === "hidden" || flags & ARIA_HIDDEN && getComputedStyle(el).pointerEvents === "none") {
        omitted.hidden++;
        return;
      }
      const id = identify(el, memo, info);
      if (!id.fingerprint) return;
      const { states, value } = controlStates(el, info, fieldReason(el, formMemo), focused);
      if (how === "transparent") states.transparent = true;
      if (flags & ARIA_HIDDEN) states["aria-hidden"] = true;
      const line = { depth, role: id.role, name: id.name, fingerprint: id.fingerprint, states };
      if (headingLevel) line.heading = headingLevel;
      if (value !== void 0) line.value = value;
      add({ el, line, parent, landmark: false, interactive: true });
    };
    const options = (select2, depth, parent, flags) => {
      for (const option of select2.options) {
        if (option.hidden) {
          omitted.hidden++;
          continue;
        }
        const id = identify(option, memo, OPTION);
        if (!id.fingerprint) continue;
        const states = {};
        if (option.selected) states.selected = true;
        if (option.disabled) states.disabled = true;
        if (flags & ARIA_HIDDEN) states["aria-hidden"] = true;
        add({ el: option, line: { depth, role: "option", name: id.name, fingerprint: id.fingerprint, states }, parent, landmark: false, interactive: true });
      }
    };
    const visit = (el, depth, parent, inherited, headingLevel) => {
      const tag = el.localName;
      if (SKIP2.has(tag)) return;
      const plain = !el.hasAttributes() || !el.matches(SPECIAL_ATTRIBUTES);
      let flags = inherited & ~(PARENT_POINTER | LISTBOX_CHILD);
      if (!plain) {
        if (el.getAttribute("aria-hidden") === "true") flags |= ARIA_HIDDEN;
        const level = sensitiveRegionLevel(el.getAttribute("data-sensitivity"));
        if (level) {
          const withheld = countControls(el);
          omitted.sensitive += withheld;
          add({ el, line: { depth, role: "region", name: "", fingerprint: null, states: { blocked: level, withheld: String(withheld) } }, parent, landmark: false, interactive: false });
          return;
        }
      }
      const declared = roleInfo(el, plain);
      let info = declared;
      let childFlags = flags;
      if (declared?.kind === "control") childFlags |= IN_CONTROL;
      else if (!declared && inherited & LISTBOX_CHILD) info = LISTBOX_OPTION;
      else if (!(inherited & IN_CONTROL)) {
        const pointer = getComputedStyle(el).cursor === "pointer";
        if (!declared) info = scriptClickable(el, pointer, (inherited & PARENT_POINTER) !== 0, false);
        if (passesPointer(el, pointer)) childFlags |= PARENT_POINTER;
      }
      if (!plain && isListbox(el)) childFlags |= LISTBOX_CHILD;
      let childDepth = depth;
      let childParent = parent;
      if (info?.kind === "control") {
        control(el, info, depth, parent, flags, headingLevel);
        if (el instanceof HTMLSelectElement) {
          if (isListboxSelect(el) && seen(el) !== "hidden") options(el, depth + 1, parent, flags);
          return;
        }
      } else if (info?.kind === "frame") {
        if (flags & ARIA_HIDDEN) return;
        const id = identify(el, memo, info);
        const states = {};
        if (!el.contentDocument) {
          states["cross-origin"] = true;
          omitted.crossOriginFrames++;
        }
        if (seen(el) === "visible") add({ el, line: { depth, role: "iframe", name: id.name, fingerprint: null, states }, parent, landmark: false, interactive: false, iframePath: memo.pathOf(el) });
        return;
      } else if (info && !(flags & ARIA_HIDDEN) && seen(el) === "visible") {
        const id = identify(el, memo, info);
        if (id.fingerprint && info.kind === "landmark") {
          childParent = add({ el, line: { depth, role: id.role, name: id.name, fingerprint: id.fingerprint, states: {} }, parent, landmark: true, interactive: false });
          childDepth = depth + 1;
        } else if (id.fingerprint && info.kind === "heading") {
          const level = info.level ?? 2;
          if (soleControlNamed(el, id.name, memo)) return visitChildren(el, depth, parent, childFlags, level);
          add({ el, line: { depth, role: "heading", name: id.name, fingerprint: id.fingerprint, states: { level: String(level) } }, parent, landmark: false, interactive: false });
        }
      }
      if (OPAQUE.has(tag)) return;
      visitChildren(el, childDepth, childParent, childFlags, headingLevel);
    };
    const visitChildren = (el, depth, parent, flags, headingLevel) => {
      const shadow = el.shadowRoot;
      if (shadow) {
        for (let c = shadow.firstElementChild; c; c = c.nextElementSibling) visit(c, depth, parent, flags, headingLevel);
      } else if (el.localName === "slot") {
        forEachFlatChild(el, (child) => visit(child, depth, parent, flags, headingLevel));
      } else {
        for (let c = el.firstElementChild; c; c = c.nextElementSibling) visit(c, depth, parent, flags, headingLevel);
      }
    };
    if (document.documentElement) visit(document.documentElement, 0, -1, 0, 0);
    return { entries, omitted };
  }
  function queryWords(query) {
    if (!query) return [];
    return collapse(query).toLowerCase().split(" ").filter(Boolean).slice(0, 16).map((w) => w.slice(0, 100));
  }
  function relevance(line, words) {
    if (!words.length) return 0;
    const text = `${line.role} ${line.name} ${line.value ?? ""}`.toLowerCase();
    let n = 0;
    for (const w of words) if (text.includes(w)) n++;
    return n;
  }

  // faculties/clicks-and-clankers/semantic/page/find.ts
  function hasAll(haystack, words) {
    const text = haystack.toLowerCase();
    return words.every((w) => text.includes(w));
  }
  function find(args) {
    const nameWords = queryWords(args.name);
    const textWords = queryWords(args.text);
    const roles = args.roles?.length ? new Set(args.roles) : null;
    if (!nameWords.length && !textWords.length && !roles) throw new BridgeError("invalid-input", "find needs a name, a role or a text to look for.");
    const url = projectUrl(location.href);
    if (frameRegionLevel()) return { url, matches: [], total: 0 };
    const matches = [];
    let total = 0;
    const matchesEntry = (entry) => {
      const line = entry.line;
      if (!line.fingerprint) return false;
      if (roles && !roles.has(line.role)) return false;
      if (nameWords.length && !hasAll(line.name, nameWords)) return false;
      if (textWords.length && !hasAll(`${line.name} ${line.value ?? ""} ${line.states.blocked ? "" : textOf(entry.el)}`, textWords)) return false;
      return true;
    };
    for (const entry of walkDocument(new PathMemo()).entries) {
      if (!matchesEntry(entry)) continue;
      total++;
      if (matches.length >= args.limit) continue;
      remember(entry.line.fingerprint, entry.el);
      matches.push(formatLine({ ...entry.line, depth: 0 }));
    }
    return { url, matches, total };
  }

  // faculties/clicks-and-clankers/semantic/json-chars.ts
  var ANGLE = /[<>]/g;
  function jsonTextChars(json) {
    const angles = json.match(ANGLE);
    return json.length + (angles ? angles.length * 5 : 0);
  }
  function jsonChars(value) {
    return jsonTextChars(JSON.stringify(value) ?? "null");
  }
  function lineJsonChars(line) {
    return jsonTextChars(JSON.stringify(line)) - 2 + 2;
  }

  // faculties/clicks-and-clankers/semantic/select-lines.ts
  function moreReserve(total) {
    return " more=".length + String(total).length;
  }
  function selectLines(candidates, limits) {
    const n = candidates.length;
    const order = Array.from({ length: n }, (_, i) => i);
    if (candidates.some((c) => c.rank !== 0)) order.sort((a, b) => candidates[a].rank - candidates[b].rank || a - b);
    const taken = new Uint8Array(n);
    const reserve = moreReserve(n);
    let lines = 0;
    let bytes = 0;
    let chars = 0;
    const pending = [];
    for (const i of order) {
      if (taken[i]) continue;
      pending.length = 0;
      for (let j = i; j >= 0 && !taken[j]; j = candidates[j].parent) pending.push(j);
      let addLines = 0;
      let addBytes = 0;
      let addChars = 0;
      for (const j of pending) {
        const c = candidates[j];
        addLines++;
        addBytes += c.bytes + (c.landmark ? reserve : 0);
        addChars += c.chars + (c.landmark ? reserve : 0);
      }
      if (lines + addLines > limits.lines || bytes + addBytes > limits.bytes || chars + addChars > limits.chars) break;
      for (const j of pending) taken[j] = 1;
      lines += addLines;
      bytes += addBytes;
      chars += addChars;
    }
    const result = { taken: [], moreIn: /* @__PURE__ */ new Map(), rest: [] };
    for (let i = 0; i < n; i++) {
      if (taken[i]) {
        result.taken.push(i);
        continue;
      }
      result.rest.push(i);
      let p = candidates[i].parent;
      while (p >= 0 && !taken[p]) p = candidates[p].parent;
      if (p >= 0) result.moreIn.set(p, (result.moreIn.get(p) ?? 0) + 1);
    }
    return result;
  }

  // faculties/clicks-and-clankers/semantic/page/snapshot-store.ts
  var CURSOR_TOKEN_CHARS = 10;
  var CURSOR_TOKEN_PATTERN = `[0-9a-z]{${CURSOR_TOKEN_CHARS}}`;
  var KEPT = 4;
  var kept = /* @__PURE__ */ new Map();
  function newToken() {
    const bytes = crypto.getRandomValues(new Uint8Array(CURSOR_TOKEN_CHARS));
    return [...bytes].map((b) => (b % 36).toString(36)).join("");
  }
  function keepRest(entries, rest) {
    const token = newToken();
    kept.set(token, { entries, rest });
    while (kept.size > KEPT) kept.delete(kept.keys().next().value);
    return token;
  }
  function takeRest(token) {
    const found = kept.get(token);
    if (!found) {
      throw new BridgeError("stale", `That cursor is no longer known in this document (newer snapshots replaced it, or the page reloaded); take a fresh snapshot.`, {
        cursor: token
      });
    }
    return found;
  }

  // faculties/clicks-and-clankers/semantic/page/snapshot.ts
  var FRAME_ENVELOPE_CHARS = jsonChars({ frameId: -(2 ** 31), parentFrameId: -(2 ** 31), documentId: "F".repeat(32) });
  var FRAME_LINK_CHARS = " frame=".length + 11;
  var WIDE_COUNT = 10 ** 9;
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
  function walkFrame(memo) {
    const level = frameRegionLevel();
    if (!level) return walkDocument(memo);
    const withheld = document.documentElement ? countControls(document.documentElement) : 0;
    const el = document.documentElement;
    return {
      entries: [{ el, line: { depth: 0, role: "region", name: "", fingerprint: null, states: { blocked: level, withheld: String(withheld) } }, parent: -1, landmark: false, interactive: false }],
      omitted: { hidden: 0, sensitive: withheld, crossOriginFrames: 0 }
    };
  }
  function envelopeChars(url, title, roles) {
    const rest = {};
    for (const role of roles) rest[role] = WIDE_COUNT;
    const omitted = { hidden: WIDE_COUNT, overLimit: WIDE_COUNT, sensitive: WIDE_COUNT, crossOriginFrames: WIDE_COUNT };
    const frame = { url, title, outline: "", listed: WIDE_COUNT, interactive: WIDE_COUNT, omitted, truncated: false, rest, cursor: "x".repeat(CURSOR_TOKEN_CHARS) };
    return jsonChars(frame) + FRAME_ENVELOPE_CHARS;
  }
  function snapshot(args) {
    const url = projectUrl(location.href);
    const title = bound(document.title, 200);
    let entries;
    let indexes;
    let omitted;
    const ranked = args.budgetChars !== void 0 || args.query !== void 0;
    if (args.cursor !== void 0) {
      const kept2 = takeRest(args.cursor);
      entries = kept2.entries;
      const wanted = new Set(kept2.rest);
      for (const i of kept2.rest) for (let p = entries[i].parent; p >= 0 && !wanted.has(p); p = entries[p].parent) wanted.add(p);
      indexes = [...wanted].sort((a, b) => a - b);
      omitted = { hidden: 0, sensitive: 0, crossOriginFrames: 0 };
    } else {
      const walk = walkFrame(new PathMemo());
      entries = walk.entries;
      indexes = entries.map((_, i) => i);
      omitted = walk.omitted;
    }
    const position = /* @__PURE__ */ new Map();
    indexes.forEach((entryIndex, k) => position.set(entryIndex, k));
    const words = queryWords(args.query);
    const texts = [];
    const candidates = indexes.map((i, k) => {
      const entry = entries[i];
      const text = formatLine(entry.line);
      texts[k] = text;
      const link = entry.iframePath ? FRAME_LINK_CHARS : 0;
      let rank = 0;
      if (ranked && args.cursor === void 0) {
        const score = relevance(entry.line, words);
        rank = inViewport(entry.el) ? 0 : score > 0 ? 1 + 1 / (1 + score) : 2;
      }
      let parent = entry.parent;
      while (parent >= 0 && !position.has(parent)) parent = entries[parent].parent;
      return { parent: parent >= 0 ? position.get(parent) : -1, rank, landmark: entry.landmark, bytes: utf8Length(text) + 1 + link, chars: lineJsonChars(text) + link };
    });
    let maxChars = Infinity;
    if (args.budgetChars !== void 0) {
      const envelope = envelopeChars(url, title, new Set(indexes.map((i) => entries[i].line.role)));
      if (envelope > args.budgetChars) {
        throw new BridgeError("invalid-input", `A budget of ${args.budgetChars} characters does not hold this frame's address, title and counts (${envelope}); give a larger budget.`, {
          needed: envelope
        });
      }
      maxChars = args.budgetChars - envelope;
    }
    const chosen = selectLines(candidates, { lines: args.maxElements, bytes: args.maxBytes, chars: maxChars });
    const lines = [];
    const iframes = [];
    let interactive = 0;
    for (const k of chosen.taken) {
      const entry = entries[indexes[k]];
      let text = texts[k];
      const more = chosen.moreIn.get(k);
      if (more) text += ` more=${more}`;
      if (entry.iframePath) iframes.push({ path: entry.iframePath, line: lines.length });
      if (entry.interactive) interactive++;
      if (entry.line.fingerprint) remember(entry.line.fingerprint, entry.el);
      lines.push(text);
    }
    const result = {
      url,
      title,
      outline: lines.join("\n"),
      listed: lines.length,
      interactive,
      omitted: { ...omitted, overLimit: chosen.rest.length },
      truncated: chosen.rest.length > 0,
      iframes,
      ownerPath: ownerPath()
    };
    if (chosen.rest.length) {
      const rest = {};
      for (const k of chosen.rest) {
        const role = entries[indexes[k]].line.role;
        rest[role] = (rest[role] ?? 0) + 1;
      }
      result.rest = rest;
      result.cursor = keepRest(entries, chosen.rest.map((k) => indexes[k]));
    }
    return result;
  }

  // faculties/clicks-and-clankers/semantic/page/wait.ts
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

  // faculties/clicks-and-clankers/semantic/page/runtime.ts
  var HANDLERS = { snapshot, find, extract, focus, hover, click, type, select, check, key, scroll, wait, verify };
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

  // browser-extension/runtimes/semantic.ts
  installRuntime();
})();
