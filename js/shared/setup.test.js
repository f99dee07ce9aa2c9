import { test } from "node:test";
import assert from "node:assert/strict";
import "../test-support/dom.js";
import { fakeModel } from "../test-support/fake-model.js";

const { gameModel, withSetup } = await import("./setup.js");

/** @param {Record<string, any>} over @returns {any} a setup trait */
function setupState(over = {}) {
  return {
    policy: "open", open: true, players: ["", "bot:random"], min: 2, max: 4, first_person: true,
    bots: [{ value: "random", label: "random" }, { value: "logical", label: "logical" }],
    options: [{ key: "mode", label: "Way to play", help: "how", value: "standard",
      choices: [{ value: "standard", label: "Standard game" }, { value: "pair", label: "Pair play" }] }],
    line: "Standard game", ...over,
  };
}

/** @param {Record<string, any>|null} state the ``setup`` trait */
function mount(state) {
  const model = fakeModel({ lang: "en", labels: {}, error: null, setup: state });
  const el = document.createElement("div");
  document.body.append(el);
  /** @type {any[]} */
  const games = [];
  const cleanup = withSetup({ model, el }, (ctx) => { games.push(ctx); ctx.el.append("GAME"); }, "gw-algo");
  return { model, el, games, cleanup };
}

test("open: the screen covers the game; Start sends one setup intent with the draft", () => {
  const { model, el } = mount(setupState());
  const screen = /** @type {HTMLElement} */ (el.querySelector("[data-testid='gw-setup']"));
  assert.equal(screen.hidden, false);
  assert.equal(/** @type {HTMLElement} */ (el.querySelector(".gw-setup-game")).hidden, true);
  // seat 1 is a person only: said, not a select with one choice; seat 2 offers the bots
  const first = /** @type {HTMLElement} */ (el.querySelector("[data-testid='gw-setup-seat-0']"));
  assert.equal(first.tagName, "SPAN");
  assert.equal(first.textContent, "core.ui.setup.person");  // (no labels: the key is shown)
  const second = /** @type {HTMLSelectElement} */ (el.querySelector("[data-testid='gw-setup-seat-1']"));
  assert.equal(second.options.length, 3);
  /** @type {HTMLElement} */ (el.querySelector("[data-testid='gw-setup-add']")).click();
  /** @type {HTMLElement} */ (el.querySelector("[data-testid='gw-setup-add']")).click();
  const name = /** @type {HTMLInputElement} */ (el.querySelector("[data-testid='gw-setup-name-0']"));
  name.value = "Ann";
  name.dispatchEvent(new window.Event("input"));
  const third = /** @type {HTMLSelectElement} */ (el.querySelector("[data-testid='gw-setup-seat-3']"));
  third.value = "bot:logical";
  third.dispatchEvent(new window.Event("change"));
  const mode = /** @type {HTMLSelectElement} */ (el.querySelector("[data-testid='gw-setup-opt-mode']"));
  mode.value = "pair";
  mode.dispatchEvent(new window.Event("change"));
  // four seats: the most, so no more can be added
  assert.equal(el.querySelector("[data-testid='gw-setup-add']")?.hasAttribute("disabled"), true);
  /** @type {HTMLElement} */ (el.querySelector("[data-testid='gw-setup-start']")).click();
  assert.deepEqual(model.sent, [{ type: "setup", players: ["Ann", "bot:random", "", "bot:logical"],
    options: { mode: "pair" } }]);
});

test("a refusal shows on the screen and keeps the draft; closed, the line shows above the game", () => {
  const { model, el } = mount(setupState());
  /** @type {HTMLElement} */ (el.querySelector("[data-testid='gw-setup-add']")).click();
  model.set("error", { message: "Pair play needs exactly 4 players" });
  assert.equal(el.querySelector("[data-testid='gw-setup-error']")?.textContent, "Pair play needs exactly 4 players");
  assert.equal(el.querySelectorAll(".gw-setup-seat").length, 3);
  model.set("setup", setupState({ open: false, line: "Pair play · Chips on" }));
  const line = /** @type {HTMLElement} */ (el.querySelector("[data-testid='gw-setup-line']"));
  assert.equal(line.hidden, false);
  assert.equal(line.textContent, "Pair play · Chips on");
  assert.equal(/** @type {HTMLElement} */ (el.querySelector("[data-testid='gw-setup']")).hidden, true);
  assert.equal(/** @type {HTMLElement} */ (el.querySelector(".gw-setup-game")).hidden, false);
});

