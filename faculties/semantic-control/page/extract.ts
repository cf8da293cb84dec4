// Reading a region as a person reads it: visible text, links, tables and form field states, in
// flat-tree order through open shadow roots. Marked regions become "[withheld: <level>]";
// sensitive fields are listed without their value. Everything is bounded and counted.
import { BridgeError } from '../../../browser-bridge/errors.ts';
import { projectUrl } from '../../sdk/project-url.ts';
import {
  EXTRACT_MAX_CELLS,
  EXTRACT_MAX_CELL_CHARS,
  EXTRACT_MAX_FIELDS,
  EXTRACT_MAX_LINKS,
  EXTRACT_MAX_OPTIONS,
  EXTRACT_MAX_ROWS,
  EXTRACT_MAX_TABLES,
  MAX_LABEL_CHARS,
  MAX_VALUE_CHARS,
  bound,
} from '../limits.ts';
import type { ExtractArgs, ExtractedField, ExtractedTable, PageExtract } from '../protocol.ts';
import { sensitiveRegionLevel } from '../../sdk/page/sensitivity.ts';
import { identify, refOf } from '../../sdk/page/identity.ts';
import { accessibleName, collapse, textOf } from '../../sdk/page/name.ts';
import { resolveTarget } from '../../sdk/page/resolve.ts';
import { roleInfo } from '../../sdk/page/role.ts';
import { fieldReason, frameRegionLevel, regionLevelOf } from '../../sdk/page/sensitive.ts';
import { checkedOf, isVisible, selectedLabels, valueOf } from '../../sdk/page/state.ts';
import { PathMemo, forEachFlatChildNode } from '../../sdk/page/tree.ts';

/**
 * What the page says about an option beyond its label: its title, its aria-description, or the
 * text its aria-describedby names ("Greenway Properties" titled "Rent for the flat").
 */
function optionNote(o: HTMLOptionElement): string {
  const own = o.getAttribute('title') || o.getAttribute('aria-description');
  if (own) return collapse(own);
  const ids = (o.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean).slice(0, 4);
  const root = o.getRootNode() as Document | ShadowRoot;
  return collapse(ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' '));
}

const SKIP = new Set(['head', 'script', 'style', 'template', 'noscript', 'svg', 'math', 'input', 'select', 'textarea', 'option', 'datalist']);
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary',
  'table', 'tr', 'ul', 'caption',
]);
const FIELD_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'listbox', 'checkbox', 'radio', 'switch', 'slider', 'spinbutton']);

function rendered(el: Element): boolean {
  return el.checkVisibility() || getComputedStyle(el).display === 'contents';
}

/**
 * An inline element laid out as one part of a row (a flex or grid item: a sender, a subject and a
 * time set side by side by CSS): its text is kept apart from its neighbours' as a table cell's is,
 * where the page's markup alone would run them together ("Acme BillingYour receipt2 h ago").
 */
function layoutCell(el: Element): boolean {
  const parent = el.parentElement;
  return !!parent && /^(inline-)?(flex|grid)$/.test(getComputedStyle(parent).display);
}

function cellsOf(row: HTMLTableRowElement): string[] {
  return [...row.cells].slice(0, EXTRACT_MAX_CELLS).map((cell) => bound(textOf(cell, EXTRACT_MAX_CELL_CHARS * 2, false), EXTRACT_MAX_CELL_CHARS));
}

function tableOf(table: HTMLTableElement): ExtractedTable {
  const rows = [...table.rows].filter((r) => r.closest('table') === table);
  let headers: string[] = [];
  let body = rows;
  const first = rows[0];
  if (first && (first.parentElement?.localName === 'thead' || [...first.cells].every((c) => c.localName === 'th'))) {
    headers = cellsOf(first);
    body = rows.slice(1);
  }
  const name = accessibleName(table, 'table') || (table.caption ? collapse(table.caption.textContent ?? '') : '');
  return { name: bound(name, 100), headers, rows: body.slice(0, EXTRACT_MAX_ROWS).map(cellsOf), omittedRows: Math.max(0, body.length - EXTRACT_MAX_ROWS) };
}

