/**
 * What assistive technology finds: axe's audit, and Chromium's own accessibility tree, which
 * says what a screen reader is told; and how far Tab takes a keyboard.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices: no exceptions. */
const axeTags = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
  'best-practice',
];

/**
 * Each rule axe finds broken on the page as it is now, with the elements that break it; only
 * inside `scope` (a CSS selector) when given.
 */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  // Only violations are read: axe then keeps one node per passing rule, not every one.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(axeTags)
    .options({ resultTypes: ['violations'] });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** The buttons (by name, or all) of Chromium's accessibility tree that are not ignored. */
async function exposedButtons(page: Page, name?: string) {
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await session.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      role: 'button',
      ...(name === undefined ? {} : { accessibleName: name }),
    });
    return nodes.filter((node) => !node.ignored);
  } catch (error) {
    // A navigation replaced the document while it was read: none yet, and a poll reads again.
    if (/Could not find node/.test(String(error))) return [];
    throw error;
  } finally {
    await session.detach();
  }
}

/** The names of the buttons Chromium exposes to assistive technology. */
export async function exposedButtonNames(page: Page): Promise<string[]> {
  return (await exposedButtons(page)).map((node) => String(node.name?.value ?? ''));
}

/**
 * A button's expanded state as Chromium exposes it. Playwright's toBeExpanded() reads only the
 * aria-expanded attribute, which a `popovertarget` toggle does not need: the browser derives the
 * state from the popover.
 */
export async function exposedExpanded(
  page: Page,
  name: string,
): Promise<boolean | undefined | 'no such button'> {
  const [button] = await exposedButtons(page, name);
  // The tree may lag a navigation: polled, this reads again.
  if (!button) return 'no such button';
  const expanded = button.properties?.find((property) => property.name === 'expanded');
  return expanded?.value.value as boolean | undefined;
}

/**
 * Presses Tab from where the focus is until `target` has it, at most `limit` times: from the top
 * of a page, past its skip link and its header's links. The caller asserts where focus landed.
 */
export async function tabTo(page: Page, target: Locator, limit = 12): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
}
