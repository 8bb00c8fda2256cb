import { earlyAction, presses } from './early-inputs';

describe('earlyAction', () => {
  it.each([
    [['frequency', '963'], { type: 'selectFrequency', frequency: 963 }],
    [['mode', 'power'], { type: 'selectMode', mode: 'power' }],
    [['brainwave', 'theta'], { type: 'selectBrainwave', brainwave: 'theta' }],
    [[presses.name, presses.transmission], { type: 'toggleTransmission' }],
    [[presses.name, presses.reset], { type: 'reset' }],
    [[presses.name, presses.sound], { type: 'toggleSound' }],
  ] as const)('reads %j as %j', (input, action) => {
    expect(earlyAction(input)).toEqual(action);
  });

  it.each([
    ['frequency', '999'],
    ['mode', 'fame'],
    ['brainwave', 'omega'],
    [presses.name, 'launch'],
    ['volume', '50'],
  ] as const)('ignores %j, which the panel never offers', (name, value) => {
    expect(earlyAction([name, value])).toBeNull();
  });
});
