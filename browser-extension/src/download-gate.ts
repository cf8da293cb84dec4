// A download ends where its redirects end: the site the file finally comes from must be one the
// person allowed, or the download is cancelled and erased before Chrome names and keeps the file.
// Chrome knows the final URL when it asks extensions for the file name (onDeterminingFilename),
// and waits for their answer before the file gets its name; until the gate answers, nothing is
// kept. One listener for the extension (Chrome takes one answer per extension), handing each of
// the Navi's downloads to the start that is waiting for it; everyone else's downloads pass
// untouched. Actions reach it as `ctx.downloads.start` (downloads.ts).
import { BridgeError } from '../../browser-bridge/errors.ts';
import { originOf } from '../../faculties/sdk/project-url.ts';

type Suggest = (suggestion?: chrome.downloads.FilenameSuggestion) => void;
type Judge = (item: chrome.downloads.DownloadItem, suggest: Suggest) => void;

/** Longest a started download may take to reach its final URL before it is cancelled unjudged. */
const DECIDE_TIMEOUT_MS = 30_000;

const judges = new Map<number, Judge>();
/** Downloads Chrome asked about while a start was still waiting for its id: held until it knows. */
const early = new Map<number, { item: chrome.downloads.DownloadItem; suggest: Suggest }>();
let starting = 0;
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  chrome.downloads.onDeterminingFilename.addListener((item, suggest) => {
    const judge = judges.get(item.id);
    if (judge) {
      judge(item, suggest);
      return true;
    }
    if (!starting) return undefined;
    early.set(item.id, { item, suggest });
    return true;
  });
}

/** Once no start is waiting for its id, the downloads held for one that were no start's go on as Chrome decides. */
function releaseUnclaimed(): void {
  if (starting) return;
  for (const [id, held] of early) {
    early.delete(id);
    held.suggest();
  }
}

/**
 * Starts the download of `url` and resolves with its id once Chrome reported where the file
 * really comes from and that site is allowed (or the download ended before, e.g. a 404). A final
 * URL off the allowed sites: cancelled, erased, and `origin-not-allowed` naming where it led.
 */
export async function downloadFromAllowedSite(url: string, allowedOrigins: () => Promise<readonly string[]>): Promise<number> {
  listen();
  const api = chrome.downloads;
  let id: number;
  starting++;
  try {
    id = await api.download({ url, conflictAction: 'uniquify', saveAs: false });
  } catch (err) {
    throw new BridgeError('tool-error', `Chrome would not start the download: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    starting--;
  }
  return new Promise<number>((resolve, reject) => {
    const finish = (how: () => void) => {
      judges.delete(id);
      clearTimeout(timer);
      api.onChanged.removeListener(onChanged);
      how();
    };
    const refuse = async (why: BridgeError) => {
      // Our own cancel must not read as "the server ended it".
      api.onChanged.removeListener(onChanged);
      await api.cancel(id).catch(() => undefined);
      await api.erase({ id }).catch(() => undefined);
      finish(() => reject(why));
    };
    const onAllowedSite = async (final: string) => /^https?:\/\//i.test(final) && (await allowedOrigins()).includes(originOf(final));
    const offSite = (final: string, after: string) =>
      new BridgeError('origin-not-allowed', `The download from ${originOf(url)} was redirected to ${originOf(final)}, a site you did not allow: ${after}`, { origin: originOf(final), landedOn: originOf(final) });
    const judge: Judge = (item, suggest) => {
      void (async () => {
        const final = item.finalUrl || item.url;
        if (await onAllowedSite(final)) {
          suggest();
          finish(() => resolve(id));
          return;
        }
        await refuse(offSite(final, 'it was cancelled before the file was saved, and nothing was kept.'));
        suggest();
      })();
    };
    /** The download ended: before any file was named (the server refused it) there is nothing to judge; finished unnamed, it is judged now. */
    const ended = (state: string | undefined) => {
      if (!judges.has(id)) return;
      if (state === 'interrupted') finish(() => resolve(id));
      // Finished without Chrome asking for a name (another download handler took over, as DevTools can):
      // judged now, and a file from a site not allowed is deleted.
      if (state === 'complete') {
        judges.delete(id); // judged once, whether the event or the read below saw it first
        void (async () => {
          const [item] = await api.search({ id });
          const final = item ? item.finalUrl || item.url : url;
          if (await onAllowedSite(final)) return finish(() => resolve(id));
          await api.removeFile(id).catch(() => undefined);
          await refuse(offSite(final, 'Chrome saved it before AI Echo could check where it came from, so the file was deleted and erased.'));
        })();
      }
    };
    const onChanged = (delta: chrome.downloads.DownloadDelta) => {
      if (delta.id === id) ended(delta.state?.current);
    };
    const timer = setTimeout(() => void refuse(new BridgeError('timeout', `The download did not reach its file within ${DECIDE_TIMEOUT_MS / 1000} s; it was cancelled and nothing was kept.`)), DECIDE_TIMEOUT_MS);
    api.onChanged.addListener(onChanged);
    judges.set(id, judge);
    const held = early.get(id);
    if (held) {
      early.delete(id);
      judge(held.item, held.suggest);
    }
    releaseUnclaimed();
    // A small file can end before this listener was added (the change event then reached nobody): read its state once.
    void api.search({ id }).then(([item]) => ended(item?.state), () => undefined);
  });
}
