// The page watch's MAIN-world half (browser-extension/src/page-watch/main-world.ts),
// registered for the allowed sites at document_start.
import { installMainWatch } from '../src/page-watch/main-world.ts';

installMainWatch();
