// The narrow layout (a notebook beside JupyterLab's file browser): its widths, and the
// game's action drawn in it with the step buttons over the program, in the DOM's order.
import { test } from "node:test";
import assert from "node:assert/strict";
import "../test-support/dom.js";
import { fakeModel } from "../test-support/fake-model.js";
import { card } from "../test-support/gramin.js";

const { NARROW, isNarrow } = await import("./narrow.js");
const { actionPanel } = await import("./replaypanel.js");

test("the narrow layout is 480 to 731 px, as style.css's container query", () => {
  assert.deepEqual([479.5, 480, 600, 731.9, 732].map(isNarrow), [false, true, true, true, false]);
  assert.deepEqual([NARROW.min, NARROW.max], [480, 732]);
});

test("an action's step buttons and sentences go over its program in the narrow layout", () => {
  const frame = { card: 0, loops: [], positions: [[0, 1]], chests: [], traps: [],
    events: [{ kind: "moved", text: "Ann moves right." }] };
  const model = fakeModel({
    lang: "en", labels: {}, players: [{ name: "Ann", bot: null, seat: 1 }],
    state: { phase: "action", programs: [[card("R", "step", "right")]] },
    action: { player: 0, action: 0, frames: [frame], code: [] },
  });
  /** @type {import("../shared/types.js").Translate} */
  const t = (id) => id;
  const order = (/** @type {boolean} */ narrow) => {
    const panel = actionPanel(/** @type {any} */ (model), t, () => {}, { frameIndex: 0, go: () => {}, narrow });
    assert.ok(panel);
    return [...panel.children].map((e) => ["gw-program-body", "gw-buttons", "gw-events"]
      .find((c) => e.classList.contains(c))).filter((c) => c);
  };
  assert.deepEqual(order(false), ["gw-program-body", "gw-buttons", "gw-events"]);
  assert.deepEqual(order(true), ["gw-buttons", "gw-events", "gw-program-body"]);
});
