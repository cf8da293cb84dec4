// `npm start`'s choices, kept apart from the launch so they can be tested: its flags, where the
// browser is, whether that browser can load the extension, and where its profile lives.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

export interface StartOptions {
  /** From --headed / --headless; otherwise whether a display exists. */
  headless: boolean;
  /** null: a throwaway profile (--temp-profile), removed when the browser closes. */
  profileDir: string | null;
  help: boolean;
}

export const START_USAGE = `npm start [-- OPTIONS]
  --headed           open a browser window (the default when a display exists)
  --headless         no window (the default without DISPLAY or WAYLAND_DISPLAY)
  --profile DIR      keep the browser profile in DIR (default: ${defaultProfileDir({})})
  --temp-profile     a throwaway profile: nothing is kept (allowed sites, pairings, receipts)
  --help             this text
Environment: CHROME_PATH (the browser), ECHO_OS_PORT (default 4870), ECHO_START_PAGE.`;

/** The kept profile: allowed sites, Chrome's site access grants, AI Echo's pairings and receipts. */
export function defaultProfileDir(env: NodeJS.ProcessEnv, home = homedir()): string {
  return join(env.XDG_STATE_HOME || join(home, '.local/state'), 'ai-echo', 'chrome-profile');
}

export function parseStartArgs(argv: readonly string[], env: NodeJS.ProcessEnv): StartOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      headed: { type: 'boolean', default: false },
      headless: { type: 'boolean', default: false },
      profile: { type: 'string' },
      'temp-profile': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.headed && values.headless) throw new Error('Choose one of --headed and --headless.');
  if (values.profile !== undefined && values['temp-profile']) throw new Error('Choose one of --profile and --temp-profile.');
  const hasDisplay = Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
  return {
    headless: values.headless || (!values.headed && !hasDisplay),
    profileDir: values['temp-profile'] ? null : (values.profile ?? defaultProfileDir(env)),
    help: values.help,
  };
}

export interface BrowserProbe {
  exists(path: string): boolean;
  /** `PATH --version`, or null when it cannot be run. */
  version(path: string): string | null;
  /** Entries of a folder, [] when there is none. */
  list(dir: string): string[];
}

export const realProbe: BrowserProbe = {
  exists: existsSync,
  version(path) {
    try {
      return execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  },
  list(dir) {
    try {
      return readdirSync(dir);
    } catch {
      return [];
    }
  },
};

/**
 * Chrome for Testing where `npx @puppeteer/browsers install chrome@stable` puts it (./chrome in the
 * folder it ran in, or puppeteer's cache), newest first.
 */
function chromeForTesting(probe: BrowserProbe, cwd: string, home: string): string[] {
  const found: string[] = [];
  for (const base of [join(cwd, 'chrome'), join(home, '.cache/puppeteer/chrome')]) {
    for (const build of probe.list(base).sort().reverse()) {
      for (const exe of ['chrome-linux64/chrome', 'chrome-mac-arm64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing', 'chrome-mac-x64/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing']) {
        found.push(join(base, build, exe));
      }
    }
  }
  return found;
}

/** Where a browser that loads unpacked extensions usually is: Debian, Ubuntu's snap, Chrome for Testing, macOS. */
export function browserCandidates(probe: BrowserProbe, cwd: string, home = homedir()): string[] {
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    ...chromeForTesting(probe, cwd, home),
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome for Testing.app/Contents/MacOS/Google Chrome for Testing',
  ];
}

/** Branded Chrome: it ignores --load-extension from version 137 on. */
const BRANDED = ['/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/opt/google/chrome/chrome', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'];

const FIX =
  'Use Chromium (Debian: sudo apt-get install chromium; Ubuntu: sudo snap install chromium) or Chrome for Testing ' +
  '(npx @puppeteer/browsers install chrome@stable), and point CHROME_PATH at it if it is not found by itself.';

/** Why this browser cannot run AI Echo's extension from a command line, or null when it can. */
export function browserProblem(path: string, version: string | null): string | null {
  if (version === null) return `${path} does not run (\`${path} --version\` failed). ${FIX}`;
  const m = /^Google Chrome (\d+)\./.exec(version);
  if (m && Number(m[1]) >= 137) {
    return `${path} is ${version}: branded Google Chrome ignores --load-extension since version 137, so it would start without AI Echo's extension. ${FIX}`;
  }
  return null;
}

export type BrowserChoice = { path: string; version: string } | { problem: string };

/** CHROME_PATH when set, else the first usual place that holds a browser. */
export function findBrowser(env: NodeJS.ProcessEnv, probe: BrowserProbe, cwd: string, home = homedir()): BrowserChoice {
  const given = env.CHROME_PATH?.trim();
  const candidates = given ? [given] : browserCandidates(probe, cwd, home);
  for (const path of candidates) {
    if (!given && !probe.exists(path)) continue;
    const version = probe.version(path);
    const problem = browserProblem(path, version);
    return problem ? { problem } : { path, version: version! };
  }
  // Branded Chrome last: before 137 it still loads the extension; from 137 on, say why not.
  for (const path of given ? [] : BRANDED.filter((p) => probe.exists(p))) {
    const version = probe.version(path);
    const problem = browserProblem(path, version);
    return problem ? { problem } : { path, version: version! };
  }
  return { problem: `No Chromium or Chrome for Testing found (looked in ${candidates.join(', ')}). ${FIX}` };
}
