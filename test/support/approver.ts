// Plays the person at the extension's approval window: every window that opens is read, then
// decided by clicking its buttons, exactly as a person would (no shortcut into the grant store).
import type { Browser, Page, Target } from 'puppeteer-core';
import { EXTENSION_ID } from './harness.ts';

export type Decision = 'approve' | 'deny' | 'allow-origin';

export interface SeenApproval {
  approvalId: string;
  facts: string;
  decision: Decision;
}

const BUTTON: Record<Decision, string> = { approve: '#approve', deny: '#deny', 'allow-origin': '#allow-origin' };

export function watchApprovals(
  browser: Browser,
  decide: (facts: string, index: number) => Decision,
  onOpen?: (page: Page, index: number) => Promise<void>,
): { seen: SeenApproval[]; stop(): void } {
  const seen: SeenApproval[] = [];
  let index = 0;
  const handler = async (target: Target) => {
    const url = target.url();
    if (!url.startsWith(`chrome-extension://${EXTENSION_ID}/approval.html?id=`)) return;
    const n = index++;
    const page = await target.page();
    if (!page) return;
    await page.waitForFunction(() => (document.getElementById('facts')?.childElementCount ?? 0) > 0, { timeout: 10_000, polling: 50 });
    // What the window shows, and the bindings under its closed Details (text the person is one click from).
    const facts = await page.evaluate(() => `${document.body.innerText}\n${document.getElementById('facts')?.textContent ?? ''}`);
    const decision = decide(facts, n);
    await onOpen?.(page, n);
    const selector = `${BUTTON[decision]}:not([disabled]):not([hidden])`;
    await page.waitForSelector(selector, { timeout: 10_000 });
    // Counted before the click: the decision closes the window, so the click's own promise can
    // settle after the request it approved has returned (or reject with the closed target).
    seen.push({ approvalId: new URL(url).searchParams.get('id') ?? '', facts, decision });
    await page.click(selector);
  };
  const listener = (t: Target) => void handler(t).catch((err: unknown) => console.error('approver:', err));
  browser.on('targetcreated', listener);
  return { seen, stop: () => browser.off('targetcreated', listener) };
}

/** Types a request into AI Echo's chat as a person would and waits for the Navi's answer. */
export async function askInUi(os: Page, text: string, timeoutMs = 60_000): Promise<string> {
  const before = await os.evaluate(() => window.aiEcho.echo.session.chat.get().filter((e) => e.kind === 'navi').length);
  const input = await os.waitForSelector('pierce/input[name="request"]:not([disabled])', { timeout: 10_000 });
  await input!.type(text);
  await input!.press('Enter');
  await os
    .waitForFunction(
      (n) => !window.aiEcho.echo.session.busy.get() && window.aiEcho.echo.session.chat.get().filter((e) => e.kind === 'navi').length > n,
      { timeout: timeoutMs, polling: 100 },
      before,
    )
    .catch(async (err: unknown) => {
      // Say where the Navi got stuck: the last entries of the chat.
      const chat = await os.evaluate(() => JSON.stringify(window.aiEcho.echo.session.chat.get().slice(-6))).catch(() => '(unreadable)');
      throw new Error(`No answer to "${text}" within ${timeoutMs} ms (${err instanceof Error ? err.message : String(err)}). Chat ends: ${chat}`);
    });
  return os.evaluate(() => {
    const navi = window.aiEcho.echo.session.chat.get().filter((e) => e.kind === 'navi');
    return (navi.at(-1) as { text: string }).text;
  });
}
