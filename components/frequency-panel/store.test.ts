import { createStore } from './store';

it('tells its listeners of a change, and not of a message that changes nothing', () => {
  const store = createStore();
  const listener = jest.fn();
  const stop = store.subscribe(listener);
  store.send({ type: 'press', press: 'transmission' });
  store.send({ type: 'failed', why: 'offline' });
  store.send({ type: 'failed', why: 'offline' });
  expect(listener).toHaveBeenCalledTimes(2);
  stop();
  store.send({ type: 'retry' });
  expect(listener).toHaveBeenCalledTimes(2);
  expect(store.get().phase).toBe('retrying');
});