export function extract(args: ExtractArgs): PageExtract {
  const memo = new PathMemo();
  const region = args.target ? resolveTarget(args.target, memo) : (document.body ?? document.documentElement);
  const level = regionLevelOf(region) ?? frameRegionLevel();
  const fieldBlock = region instanceof HTMLInputElement || region instanceof HTMLSelectElement || region instanceof HTMLTextAreaElement ? fieldReason(region) : null;
  if (level || fieldBlock) {
    throw new BridgeError('blocked-sensitive', `That region is ${level ? `marked ${level}` : `a protected field (${fieldBlock})`}; it is never read.`, { reason: level ?? fieldBlock });
  }
  const want = new Set(args.include);
  const formMemo = new Map<HTMLFormElement, boolean>();
  const omitted = { textChars: 0, links: 0, tables: 0, fields: 0, sensitiveRegions: 0 };
  const text: string[] = [];
  let textLength = 0;
  const links: PageExtract['links'] = [];
  const tables: ExtractedTable[] = [];
  const fields: ExtractedField[] = [];

  const addText = (piece: string) => {
    if (!want.has('text')) return;
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

  const visit = (node: Node, inTable: boolean): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      const data = (node.nodeValue ?? '').replace(/\s+/g, ' ');
      // Whitespace between inline elements still separates words ("Home Help", not "HomeHelp").
      if (data) addText(data);
      return;
    }
    if (!(node instanceof Element)) return;
    const sensitive = sensitiveRegionLevel(node.getAttribute('data-sensitivity'));
    if (sensitive) {
      omitted.sensitiveRegions++;
      addText(`\n[withheld: ${sensitive}]\n`);
      return;
    }
    if (!rendered(node)) return;
    const info = roleInfo(node);
    if (want.has('fields') && info && FIELD_ROLES.has(info.role) && isVisible(node)) {
      if (fields.length >= EXTRACT_MAX_FIELDS) omitted.fields++;
      else {
        const id = identify(node, memo, info);
        const field: ExtractedField = refOf(id);
        const reason = fieldReason(node, formMemo);
        if (reason) field.withheld = reason;
        else {
          const value = valueOf(node, MAX_VALUE_CHARS);
          if (value !== undefined && info.role !== 'checkbox' && info.role !== 'radio' && info.role !== 'switch') field.value = value;
          if (node instanceof HTMLSelectElement) {
            field.selectedLabels = selectedLabels(node);
            const options = [...node.options].slice(0, EXTRACT_MAX_OPTIONS);
            field.options = options.map((o) => bound(collapse(o.label || o.text), MAX_LABEL_CHARS));
            const notes = options.map((o) => bound(optionNote(o), MAX_LABEL_CHARS));
            if (notes.some(Boolean)) field.optionNotes = notes;
          }
        }
        const checked = checkedOf(node);
        if (checked !== undefined) field.checked = checked;
        fields.push(field);
      }
    }
    if (SKIP.has(node.localName)) return;
    if (want.has('links') && node instanceof HTMLAnchorElement && node.hasAttribute('href')) {
      if (links.length >= EXTRACT_MAX_LINKS) omitted.links++;
      else links.push({ text: accessibleName(node, 'link'), url: projectUrl(node.href) });
    }
    let table = inTable;
    if (want.has('tables') && node instanceof HTMLTableElement && !inTable) {
      table = true;
      if (tables.length >= EXTRACT_MAX_TABLES) omitted.tables++;
      else tables.push(tableOf(node));
    }
    const block = BLOCK.has(node.localName);
    if (block) addText('\n');
    else if (node.localName === 'td' || node.localName === 'th' || layoutCell(node)) addText('\t');
    forEachFlatChildNode(node, (child) => visit(child, table));
    if (block) addText('\n');
  };
  visit(region, false);

  const result: PageExtract = { url: projectUrl(location.href), region: refOf(identify(region, memo)), omitted };
  if (want.has('text')) {
    result.text = text
      .join('')
      .split('\n')
      .map((line) => line.replace(/[ \t]+/g, (m) => (m.includes('\t') ? ' | ' : ' ')).replace(/^( \| )+|( \| )+$/g, '').trim())
      .filter(Boolean)
      .join('\n');
  }
  if (want.has('links')) result.links = links;
  if (want.has('tables')) result.tables = tables;
  if (want.has('fields')) result.fields = fields;
  return result;
}
