import { closeMenusOnPagehide } from './close-menus-on-pagehide';

it('closes an open popover menu as the page is hidden, so the back-forward cache keeps it closed', () => {
  document.body.innerHTML =
    '<ul popover="auto" id="open"></ul><ul popover="auto" id="closed"></ul>';
  const hidden: string[] = [];
  for (const menu of document.querySelectorAll<HTMLElement>('[popover]')) {
    // jsdom has no popover API: each menu says whether it is open, and records being closed.
    Object.assign(menu, {
      matches: (selector: string) => selector === ':popover-open' && menu.id === 'open',
      hidePopover: () => hidden.push(menu.id),
    });
  }
  closeMenusOnPagehide();
  expect(hidden).toEqual([]);
  window.dispatchEvent(new Event('pagehide'));
  expect(hidden).toEqual(['open']);
});
