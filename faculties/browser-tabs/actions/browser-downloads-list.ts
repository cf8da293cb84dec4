import { Type } from '@sinclair/typebox';
import { defineSpec } from '../../sdk/define-action.ts';

export const browserDownloadsList = defineSpec({
  name: 'browser.downloads.list',
  description:
    'Answers "did my download finish?" and "what did you download?": the downloads AI Echo started in this session (browser.downloads.start), newest last, each with its state (in_progress, complete, interrupted), bytes so far and in all, the file name (never its folder), type, Chrome\'s danger verdict and any error. Downloads the person started themselves are not listed.',
  input: Type.Object({}, { additionalProperties: false }),
  movesFiles: true,
  effect: 'read',
  tier: 'inspect',
});
