'use client';

import { Activity, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { panelCopy } from '@/content/frequency-controller';
import { ControlsNote, RetryButton } from './configuration';
import { IslandBoundary } from './island-boundary';
import { createStore, type PanelStore } from './store';
import { marks } from './marks';
import { followRuntime } from './runtime-loader';
import { PanelChoices } from './panel-choices';
import { followSound } from './sound';
import { TransmissionControls } from './transmission-controls';

interface FrequencyPanelProps {
  /** The section's heading, heard only: the page's opening says its label and introduction. */
  heading: string;
  /** A note on the panel's claims, drawn by the server page, shown at the end of its section. */
  note?: ReactNode;
}

/**
 * The store the page's bootstrap started; without one (next dev, a test), the island's own, whose
 * runtime is here already (only a reload, after something threw, is left for it to do).
 */
function islandStore(): PanelStore {
  if (typeof window === 'undefined') return createStore();
  if (window.__panel) return window.__panel.store;
  const store = createStore();
  followRuntime(store, []);
  return store;
}

/**
 * The panel as its state draws it. The `live` one takes the island over from the bootstrap,
 * replays what waited for it and plays the sound; the one drawn after something threw only shows
 * the state, and its presses are refused, in words.
 */
function Panel({ store, live }: { store: PanelStore; live: boolean }) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  useLayoutEffect(() => {
    const handed = window.__panel?.takeOver() ?? null;
    if (!live) {
      handed?.close().catch(() => {});
      return;
    }
    const stopSound = followSound(store, handed);
    store.send({ type: 'arrived' });
    return stopSound;
  }, [store, live]);

  return (
    <div className="panel-layout">
      {/* Drawn only where scripting is off, before the options on a phone and in the controls'
          place beside them on a wide screen; then globals.css hides the controls. */}
      <noscript>
        <p className="panel-no-script">{panelCopy.needsScript}</p>
      </noscript>
      <PanelChoices state={state} send={store.send} />
      <TransmissionControls state={state} send={store.send} />
    </div>
  );
}

/** All that is left when even the panel's own parts throw: its note, and Reload. */
function NoteAlone({ store }: { store: PanelStore }) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <div className="panel-layout">
      <div>
        <ControlsNote state={state} />
        <RetryButton state={state} send={store.send} />
      </div>
    </div>
  );
}

/**
 * The frequency controller: three single-choice groups, the configuration and the transmission.
 * Whatever its runtime throws stays inside it. The Activity boundary keeps a throw while hydrating
 * to the island: without one, React would render the whole page again from scratch, which the
 * page's Trusted Types policy refuses, leaving it blank (a Suspense boundary would do as much, but
 * React streams one this large apart from the page, behind a script the CSP does not allow). The
 * island's boundaries then draw the panel again, saying its controls could not load; or, should
 * its own parts be what throws, the note and Reload alone.
 */
export function FrequencyPanel({ heading, note }: FrequencyPanelProps) {
  const [store] = useState(islandStore);
  const broken = () => store.send({ type: 'broken' });
  return (
    <section
      aria-labelledby="panel-heading"
      {...{ [marks.island]: '' }}
      className="pb-16 lg:contents"
    >
      {/* The section goes straight on from the page's opening, which says its label and lead. */}
      <h2 id="panel-heading" className="sr-only">
        {heading}
      </h2>
      <IslandBoundary fallback={<NoteAlone store={store} />} onError={broken}>
        <IslandBoundary fallback={<Panel store={store} live={false} />} onError={broken}>
          <Activity>
            <Panel store={store} live />
          </Activity>
        </IslandBoundary>
      </IslandBoundary>
      {note}
    </section>
  );
}
