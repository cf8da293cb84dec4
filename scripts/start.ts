// `npm start`: builds both halves, serves the OS and the fixture shop on two loopback origins,
// and opens Chromium with the extension and WebMCP: the shop in one tab, AI Echo in another.
// Headed when a display exists (DISPLAY/WAYLAND_DISPLAY), headless otherwise. Ctrl-C ends it.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { CHROME_PATH, EXTENSION_ID, WEBMCP_FEATURES, allowOrigins, launch, openOs, openWeb } from '../test/support/harness.ts';

const root = resolve(import.meta.dirname, '..');
// The tiny test models (about 100 ms) so the model engine has something local to load.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/gen-tiny-model.ts'], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });

const headless = !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
const env = await launch({ headless });
// The fixture shop is this project's own page: allow it so the Navi can act there. Any other
// site must be allowed by the person in the extension's options page.
await allowOrigins(env.browser, [env.web.origin]);
await openWeb(env.browser, env.web.origin, process.env.ECHO_START_PAGE ?? 'shop/index.html');
const os = await openOs(env.browser, env.os.origin);
await os.bringToFront();

console.log(`
AI Echo is running${headless ? ' (headless: no display found)' : ''}.
  OS + AI Echo:   ${env.os.origin}/
  fixture shop:   ${env.web.origin}/shop/index.html  (allowed for AI Echo)
  form tools:     ${env.web.origin}/forms/booking.html  (declarative WebMCP: a <form toolname>)
  extension:      ${env.extensionDir}, options page chrome-extension://${EXTENSION_ID}/options.html
  browser:        ${CHROME_PATH} --enable-features=${WEBMCP_FEATURES.join(',')}
                  (WebMCP is behind a feature flag: Chrome names it WebMCP, some builds WebMCPTesting;
                   in your own Chrome use either flag, or chrome://flags/#enable-webmcp-testing)
Ask the Navi e.g. "set quantity of Trail shoes to 3", or on the booking form
"fill the booking form with your name Ann, guests 2, time 20:00", then approve in the extension's window.
Press Ctrl-C to stop.`);

const stop = async () => {
  await env.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
env.browser.on('disconnected', () => void stop());
