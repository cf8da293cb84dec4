import { screenshotOf } from '../screenshot.ts';
import { implement } from '../../sdk/define-action.ts';
import { browserPageScreenshot, SCREENSHOT_DEFAULT_PADDING, SCREENSHOT_DEFAULT_MAX_WIDTH, type Screenshot } from '../actions/browser-page-screenshot.ts';

export const browserPageScreenshotRun = implement(browserPageScreenshot, {
  async run(ctx, input): Promise<Screenshot> {
    const tab = await ctx.allowedTab(input.tabId);
    const picture = await screenshotOf(ctx, tab.tabId, {
      ...(input.target ? { target: input.target } : {}),
      padding: input.padding ?? SCREENSHOT_DEFAULT_PADDING,
      format: input.format ?? 'png',
      maxWidth: input.maxWidth ?? SCREENSHOT_DEFAULT_MAX_WIDTH,
    });
    return { tabId: tab.tabId, ...picture, untrusted: true };
  },
});