test("a refusal goes once the draft changes, and comes back with Start if Python refuses it again", () => {
  const { model, el } = mount(setupState());
  const error = () => el.querySelector("[data-testid='gw-setup-error']")?.textContent;
  const click = (/** @type {string} */ id) => /** @type {HTMLElement} */ (el.querySelector(`[data-testid='${id}']`)).click();
  click("gw-setup-add");
  click("gw-setup-start");
  model.set("error", { message: "Pair play needs exactly 4 players" });
  assert.equal(error(), "Pair play needs exactly 4 players");
  // a seat added: the sentence was about the three seats sent, and goes
  click("gw-setup-add");
  assert.equal(error(), "");
  click("gw-setup-remove");
  assert.equal(error(), "");
  // the same draft sent again: Python's same refusal changes no trait, so the kept one shows
  const start = /** @type {HTMLElement} */ (el.querySelector("[data-testid='gw-setup-start']"));
  start.focus();
  click("gw-setup-start");
  assert.equal(error(), "Pair play needs exactly 4 players");
  assert.equal(document.activeElement, start);  // shown without redrawing the buttons
  // a name typed, or an option changed, takes it away too
  const name = /** @type {HTMLInputElement} */ (el.querySelector("[data-testid='gw-setup-name-0']"));
  name.value = "Ann";
  name.dispatchEvent(new window.Event("input"));
  assert.equal(error(), "");
  model.set("error", { message: "Each player needs a different name" });
  assert.equal(error(), "Each player needs a different name");
  const mode = /** @type {HTMLSelectElement} */ (el.querySelector("[data-testid='gw-setup-opt-mode']"));
  mode.value = "pair";
  mode.dispatchEvent(new window.Event("change"));
  assert.equal(error(), "");
});

test("the game's New game opens the screen when it is open to use, and is sent as it is when locked", () => {
  const model = fakeModel({ setup: setupState({ open: false }) });
  gameModel(model).send({ type: "new_game" });
  model.set("setup", setupState({ policy: "locked", open: false }));
  gameModel(model).send({ type: "new_game" });
  gameModel(model).send({ type: "attack", player: 0 });
  assert.deepEqual(model.sent, [{ type: "setup_screen", show: "on" }, { type: "new_game" },
    { type: "attack", player: 0 }]);
});

test("a choice with its own number of seats: choosing it drops the seats beyond its most and sets what may be added", () => {
  const solo = setupState({
    min: 1,
    options: [{ key: "mode", label: "Way to play", help: "how", value: "standard",
      choices: [{ value: "standard", label: "Standard game" }, { value: "pair", label: "Pair play" }, { value: "solo", label: "Solo play" }],
      seats: { standard: [2, 4], pair: [4, 4], solo: [1, 1] } }],
  });
  const { model, el } = mount(solo);
  const button = (/** @type {string} */ id) => /** @type {HTMLButtonElement} */ (el.querySelector(`[data-testid='gw-setup-${id}']`));
  assert.equal(button("remove").disabled, true);  // standard: 2 at least
  const mode = () => /** @type {HTMLSelectElement} */ (el.querySelector("[data-testid='gw-setup-opt-mode']"));
  mode().value = "solo";
  mode().dispatchEvent(new window.Event("change"));
  assert.equal(el.querySelectorAll(".gw-setup-seat").length, 1);
  assert.equal(button("add").disabled, true);
  assert.equal(button("remove").disabled, true);
  assert.equal(document.activeElement, mode());  // the focus stays on the choice redrawn
  mode().value = "pair";
  mode().dispatchEvent(new window.Event("change"));
  assert.equal(el.querySelectorAll(".gw-setup-seat").length, 1);  // never added by itself
  assert.equal(button("add").disabled, false);
  mode().value = "solo";
  mode().dispatchEvent(new window.Event("change"));
  button("start").click();
  assert.deepEqual(model.sent, [{ type: "setup", players: [""], options: { mode: "solo" } }]);
});

test("each option's explanation opens on demand, describes its select, and stays open when the screen is drawn again", () => {
  const { el } = mount(setupState());
  const help = /** @type {HTMLDetailsElement} */ (el.querySelector("[data-testid='gw-setup-help-mode']"));
  assert.equal(help.tagName, "DETAILS");
  assert.equal(help.open, false);
  const summary = /** @type {HTMLElement} */ (help.querySelector("summary"));
  assert.equal(summary.textContent, "core.ui.setup.explain");
  assert.equal(summary.getAttribute("aria-label"), "core.ui.setup.explain_option");
  const select = /** @type {HTMLSelectElement} */ (el.querySelector("[data-testid='gw-setup-opt-mode']"));
  const described = el.querySelector(`#${select.getAttribute("aria-describedby")}`);
  assert.equal(described?.textContent, "how");
  assert.equal(described?.parentElement, help);
  help.open = true;
  help.dispatchEvent(new window.Event("toggle"));
  // a choice draws the screen again: the explanation opened stays open
  select.value = "pair";
  select.dispatchEvent(new window.Event("change"));
  const again = /** @type {HTMLDetailsElement} */ (el.querySelector("[data-testid='gw-setup-help-mode']"));
  assert.notEqual(again, help);
  assert.equal(again.open, true);
});
