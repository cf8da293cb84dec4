// The approval window: shows exactly what would run and where (approval-view.ts), and is the only
// place a grant is approved. Approve is armed only after a short delay, so a click meant for
// something else cannot land on it.
import type { ApprovalPageMessage, ApprovalPageRecord, ApprovalPageReply } from './approvals-messages.ts';
import { renderApproval, SHOW_TAB_EVENT } from './approval-view.ts';
import type { GrantRecord } from './grant-store.ts';
import { requestSiteAccess } from './site-access.ts';

/** Approve stays disabled this long after the facts appear, so a click meant for something else cannot land on it. */
const ARM_DELAY_MS = 600;

const approvalId = new URLSearchParams(location.search).get('id') ?? '';
const main = document.getElementById('main') as HTMLElement;
const approve = document.getElementById('approve') as HTMLButtonElement;
const deny = document.getElementById('deny') as HTMLButtonElement;
const allowOrigin = document.getElementById('allow-origin') as HTMLButtonElement;
const state = document.getElementById('state') as HTMLParagraphElement;
const picker = document.getElementById('picker') as HTMLDivElement;
const fileInput = document.getElementById('file') as HTMLInputElement;
const fileFacts = document.getElementById('file-facts') as HTMLParagraphElement;
let decided = false;
let armed = false;
/** Set when the approval asks for a file: Approve waits for one. */
let needsFile = false;
let shown: ApprovalPageRecord | null = null;

function send(msg: ApprovalPageMessage): Promise<ApprovalPageReply> {
  return chrome.runtime.sendMessage(msg) as Promise<ApprovalPageReply>;
}

function render(rec: ApprovalPageRecord): void {
  // Keep the person's place (an open Details, the scroll) unless what is shown changed.
  const open = (document.getElementById('details') as HTMLDetailsElement | null)?.open ?? false;
  renderApproval(main, rec);
  if (open) (document.getElementById('details') as HTMLDetailsElement).open = true;
  shown = rec;
  document.title = `AI Echo: approve this? (${rec.binding.origin})`;
  // Changes below WebMCP may be allowed for the whole site for a while, unless they may spend
  // money or cannot be undone (by their page facts, or as the action declares); page tools and
  // raw JavaScript never are.
  if (rec.binding.kind.startsWith('action:') && !rec.display.consequences.length && !rec.display.eachTime) {
    allowOrigin.hidden = false;
    allowOrigin.textContent = `Allow on ${rec.binding.origin} for 10 minutes`;
  }
  if (rec.display.pickFile) {
    needsFile = true;
    picker.hidden = false;
  }
}

function updateApprove(): void {
  approve.disabled = decided || !armed || (needsFile && !fileInput.files?.length);
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

fileInput.addEventListener('change', () => {
  const file = fileInput.files?.[0];
  fileFacts.textContent = file ? `${file.name} (${file.type || 'unknown type'}, ${file.size} bytes)` : '';
  updateApprove();
});

function pictureKey(rec: ApprovalPageRecord): string {
  const p = rec.display.picture;
  return !p ? '' : 'dataUrl' in p ? String(p.takenAt) : p.missing;
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
    approved: 'Approved: AI Echo may do this once, exactly as shown.',
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
    // Drawn once; again only when the picture was taken anew (the person showed the tab).
    if (!shown || pictureKey(shown) !== pictureKey(reply.record)) render(reply.record);
    showState(reply.record);
  }
}

async function decide(decision: 'approve' | 'deny' | 'allow-origin'): Promise<void> {
  if (decided) return;
  approve.disabled = deny.disabled = allowOrigin.disabled = true;
  const picked = decision === 'approve' && needsFile ? fileInput.files?.[0] : undefined;
  const file = picked ? { name: picked.name, type: picked.type, base64: await readBase64(picked) } : undefined;
  const reply = await send({ type: 'approval-decide', approvalId, decision, ...(file ? { file } : {}) }).catch((err: unknown) => ({ ok: false as const, error: { code: 'internal' as const, message: String(err) } }));
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
// Allowing the site for a while also asks Chrome for access to it (no prompt while it is granted,
// as an allowed site is): in this click, before anything is awaited, as Chrome needs the gesture.
allowOrigin.addEventListener('click', () => {
  if (!shown) return;
  const origin = shown.binding.origin;
  void requestSiteAccess(origin).then((granted) => {
    if (granted) return decide('allow-origin');
    state.textContent = `Chrome did not grant access to ${origin}: approve once instead, or allow the site in the options page.`;
  });
});
// The person asked to see the tab: the extension brings it forward and takes the picture again.
main.addEventListener(SHOW_TAB_EVENT, () => {
  void send({ type: 'approval-show-tab', approvalId }).then((reply) => {
    if (reply.ok && 'record' in reply) render(reply.record);
    else if (!reply.ok) state.textContent = `The tab could not be shown: ${reply.error.message}`;
  });
});

await refresh();
if (!decided) {
  setTimeout(() => {
    if (decided) return;
    armed = true;
    allowOrigin.disabled = false;
    updateApprove();
  }, ARM_DELAY_MS);
}
// Keeps the countdown current and notices a cancel or lapse decided elsewhere.
setInterval(() => {
  if (!decided) void refresh();
}, 1000);
