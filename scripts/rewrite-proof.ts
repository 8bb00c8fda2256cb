/**
 * What a build step throws when the page it rewrote still shows what the step was there to take
 * out, move or pin: each step checks its own result on every page, so a step that silently did
 * nothing (after a Next upgrade, say) fails the build, naming what survived, instead of shipping.
 */
export class RewriteNotDoneError extends Error {
  constructor(step: string, survived: string) {
    super(`${step} did not do its work: ${survived}`);
    this.name = 'RewriteNotDoneError';
  }
}

/** The first characters of a text, for a message. */
export const excerpt = (text: string, length = 100) =>
  text.length <= length ? text : `${text.slice(0, length)}…`;
