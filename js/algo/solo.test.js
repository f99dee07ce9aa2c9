// DOM tests of the algo solo view with happy-dom and a fake anywidget model.
import { test } from "node:test";
import assert from "node:assert/strict";
import { focused, mountPoint, query, queryAll, window } from "../test-support/dom.js";
import { fakeModel } from "../test-support/fake-model.js";

const { renderSolo, parseToken } = await import("./solo.js");
const { el, $, $$ } = mountPoint();

/**
 * The ``solo`` traits of a game in play, white card drawn.
 *
 * @param {Record<string, unknown>} [overrides] traits to change
 */
function soloState(overrides = {}) {
  return {
    mode: "solo", lang: "en", row: ["B2", "W3", "W8", "B9"], drawn_color: "white", pile: 19, score: 4,
    over: false, won: false, wrong: null, chances: null, show_chances: false, status: "You draw a white card.",
    error: null, labels: { "algo.ui.solo_gap": "Put it here (gap {n})", "algo.ui.solo_gap_chance": "gap {n}: {chance}" },
    ...overrides,
  };
}

test("parseToken reads colour and number", () => {
  assert.deepEqual(parseToken("W11"), { color: "white", number: "11" });
  assert.deepEqual(parseToken("B0"), { color: "black", number: "0" });
});

test("a gap button per gap sends the engine's place action; the drawn card shows its colour only", () => {
  const model = fakeModel(soloState());
  const cleanup = renderSolo({ model, el });
  const gaps = $$("button.gw-solo-gap");
  assert.equal(gaps.length, 5);
  assert.equal(gaps[0].getAttribute("aria-label"), "Put it here (gap 1)");
  gaps[2].click();
  assert.deepEqual(model.sent.at(-1), { type: "place", player: 0, position: 2 });
  const drawn = $("[data-testid=gw-solo-drawn]");
  assert.equal(drawn.textContent, "?");
  cleanup();
  assert.equal(model.listenerCount(), 0);
});

test("chances on demand label the gaps; arrows move between gaps; the end has no gap", () => {
  const model = fakeModel(soloState());
  renderSolo({ model, el });
  $("[data-testid=gw-solo-chances]").click();
  assert.deepEqual(model.sent.at(-1), { type: "show_chances", show: "on" });
  model.setMany({ show_chances: true, chances: ["1/5", "1/10", "2/5", "0", "3/10"] });
  const gaps = $$("button.gw-solo-gap");
  assert.equal(gaps[2].getAttribute("aria-label"), "gap 3: 2/5");
  gaps[1].focus();
  gaps[1].dispatchEvent(new window.KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
  assert.equal(focused().getAttribute("data-gap"), "2");
  model.setMany({ over: true, drawn_color: null, chances: null });
  assert.equal($$("button.gw-solo-gap").length, 0);
  assert.equal($$(".gw-acard").length, 4);
});

test("the language switch writes lang and shows the language in use", () => {
  const model = fakeModel(soloState());
  const cleanup = renderSolo({ model, el });
  const ja = $("[data-testid=gw-lang-ja]");
  assert.equal(ja.getAttribute("aria-pressed"), "false");
  ja.click();
  assert.equal(model.get("lang"), "ja");
  assert.equal($("[data-testid=gw-lang-ja]").getAttribute("aria-pressed"), "true");
  cleanup();
});

test("a card put in a wrong gap is shown where it belonged, and the gap it was put in is crossed out", () => {
  // W5 put in gap 1 (before B2); it belongs at place 3, between W3 and W8
  const labels = { ...soloState().labels, "algo.ui.card_known": "{color} {number}", "algo.ui.color.white": "white",
    "algo.ui.color.black": "black", "algo.ui.solo_belongs": "{card} belongs here, at place {n}",
    "algo.ui.solo_given": "{card} was put here, in gap {n}", "algo.ui.solo_here": "here" };
  const model = fakeModel(soloState({ labels, over: true, drawn_color: null,
    wrong: { card: "W5", position: 0, correct: 2 }, status: "It is W5: it belongs at place 3, not 1." }));
  renderSolo({ model, el });
  const row = $("[data-testid=gw-solo-row]");
  const items = [...row.children].map((x) => x.getAttribute("data-testid") ?? x.textContent);
  assert.deepEqual(items, ["gw-solo-given", "2", "3", "gw-solo-belongs", "8", "9"]);
  const belongs = query(row, "[data-testid=gw-solo-belongs]");
  assert.equal(belongs.getAttribute("aria-label"), "white 5 belongs here, at place 3");
  assert.equal(query(belongs, ".gw-acard-num").textContent, "5");
  assert.equal(query(belongs, ".gw-acard-tag").textContent, "here");
  assert.ok(belongs.classList.contains("gw-acard--white"));
  assert.equal(query(row, "[data-testid=gw-solo-given]").getAttribute("aria-label"), "white 5 was put here, in gap 1");
  assert.equal($$("button.gw-solo-gap").length, 0, "no gap to choose once over");
  // a new game: the row is the new one alone
  model.setMany({ over: false, wrong: null, drawn_color: "black", row: ["B1", "W7"] });
  assert.equal(queryAll(row, "[data-testid=gw-solo-belongs]").length, 0);
  assert.equal($$("button.gw-solo-gap").length, 3);
});

test("a card put after the place it belonged: the cross comes after it", () => {
  const model = fakeModel(soloState({ over: true, drawn_color: null, wrong: { card: "B1", position: 3, correct: 0 } }));
  renderSolo({ model, el });
  const items = [...$("[data-testid=gw-solo-row]").children].map((x) => x.getAttribute("data-testid") ?? x.textContent);
  assert.deepEqual(items, ["gw-solo-belongs", "2", "3", "8", "gw-solo-given", "9"]);
});
