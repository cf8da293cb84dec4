// `npm start`'s flags and browser discovery (scripts/start-options.ts), against a stand-in file
// system; the launch itself is what every e2e test does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserProblem, defaultProfileDir, findBrowser, parseStartArgs, type BrowserProbe } from '../../scripts/start-options.ts';

describe('npm start flags', () => {
  const display = { DISPLAY: ':0' };
  it('guesses headed from a display, and --headed / --headless override the guess', () => {
    assert.equal(parseStartArgs([], display).headless, false);
    assert.equal(parseStartArgs([], {}).headless, true);
    assert.equal(parseStartArgs(['--headless'], display).headless, true);
    assert.equal(parseStartArgs(['--headed'], {}).headless, false);
    assert.equal(parseStartArgs([], { WAYLAND_DISPLAY: 'wayland-0' }).headless, false);
  });

  it('keeps a profile by default, in XDG_STATE_HOME or ~/.local/state; --profile names one; --temp-profile keeps none', () => {
    assert.equal(parseStartArgs([], { XDG_STATE_HOME: '/state' }).profileDir, '/state/ai-echo/chrome-profile');
    assert.equal(defaultProfileDir({}, '/home/ann'), '/home/ann/.local/state/ai-echo/chrome-profile');
    assert.equal(parseStartArgs(['--profile', '/tmp/p'], {}).profileDir, '/tmp/p');
    assert.equal(parseStartArgs(['--temp-profile'], {}).profileDir, null);
  });

  it('refuses contradictions and unknown flags', () => {
    assert.throws(() => parseStartArgs(['--headed', '--headless'], {}), /one of --headed and --headless/);
    assert.throws(() => parseStartArgs(['--profile', '/p', '--temp-profile'], {}), /one of --profile and --temp-profile/);
    assert.throws(() => parseStartArgs(['--headles'], {}), /Unknown option/);
  });
});

/** A file system with these browsers, each answering `--version` as given. */
function probe(browsers: Record<string, string>, dirs: Record<string, string[]> = {}): BrowserProbe {
  return { exists: (p) => p in browsers, version: (p) => browsers[p] ?? null, list: (d) => dirs[d] ?? [] };
}

describe('npm start finds its browser', () => {
  const cwd = '/repo';
  const home = '/home/ann';

  it('takes CHROME_PATH when it is a browser that loads extensions', () => {
    const choice = findBrowser({ CHROME_PATH: '/opt/chromium/chrome' }, probe({ '/opt/chromium/chrome': 'Chromium 150.0.1.2' }), cwd, home);
    assert.deepEqual(choice, { path: '/opt/chromium/chrome', version: 'Chromium 150.0.1.2' });
  });

  it('finds Debian\'s, then Ubuntu\'s snap, Chromium', () => {
    assert.equal((findBrowser({}, probe({ '/usr/bin/chromium': 'Chromium 156.0', '/snap/bin/chromium': 'Chromium 150.0' }), cwd, home) as { path: string }).path, '/usr/bin/chromium');
    assert.equal((findBrowser({}, probe({ '/snap/bin/chromium': 'Chromium 150.0 snap' }), cwd, home) as { path: string }).path, '/snap/bin/chromium');
  });

  it("finds Chrome for Testing where @puppeteer/browsers installs it, newest first", () => {
    const cft = (v: string) => `/repo/chrome/linux-${v}/chrome-linux64/chrome`;
    const choice = findBrowser({}, probe({ [cft('146.0.1')]: 'Google Chrome for Testing 146.0.1', [cft('150.0.2')]: 'Google Chrome for Testing 150.0.2' }, { '/repo/chrome': ['linux-146.0.1', 'linux-150.0.2'] }), cwd, home);
    assert.deepEqual(choice, { path: cft('150.0.2'), version: 'Google Chrome for Testing 150.0.2' });
    const cached = '/home/ann/.cache/puppeteer/chrome/linux-150.0.2/chrome-linux64/chrome';
    assert.equal((findBrowser({}, probe({ [cached]: 'Google Chrome for Testing 150.0.2' }, { '/home/ann/.cache/puppeteer/chrome': ['linux-150.0.2'] }), cwd, home) as { path: string }).path, cached);
  });

  it('says why branded Chrome 137+ will not do, and what to use instead', () => {
    for (const choice of [
      findBrowser({ CHROME_PATH: '/usr/bin/google-chrome' }, probe({ '/usr/bin/google-chrome': 'Google Chrome 140.0.7339.80' }), cwd, home),
      findBrowser({}, probe({ '/usr/bin/google-chrome': 'Google Chrome 140.0.7339.80' }), cwd, home),
    ]) {
      assert.ok('problem' in choice);
      assert.match(choice.problem, /ignores --load-extension since version 137/);
      assert.match(choice.problem, /Chromium/);
      assert.match(choice.problem, /Chrome for Testing/);
    }
    assert.equal(browserProblem('/usr/bin/google-chrome', 'Google Chrome 136.0.1'), null);
    assert.equal(browserProblem('/x', 'Google Chrome for Testing 150.0.1'), null);
  });

  it('says where it looked when there is no browser, and when CHROME_PATH does not run', () => {
    const none = findBrowser({}, probe({}), cwd, home);
    assert.ok('problem' in none && /No Chromium or Chrome for Testing found/.test(none.problem) && none.problem.includes('/snap/bin/chromium'));
    const broken = findBrowser({ CHROME_PATH: '/nope' }, probe({}), cwd, home);
    assert.ok('problem' in broken && broken.problem.includes('/nope'));
  });
});
