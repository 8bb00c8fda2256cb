import { initialState, update, type PanelMessage, type PanelState } from './machine';

/**
 * Where the machine runs: its one state, what it is sent, and who is told of a change (`subscribe`
 * returns what stops the listener). The bootstrap makes it; React and the effects share it.
 */
export function createStore(state: PanelState = initialState) {
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    send(message: PanelMessage) {
      const next = update(state, message);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type PanelStore = ReturnType<typeof createStore>;
