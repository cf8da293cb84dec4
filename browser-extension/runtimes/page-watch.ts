// The page watch's isolated-world half (browser-extension/src/page-watch/isolated.ts),
// registered for the allowed sites at document_start.
import { installIsolatedWatch } from '../src/page-watch/isolated.ts';

installIsolatedWatch();
