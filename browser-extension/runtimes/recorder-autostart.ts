// The recorder, registered as a content script at document_start on the recorded origin while a
// recording runs: it arms at once and asks the worker whether this tab is the recorded one before
// it sends anything (faculties/clicks-and-clankers/recording/page/recorder.ts).
import { autostartRecorder, installRecorder } from '../../faculties/clicks-and-clankers/recording/page/recorder.ts';

installRecorder();
autostartRecorder();
