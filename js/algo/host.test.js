// DOM tests of AlgoWidget's game area (host.js): the solo view fed by the ``solo`` trait,
// swapped with the game's view when ``mode`` changes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mountPoint } from "../test-support/dom.js";
import { fakeModel } from "../test-support/fake-model.js";

const { gated, renderHosted, soloModel } = await import("./host.js");
const { el } = mountPoint();

const SOLO = {
  row: ["B2", "W3", "W8", "B9"], drawn_color: "white", pile: 19, score: 4, over: false, won: false,
  wrong: null, chances: null, show_chances: false, status: "You draw a white card.",
};
/** @param {string} color @param {number} number */
const known = (color, number) => ({ color, number, face_up: false, failed: [] });
/** @param {string} color */
const hidden = (color) => ({ color, number: null, face_up: false, failed: [] });
// a 2-player game at the student's turn, as AlgoWidget sends it
const GAME = {
  me: 0, current: 0, phase: "attack", pile: 15, hints: "candidates", drawn: { color: "white", number: 5 },
  players: [
    { name: "You", bot: null, chips: null, wins: 0, out: false, current: true, first: true, row: [known("black", 0), known("white", 4)] },
    { name: "Bot 1", bot: "probabilistic", chips: null, wins: 0, out: false, current: false, first: false, row: [hidden("black"), hidden("white")] },
  ],
  turn: { attack: true, stay: false, advance: false, next_round: false, new_game: true, again: false, round: 1,
    targets: [[1, 0], [1, 1]], own: [], positions: [], position_for: null },
  history: [], result: null, status: "Your turn.", view_text: "", cover: null, review: null, review_step: 0,
  deduction_data: { slots: [], steps: [], posterior: null, deals: null },
};

test("the solo view reads its traits out of solo, and hears a change of solo once", () => {
  const model = fakeModel({ lang: "en", labels: {}, error: null, mode: "solo", solo: SOLO, status: "game's" });
  const solo = soloModel(model);
  assert.equal(solo.get("score"), 4);
  assert.equal(solo.get("status"), "You draw a white card.");  // solo's own, not the game's
  assert.equal(solo.get("lang"), "en");
  let heard = 0;
  const fn = () => { heard++; };
  solo.on("change:row", fn);
  solo.on("change:score", fn);
  solo.on("change:lang", fn);
  model.set("solo", { ...SOLO, score: 5 });
  assert.equal(heard, 1);
  assert.equal(solo.get("score"), 5);
  solo.off("change:row", fn);
  model.set("solo", { ...SOLO, score: 6 });
  assert.equal(heard, 2);  // still heard through score
  solo.off("change:score", fn);
  solo.off("change:lang", fn);
  assert.equal(model.listenerCount(), 0);
});

test("a gated model stops calling its listeners once disposed", () => {
  const model = fakeModel({ x: 1 });
  const child = gated(model);
  let heard = 0;
  child.model.on("change:x", () => { heard++; });
  model.set("x", 2);
  child.dispose();
  model.set("x", 3);
  assert.equal(heard, 1);
});

test("solo play shows the solo view and sends its moves; a new mode swaps in the game's view", () => {
  const labels = { "algo.ui.solo_score": "{score} cards in order, {pile} in the pile" };
  const model = fakeModel({ lang: "en", labels, error: null, mode: "solo", solo: SOLO, ...GAME, players: [] });
  const cleanup = renderHosted({ model, el });
  assert.ok(el.querySelector(".gw-algo-solo"));
  const gaps = el.querySelectorAll("button.gw-solo-gap");
  assert.equal(gaps.length, 5);
  /** @type {HTMLElement} */ (gaps[1]).click();
  assert.deepEqual(model.sent.at(-1), { type: "place", player: 0, position: 1 });
  model.setMany({ ...GAME, mode: "game", solo: null });
  assert.equal(el.querySelector(".gw-algo-solo"), null);
  assert.ok(el.querySelector("[data-testid='gw-attack']"));
  model.setMany({ mode: "solo", solo: { ...SOLO, score: 7 }, players: [] });
  assert.ok(el.querySelector(".gw-algo-solo"));
  assert.match(el.querySelector("[data-testid='gw-solo-score']")?.textContent ?? "", /7/);
  cleanup();
  assert.equal(el.children.length, 0);
  assert.equal(model.listenerCount(), 0);
});
