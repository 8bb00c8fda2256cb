/**
 * Browser code the build inlines in every page with the popover menu (scripts/static-pages.ts) and
 * in the frequency panel's bootstrap. A menu left open by following one of its links would come
 * back open from the back-forward cache; closing it as the page is hidden brings it back closed.
 */
export function closeMenusOnPagehide(): void {
  addEventListener('pagehide', () => {
    for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
      if (popover.matches(':popover-open')) popover.hidePopover();
    }
  });
}
