import type { Page } from '@playwright/test';

/**
 * A button's expanded state as Chromium exposes it to assistive technology, from its own
 * accessibility tree. Playwright's toBeExpanded() reads only the aria-expanded attribute, which a
 * `popovertarget` toggle does not need: the browser derives the state from the popover.
 */
export async function exposedExpanded(
  page: Page,
  name: string,
): Promise<boolean | undefined | 'no such button'> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    const button = nodes.find(
      (node) => node.role?.value === 'button' && node.name?.value === name && !node.ignored,
    );
    // The tree may lag a navigation: polled, this reads again.
    if (!button) return 'no such button';
    const expanded = button.properties?.find((property) => property.name === 'expanded');
    return expanded?.value.value as boolean | undefined;
  } finally {
    await session.detach();
  }
}

/** The names of the buttons Chromium exposes to assistive technology, from its own tree. */
export async function exposedButtonNames(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = await session.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => node.role?.value === 'button' && !node.ignored)
      .map((node) => String(node.name?.value ?? ''));
  } finally {
    await session.detach();
  }
}
