import type { Page } from '@playwright/test'

/**
 * Waits for entrance transitions to end, so a page is measured as a person sees it once it has
 * appeared: colours at their final opacity, panels at their final size.
 */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
}
