// @ts-check
/**
 * Checks several views' node tests share: a view's cleanup, and the step keys every
 * stepped view has (js/shared/stepper.js).
 *
 * @module test-support/asserts
 */

import assert from "node:assert/strict";

/**
 * From step 0: → → reach 2, ← goes back to 1, End to the last step, Home to 0.
 *
 * @param {(name: string) => unknown} key press a key where the view listens
 * @param {() => number} at the step shown (as the model has it)
 * @param {number} last the last step
 * @returns {void}
 */
export function assertStepKeys(key, at, last) {
  key("ArrowRight");
  key("ArrowRight");
  assert.equal(at(), 2);
  key("ArrowLeft");
  assert.equal(at(), 1);
  key("End");
  assert.equal(at(), last);
  key("Home");
  assert.equal(at(), 0);
}

/**
 * Space plays from the step shown to the last one, and play stops there: the Play
 * button is pressed while it plays, released at the end.
 *
 * @param {(name: string) => unknown} key press a key where the view listens
 * @param {() => Element|null} play the Play button
 * @param {() => number} at the step shown (as the model has it)
 * @param {number} last the last step
 * @param {number} ms how long playing to the end may take
 * @returns {Promise<void>}
 */
export async function assertPlaysToEnd(key, play, at, last, ms) {
  key(" ");
  assert.equal(play()?.getAttribute("aria-pressed"), "true");
  await new Promise((r) => setTimeout(r, ms));
  assert.equal(at(), last);
  assert.equal(play()?.getAttribute("aria-pressed"), "false");
}

/**
 * A view's cleanup: it listened to the model, and after ``cleanup()`` no listener is left
 * and ``el`` is empty.
 *
 * @param {{listenerCount(): number}} model the fake model the view was rendered with
 * @param {Element} el where it rendered
 * @param {() => void} cleanup what ``render`` returned
 * @returns {void}
 */
export function assertCleansUp(model, el, cleanup) {
  assert.ok(model.listenerCount() > 0, "the view listens to the model");
  cleanup();
  assert.equal(model.listenerCount(), 0);
  assert.equal(el.children.length, 0);
}
