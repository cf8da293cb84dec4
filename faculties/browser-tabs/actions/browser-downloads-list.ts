import { Type } from '@sinclair/typebox';
import { defineAction } from '../../sdk/define-action.ts';
import { currentView, downloadsOf, type DownloadView } from '../download-store.ts';

export const browserDownloadsList = defineAction({
  name: 'browser.downloads.list',
  description:
    'Answers "did my download finish?" and "what did you download?": the downloads AI Echo started in this session (browser.downloads.start), newest last, each with its state (in_progress, complete, interrupted), bytes so far and in all, the file name (never its folder), type, Chrome\'s danger verdict and any error. Downloads the person started themselves are not listed.',
  input: Type.Object({}, { additionalProperties: false }),
  movesFiles: true,
  effect: 'read',
  tier: 'inspect',
  async run(ctx): Promise<{ downloads: DownloadView[]; forgotten: number }> {
    const records = await downloadsOf(ctx.sessionStore, ctx.sessionId);
    const views = await Promise.all(records.map((r) => currentView(ctx.downloads, r).catch(() => null)));
    const downloads = views.filter((v): v is DownloadView => v !== null);
    return { downloads, forgotten: records.length - downloads.length };
  },
});
