/**
 * What the island does when its runtime throws while hydrating or running: React hydrates a page
 * that was prerendered with the working panel, with one part of it made to throw.
 */
import { screen } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { frequencyPage, panelCopy } from '@/content/frequency-controller';
import { panelNote } from '@/content/panel-note';
import { FrequencyPanel } from './frequency-panel';

/** The page around the island: a heading before it, a footer after it. */
const page = (create: typeof createElement, Panel: ComponentType<{ heading: string }>) =>
  create(
    'div',
    null,
    create('h1', null, 'Tune your frequency'),
    create(Panel, { heading: frequencyPage.panelSection.title }),
    create('footer', null, 'The footer'),
  );

/** Prerenders the page with the working panel, then hydrates it with `throwing` made to throw. */
async function hydrateWith(throwing: string, replacement: Record<string, unknown>) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page(createElement, FrequencyPanel));
  const around = [container.querySelector('h1'), container.querySelector('footer')];
  // The broken panel, with a React of its own (the modules loaded afresh, all together).
  await jest.isolateModulesAsync(async () => {
    jest.doMock(throwing, () => replacement);
    const React = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { FrequencyPanel: Broken } = await import('./frequency-panel');
    // React reports the throw; the island has already said it in words.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {});
    await React.act(async () => {
      hydrateRoot(container, page(React.createElement, Broken), { onRecoverableError: () => {} });
    });
    reported.mockRestore();
  });
  return around;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const note = () => screen.getByRole('status', { name: panelCopy.noteLabel });
const thrown = () => {
  throw new Error('a part of the panel broke');
};

it('draws the panel again, saying its controls could not load, when its sound throws as it starts', async () => {
  const around = await hydrateWith('./sound', { followSound: thrown, canPlaySound: () => true });
  // The very nodes the page was drawn with: React drew nothing outside the island again.
  expect(screen.getByRole('heading', { level: 1 })).toBe(around[0]);
  expect(screen.getByText('The footer')).toBe(around[1]);
  expect(screen.getAllByRole('radio')).toHaveLength(17);
  expect(note()).toHaveTextContent(panelNote.unavailable);
  expect(screen.getByRole('button', { name: panelNote.reload })).toBeVisible();
});

it('keeps the page and says the controls could not load when a part of the panel throws as it hydrates', async () => {
  const around = await hydrateWith('./transmission-picture', { TransmissionPicture: thrown });
  // The very nodes the page was drawn with: React drew nothing outside the island again.
  expect(screen.getByRole('heading', { level: 1 })).toBe(around[0]);
  expect(screen.getByText('The footer')).toBe(around[1]);
  expect(
    screen.getByRole('heading', { name: frequencyPage.panelSection.title }),
  ).toBeInTheDocument();
  expect(note()).toHaveTextContent(panelNote.unavailable);
  expect(screen.getByRole('button', { name: panelNote.reload })).toBeVisible();
});
