// `npm start`: builds both halves, serves the OS and the fixture shop on two loopback origins,
// and opens Chromium with the extension and WebMCP: the shop in one tab, AI Echo in another.
// Headed when a display exists (DISPLAY/WAYLAND_DISPLAY) unless --headed/--headless says
// otherwise. The browser profile is kept (allowed sites, Chrome's site access, AI Echo's pairings
// and receipts) unless --temp-profile. `npm start -- --help` lists the options. Ctrl-C ends it.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { EXTENSION_ID, WEBMCP_FEATURES, WEB_PORT, extensionPage, launch, openOs, openWeb } from '../test/support/harness.ts';
import { START_USAGE, findBrowser, parseStartArgs, realProbe, type StartOptions } from './start-options.ts';

const root = resolve(import.meta.dirname, '..');
let options: StartOptions;
try {
  options = parseStartArgs(process.argv.slice(2), process.env);
} catch (err) {
  console.error(`${err instanceof Error ? err.message : String(err)}\n\n${START_USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(START_USAGE);
  process.exit(0);
}
const browser = findBrowser(process.env, realProbe, root);
if ('problem' in browser) {
  console.error(browser.problem);
  process.exit(1);
}

const shopOrigin = `http://127.0.0.1:${WEB_PORT}`;
// The tiny test models (about 100 ms) so the model engine has something local to load.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen-tiny-model.ts'], { cwd: root, stdio: 'inherit' });
// The fixture shop is this project's own page: the extension is built with access to it granted.
// Any other site the person allows in the options page, where Chrome asks them.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--grant-origin', shopOrigin], { cwd: root, stdio: 'inherit' });

if (options.profileDir) mkdirSync(options.profileDir, { recursive: true });
const env = await launch({ headless: options.headless, executablePath: browser.path, ...(options.profileDir ? { userDataDir: options.profileDir } : {}) });
// Put the shop on the allowed-sites list beside whatever the person allowed before (a kept profile).
const allowPage = await extensionPage(env.browser);
await allowPage.evaluate(async (origin) => {
  const list = ((await chrome.storage.local.get('allowedOrigins')).allowedOrigins as string[] | undefined) ?? [];
  if (!list.includes(origin)) await chrome.storage.local.set({ allowedOrigins: [...list, origin] });
}, env.web.origin);
await allowPage.close();
await openWeb(env.browser, env.web.origin, process.env.ECHO_START_PAGE ?? 'shop/index.html');
const os = await openOs(env.browser, env.os.origin);
await os.bringToFront();

console.log(`
AI Echo is running${options.headless ? ' (headless)' : ''}.
  OS + AI Echo:   ${env.os.origin}/
  fixture shop:   ${env.web.origin}/shop/index.html  (allowed for AI Echo)
  form tools:     ${env.web.origin}/forms/booking.html  (declarative WebMCP: a <form toolname>)
  extension:      ${env.extensionDir}, options page chrome-extension://${EXTENSION_ID}/options.html
  browser:        ${browser.version} (${browser.path}) --enable-features=${WEBMCP_FEATURES.join(',')}
                  (WebMCP is behind a feature flag: Chrome names it WebMCP, some builds WebMCPTesting;
                   in your own Chrome use either flag, or chrome://flags/#enable-webmcp-testing)
  profile:        ${options.profileDir ? `${options.profileDir} (kept: allowed sites, pairings, receipts; delete it to start afresh)` : 'throwaway (--temp-profile): removed when this stops'}
Ask the Navi e.g. "set quantity of Trail shoes to 3", or on the booking form
"fill the booking form with your name Ann, guests 2, time 20:00", then approve in the extension's window.
Pictures of tabs in the approval windows need the options page's "Pictures of tabs" (Chrome asks).
Press Ctrl-C to stop.`);

const stop = async () => {
  await env.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
env.browser.on('disconnected', () => void stop());
