// The approval window: shows exactly what would run and where, and is the only place a grant is
// approved. Everything the page wrote is set as textContent (never parsed as HTML) and labelled.
import type { ApprovalPageMessage, ApprovalPageRecord, ApprovalPageReply } from './approvals-messages.ts';
import type { GrantRecord } from './grant-store.ts';

/** Approve stays disabled this long after the facts appear, so a click meant for something else cannot land on it. */
const ARM_DELAY_MS = 600;

const approvalId = new URLSearchParams(location.search).get('id') ?? '';
const facts = document.getElementById('facts') as HTMLDListElement;
const approve = document.getElementById('approve') as HTMLButtonElement;
const deny = document.getElementById('deny') as HTMLButtonElement;
const allowOrigin = document.getElementById('allow-origin') as HTMLButtonElement;
const state = document.getElementById('state') as HTMLParagraphElement;
let decided = false;

function send(msg: ApprovalPageMessage): Promise<ApprovalPageReply> {
  return chrome.runtime.sendMessage(msg) as Promise<ApprovalPageReply>;
}

function row(label: string, value: string, kind: 'text' | 'code' | 'pre' | 'untrusted' = 'text'): void {
  const dt = document.createElement('dt');
  dt.textContent = label;
  const dd = document.createElement('dd');
  const el = document.createElement(kind === 'pre' ? 'pre' : kind === 'code' ? 'code' : 'div');
  if (kind === 'untrusted') el.className = 'untrusted';
  el.textContent = value;
  dd.append(el);
  facts.append(dt, dd);
}

function render(rec: ApprovalPageRecord): void {
  const { display: d, binding: b } = rec;
  facts.replaceChildren();
  document.getElementById('heading')!.textContent = `AI Echo asks: ${d.action}`;
  // Page tools are described by the page; changes below WebMCP and raw JavaScript are described by AI Echo.
  const rawjs = b.kind === 'rawjs';
  const fromPage = !b.kind.startsWith('action:') && !rawjs;
  if (rawjs) {
    document.getElementById('warning')!.textContent =
      'This is raw JavaScript (developer mode). It runs in the page with everything the page itself can do. Approve only if you have read this exact code and want it run once, here.';
  }
  // Our own warnings (never page text): each only asks for more care.
  const notices = document.getElementById('notices')!;
  notices.replaceChildren(
    ...(d.notices ?? []).map((text) => {
      const p = document.createElement('p');
      p.className = 'notice';
      p.textContent = text;
      return p;
    }),
  );
  row('Tool name', d.subjectName, 'code');
  if (fromPage) {
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
  row(rawjs ? 'Code SHA-256' : b.kind.startsWith('action:') ? 'Action hash' : 'Descriptor hash', b.subjectHash, 'code');
  // Semantic changes may be allowed for the whole site for a while; page tools never are.
  if (b.kind.startsWith('action:')) {
    allowOrigin.hidden = false;
    allowOrigin.textContent = `Allow on ${b.origin} for 10 minutes`;
  }
  row('Argument hash', b.argumentHash, 'code');
  for (const f of d.facts) row(f.label, f.value, 'code');
}

function showState(rec: Pick<GrantRecord, 'state' | 'reason' | 'expiresAt'>): void {
  if (rec.state === 'pending') {
    const left = Math.max(0, Math.round((rec.expiresAt - Date.now()) / 1000));
    state.textContent = `Waiting for you. This request lapses in ${left} s.`;
    return;
  }
  decided = true;
  approve.disabled = deny.disabled = allowOrigin.disabled = true;
  const words: Record<string, string> = {
    approved: 'Approved: AI Echo may run this tool once, with these arguments.',
    denied: 'Denied.',
    cancelled: 'AI Echo withdrew this request.',
    expired: 'This request lapsed.',
    used: 'This approval has been used.',
  };
  state.textContent = `${words[rec.state] ?? rec.state}${rec.reason ? ` ${rec.reason}` : ''}`;
}

async function refresh(): Promise<void> {
  const reply = await send({ type: 'approval-view', approvalId }).catch((err: unknown) => ({ ok: false as const, error: { code: 'internal' as const, message: String(err) } }));
  if (!reply.ok) {
    approve.disabled = deny.disabled = true;
    state.textContent = `This approval cannot be shown: ${reply.error.message}`;
    decided = true;
    return;
  }
  if ('record' in reply) {
    if (!facts.childElementCount) render(reply.record);
    showState(reply.record);
  }
}

async function decide(decision: 'approve' | 'deny' | 'allow-origin'): Promise<void> {
  if (decided) return;
  approve.disabled = deny.disabled = allowOrigin.disabled = true;
  const reply = await send({ type: 'approval-decide', approvalId, decision }).catch((err: unknown) => ({ ok: false as const, error: { code: 'internal' as const, message: String(err) } }));
  if (!reply.ok) {
    state.textContent = `Not recorded: ${reply.error.message}`;
    decided = true;
    return;
  }
  if ('view' in reply) showState(reply.view);
  setTimeout(() => window.close(), 800);
}

approve.addEventListener('click', () => void decide('approve'));
deny.addEventListener('click', () => void decide('deny'));
allowOrigin.addEventListener('click', () => void decide('allow-origin'));

await refresh();
if (!decided) setTimeout(() => { if (!decided) approve.disabled = allowOrigin.disabled = false; }, ARM_DELAY_MS);
// Keeps the countdown current and notices a cancel or lapse decided elsewhere.
setInterval(() => {
  if (!decided) void refresh();
}, 1000);
