// Mozilla's Readability for browser.page.read, bundled alone (it is large, and only reading needs
// it) and injected into the same isolated world as the semantic runtime, which picks it up from
// this global. Installs once per document.
import { Readability } from '@mozilla/readability';
import { READER_GLOBAL } from '../../faculties/semantic-control/protocol.ts';

if (!(READER_GLOBAL in globalThis)) Object.defineProperty(globalThis, READER_GLOBAL, { value: Readability, configurable: false, enumerable: false, writable: false });
