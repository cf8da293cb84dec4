// An article's DOM (what Readability kept) as Markdown or plain text, with its links collected.
// Only structure a reader needs: headings, paragraphs, lists, quotes, code, tables, emphasis,
// links and image alt text. Attributes other than href/src/alt are ignored; nothing is executed.
import { projectUrl } from '../../sdk/project-url.ts';
import { collapse } from '../../sdk/page/name.ts';

export interface ArticleLink {
  text: string;
  url: string;
}

export interface Rendered {
  content: string;
  links: ArticleLink[];
  /** Links past the limit, not listed. */
  omittedLinks: number;
}

const BLOCKS = new Set(['p', 'div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'nav', 'figure', 'figcaption', 'details', 'summary', 'dl', 'dt', 'dd', 'address']);

function resolve(href: string | null, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:' ? projectUrl(url.href) || null : null;
  } catch {
    return null;
  }
}

/** Escapes what Markdown would read as markup in plain text. */
function escapeMd(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1');
}

export function renderArticle(root: Element, format: 'markdown' | 'text', base: string, maxLinks: number): Rendered {
  const md = format === 'markdown';
  const links: ArticleLink[] = [];
  const seen = new Set<string>();
  let omittedLinks = 0;

  const inline = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = (node.nodeValue ?? '').replace(/\s+/g, ' ');
      return md ? escapeMd(text) : text;
    }
    if (!(node instanceof Element)) return '';
    const kids = () => [...node.childNodes].map(inline).join('');
    switch (node.localName) {
      case 'br':
        return '\n';
      case 'strong':
      case 'b': {
        const t = kids().trim();
        return md && t ? `**${t}**` : t;
      }
      case 'em':
      case 'i': {
        const t = kids().trim();
        return md && t ? `*${t}*` : t;
      }
      case 'code': {
        const t = node.textContent ?? '';
        return md ? `\`${t.replace(/`/g, "'")}\`` : t;
      }
      case 'img': {
        const alt = collapse(node.getAttribute('alt') ?? '');
        if (!md) return alt ? `[image: ${alt}]` : '';
        const src = resolve(node.getAttribute('src'), base);
        return src ? `![${escapeMd(alt)}](${src})` : alt;
      }
      case 'a': {
        const text = collapse(kids());
        const url = resolve(node.getAttribute('href'), base);
        if (!url) return text;
        if (!seen.has(url)) {
          seen.add(url);
          if (links.length < maxLinks) links.push({ text: collapse(node.textContent ?? '').slice(0, 200), url });
          else omittedLinks++;
        }
        return md && text ? `[${text}](${url})` : text;
      }
      default:
        return kids();
    }
  };

  const lines: string[] = [];
  const para = (text: string, prefix = '') => {
    const t = text.split('\n').map((l) => collapse(l)).filter(Boolean).join(md ? '  \n' : '\n');
    if (t) lines.push(prefix + t, '');
  };

  const list = (el: Element, depth: number) => {
    let n = 0;
    for (const li of el.children) {
      if (li.localName !== 'li') continue;
      n++;
      const marker = el.localName === 'ol' ? `${n}.` : '-';
      const own = [...li.childNodes].filter((c) => !(c instanceof Element && (c.localName === 'ul' || c.localName === 'ol')));
      const text = collapse(own.map(inline).join(''));
      lines.push(`${'  '.repeat(depth)}${marker} ${text}`);
      for (const sub of li.children) if (sub.localName === 'ul' || sub.localName === 'ol') list(sub, depth + 1);
    }
    if (depth === 0) lines.push('');
  };

  const table = (el: Element) => {
    const rows = [...el.querySelectorAll('tr')].filter((r) => r.closest('table') === el);
    rows.forEach((row, i) => {
      const cells = [...row.children].filter((c) => c.localName === 'td' || c.localName === 'th').map((c) => collapse(inline(c)).replace(/\|/g, '\\|'));
      lines.push(md ? `| ${cells.join(' | ')} |` : cells.join(' | '));
      if (md && i === 0) lines.push(`|${cells.map(() => ' --- ').join('|')}|`);
    });
    lines.push('');
  };

  const block = (el: Element): void => {
    const tag = el.localName;
    if (/^h[1-6]$/.test(tag)) return para(collapse(inline(el)), md ? `${'#'.repeat(Number(tag[1]))} ` : '');
    if (tag === 'ul' || tag === 'ol') return list(el, 0);
    if (tag === 'table') return table(el);
    if (tag === 'hr') return void lines.push(md ? '---' : '', '');
    if (tag === 'pre') {
      const code = (el.textContent ?? '').replace(/\n+$/, '');
      if (md) lines.push('```', code, '```', '');
      else lines.push(code, '');
      return;
    }
    if (tag === 'blockquote') {
      const start = lines.length;
      children(el);
      for (let i = start; i < lines.length; i++) if (lines[i]) lines[i] = `${md ? '> ' : '  '}${lines[i]}`;
      return;
    }
    // A block holding other blocks is walked; one holding only inline content is a paragraph.
    if ([...el.children].some((c) => isBlock(c))) return children(el);
    para(inline(el));
  };

  const isBlock = (el: Element) => BLOCKS.has(el.localName) || /^h[1-6]$/.test(el.localName) || ['ul', 'ol', 'table', 'hr', 'pre', 'blockquote'].includes(el.localName);

  const children = (el: Element) => {
    let run: Node[] = [];
    const flush = () => {
      if (run.length) para(run.map(inline).join(''));
      run = [];
    };
    for (const child of el.childNodes) {
      if (child instanceof Element && isBlock(child)) {
        flush();
        block(child);
      } else run.push(child);
    }
    flush();
  };

  block(root);
  const content = lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return { content, links, omittedLinks };
}
