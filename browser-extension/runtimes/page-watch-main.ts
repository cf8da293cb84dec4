// The page watch's MAIN-world half (faculties/clicks-and-clankers/page-watch/main-world.ts),
// registered for the allowed sites at document_start.
import { installMainWatch } from '../../faculties/clicks-and-clankers/page-watch/main-world.ts';

installMainWatch();
