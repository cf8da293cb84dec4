// The page watch's isolated-world half (faculties/clicks-and-clankers/page-watch/isolated.ts),
// registered for the allowed sites at document_start.
import { installIsolatedWatch } from '../../faculties/clicks-and-clankers/page-watch/isolated.ts';

installIsolatedWatch();
