/** What the panel's unit tests look for, by role and name as a visitor would, and its render. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { frequencyPage, panelCopy } from '@/content/frequency-controller';
import { FrequencyPanel } from './frequency-panel';

export const group = (name: string) => screen.getByRole('group', { name });
export const radio = (groupName: string, name: string | RegExp) =>
  within(group(groupName)).getByRole('radio', { name });
/** An option by its value, the spec's Hz or id ("963", "power"), whatever content names it. */
export const option = (groupName: string, value: string | number) =>
  within(group(groupName))
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).value === String(value))!;
export const checked = (groupName: string) =>
  within(group(groupName))
    .getAllByRole('radio')
    .filter((option) => (option as HTMLInputElement).checked);
/** Where the panel reports the transmission and sound. */
export const status = () => screen.getByRole('status', { name: panelCopy.statusLabel });
export const activate = () => screen.getByRole('button', { name: panelCopy.activate });
/** The visible configuration paragraph (its parts sit in spans that keep them unbroken). */
export const configurationText = (text: string | RegExp) =>
  screen.getByText(
    (_, element) =>
      element?.tagName === 'P' &&
      (typeof text === 'string'
        ? element.textContent === text
        : text.test(element.textContent ?? '')),
  );

export function renderPanel() {
  const user = userEvent.setup();
  const view = render(<FrequencyPanel heading={frequencyPage.panelSection.title} />);
  return Object.assign(user, { unmount: view.unmount });
}
