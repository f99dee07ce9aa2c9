// DOM tests of the review panel (js/shared/review.js) with happy-dom and a fake model.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mountPoint, query, queryAll, window } from "../test-support/dom.js";
import { fakeModel } from "../test-support/fake-model.js";

const { createReviewPanel, nextMistake, renderReviewWidget, reviewCover, reviewData, shownIndices } = await import("./review.js");

/** @type {Record<string, string>} */
const labels = {
  "core.ui.review.title": "Review of the game", "core.ui.review.close": "Back to the game",
  "core.ui.review.decision": "Decision {i} of {n}", "core.ui.review.who": "{when} · {name}",
  "core.ui.review.next_mistake": "Next mistake", "core.ui.review.no_mistake": "No other mistake.",
  "core.ui.review.first_mistake": "Back to the first mistake.", "core.ui.review.note_then": "{note} {text}",
  "core.ui.review.step_of_player": "step {i} · {k} of {n} for {name}", "core.ui.review.how": "How is it rated?",
  "core.ui.review.chosen": "chosen", "core.ui.review.best": "best", "core.ui.review.tied": "just as good", "core.ui.review.all": "Everyone",
  "core.ui.review.position": "As {name} saw it", "core.ui.step.step_no": "step {i} / {n}",
  "core.ui.review.accuracy": "{n}%", "core.ui.review.open": "Review the game",
  "core.ui.labelled": "{label}: {text}", "core.ui.review.steps": "Step through the decisions",
};

/**
 * A decision of the review: the best option, or the other one.
 *
 * @param {number} player seat
 * @param {string} name the player's name
 * @param {string} verdict its verdict ("best": the best option chosen)
 * @param {string} sentence what was done
 * @param {Partial<import("./review.js").ReviewDecision>} [extra] fields to change
 * @returns {import("./review.js").ReviewDecision} the decision
 */
const decision = (player, name, verdict, sentence, extra = {}) => ({
  player, name, kind: "x", when: `Turn ${player + 1}`, verdict, verdict_text: verdict, sentence,
  hindsight: null, value: 1, loss: 0, position: { me: player },
  options: [{ label: "best one", detail: "3 meat", value: 3, chosen: verdict === "best", best: true },
    { label: "other", detail: "1 meat", value: 1, chosen: verdict !== "best", best: false }],
  ...extra,
});

const review = {
  game: "goblin", over: true, method: "How it is rated.\nFor the teacher: 100.", names: ["Ann", "<img src=x onerror=alert(1)>"],
  summary: [{ player: 0, name: "Ann", decisions: 2, best: 1, good: 0, inaccuracy: 0, mistake: 1, accuracy: 50 },
    { player: 1, name: "<img src=x onerror=alert(1)>", decisions: 1, best: 0, good: 1, inaccuracy: 0, mistake: 0, accuracy: 100 }],
  decisions: [decision(0, "Ann", "best", "Ann dug."), decision(1, "<img src=x onerror=alert(1)>", "good", "Ben rested."),
    decision(0, "Ann", "mistake", "Ann stole.", { hindsight: "In hindsight: 2 meat." })],
};

const { el, $, $$ } = mountPoint();
/** @param {string} id */
const tid = (id) => $(`[data-testid="${id}"]`);
/** @param {string} id */
const tids = (id) => $$(`[data-testid="${id}"]`);

/**
 * The review panel of a game, drawn in the mount point.
 *
 * @param {Record<string, unknown>} [state] traits to change
 * @param {(() => void)|null} [close] Back to the game (null: none)
 */
function mount(state = {}, close = null) {
  const model = fakeModel({ labels, lang: "en", review, review_step: 0, ...state });
  /** @type {number[]} */
  const drawn = [];
  const panel = createReviewPanel(model, {
    t: (id, f = {}) => (labels[id] ?? id).replace(/\{(\w+)\}/g, (/** @type {string} */ _, /** @type {string} */ k) => String(f[k] ?? "")),
    close,
    drawPosition: (_pos, dec) => { drawn.push(dec.player); return window.document.createElement("div"); },
  });
  el.append(panel.el);
  panel.draw();
  return { model, panel, drawn };
}

test("the review read safely; the decisions shown and the next mistake", () => {
  assert.equal(reviewData(null), null);
  assert.equal(reviewData({ decisions: "x" }), null);
  const d = reviewData(review);
  assert.ok(d, "the review is read");
  assert.deepEqual(shownIndices(d.decisions, null), [0, 1, 2]);
  assert.deepEqual(shownIndices(d.decisions, 0), [0, 2]);
  assert.equal(nextMistake(d.decisions, [0, 1, 2], 0), 2);
  assert.equal(nextMistake(d.decisions, [0, 1, 2], 2), -1, "the one shown is not counted");
  assert.equal(nextMistake(d.decisions, [1], 0), -1);
});

test("the panel shows the decision, its verdict, the options with the one taken marked", () => {
  const { drawn } = mount();
  assert.equal(tid("gw-verdict").textContent, "best");
  assert.equal(tid("gw-review-sentence").textContent, "Ann dug.");
  const options = $$('[data-testid="gw-review-options"] li');
  assert.equal(options.length, 2);
  assert.equal(options[0].getAttribute("data-chosen"), "true");
  assert.match(options[0].textContent, /best one.*3 meat.*best.*chosen/);
  assert.deepEqual(drawn, [0]);
  // names are text, never HTML
  assert.equal($$("img").length, 0);
  assert.equal($(".gw-step-no").textContent, "step 1 / 3");
});

test("two options tied for the best: one is tagged best, the other just as good", () => {
  // two attacks at 75% each, the second one taken: Python lists the one taken first
  const tie = decision(0, "Ann", "best", "Ann attacked.", {
    options: [{ label: "Ben's 2nd card is 4", detail: "75%", value: 0.75, chosen: true, best: true, tied: false },
      { label: "Ben's 3rd card is 6", detail: "75%", value: 0.75, chosen: false, best: false, tied: true },
      { label: "Ben's 1st card is 1", detail: "25%", value: 0.25, chosen: false, best: false, tied: false }],
  });
  mount({ review: { ...review, decisions: [tie] } });
  const options = $$('[data-testid="gw-review-options"] li');
  assert.deepEqual(options.map((li) => [...li.querySelectorAll(".gw-review-tag")].map((x) => x.textContent)),
    [["best", "chosen"], ["just as good"], []]);
  assert.equal($$(".gw-tag-best").length, 1);
});

test("the step buttons and the arrow keys move review_step; Next mistake jumps to one", () => {
  const { model } = mount();
  $('[data-cmd="step"]').click();
  assert.equal(model.state.review_step, 1);
  assert.ok(model.saves > 0);
  tid("gw-review").dispatchEvent(new window.KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
  assert.equal(model.state.review_step, 2);
  assert.equal(tid("gw-review-hindsight").textContent, "In hindsight: 2 meat.");
  $('[data-cmd="first"]').click();
  tid("gw-review-mistake").click();
  assert.equal(model.state.review_step, 2);
  assert.equal(tid("gw-verdict").getAttribute("data-verdict"), "mistake");
  tid("gw-review-mistake").click();
  assert.equal(tid("gw-review-note").textContent, "No other mistake.");
  // said too, not only shown: the status line, then the decision as the counter numbers it
  assert.equal(tid("gw-review-live").textContent, "No other mistake. Decision 3 of 3: mistake: Ann stole.");
});

test("Next mistake going round from the last mistake to the first says so", () => {
  const two = { ...review, decisions: [decision(0, "Ann", "mistake", "Ann dug."), decision(1, "Ben", "good", "Ben rested."),
    decision(0, "Ann", "mistake", "Ann stole.")] };
  const { model } = mount({ review: two, review_step: 2 });
  tid("gw-review-mistake").click();
  assert.equal(model.state.review_step, 0);
  assert.equal(tid("gw-review-note").textContent, "Back to the first mistake.");
  assert.equal(tid("gw-review-live").textContent, "Back to the first mistake. Decision 1 of 3: mistake: Ann dug.");
  tid("gw-review-mistake").click();
  assert.equal(model.state.review_step, 2);
  assert.equal(tids("gw-review-note").length, 0, "a step forward clears the note");
});

test("How is it rated? opens into view and stays open from step to step", () => {
  mount();
  const how = $('[data-testid="gw-review-how"]', window.HTMLDetailsElement);
  let scrolled = 0;
  const proto = window.HTMLElement.prototype;
  const before = proto.scrollIntoView;
  proto.scrollIntoView = () => { scrolled += 1; };
  how.open = true;
  how.dispatchEvent(new window.Event("toggle"));
  assert.equal(scrolled, 1);
  $('[data-cmd="step"]').click();
  how.dispatchEvent(new window.Event("toggle"));
  tid("gw-review-how").dispatchEvent(new window.Event("toggle"));
  assert.equal($('[data-testid="gw-review-how"]', window.HTMLDetailsElement).open, true);
  assert.equal(scrolled, 1, "a redraw that keeps it open does not scroll");
  assert.deepEqual(queryAll(tid("gw-review-how"), "p").map((p) => [p.textContent, p.className]),
    [["How it is rated.", ""], ["For the teacher: 100.", "gw-hint gw-review-how-more"]]);
  proto.scrollIntoView = before;
});

test("a step is said aloud in the catalogue's words: decision, verdict and sentence", () => {
  mount();
  $('[data-cmd="step"]').click();
  // 「3回のうち2回目：よい：…」 in Japanese: no ASCII colon or space written by the view
  assert.equal(tid("gw-review-live").textContent, "Decision 2 of 3: good: Ben rested.");
});

test("a summary row shows only that player's decisions, and Everyone all of them", () => {
  const { model } = mount({ review_step: 1 });
  tid("gw-review-who-0").click();
  assert.equal(model.state.review_step, 2, "the decision shown moves to one of Ann's");
  // the game's own step number first: the one "find the mistake" asks for
  assert.equal($(".gw-step-no").textContent, "step 3 · 2 of 2 for Ann");
  $('[data-cmd="step"]').click();
  assert.equal(tid("gw-review-live").textContent, "Decision 3 of 3: mistake: Ann stole.");
  $('[data-cmd="first"]').click();
  assert.equal(model.state.review_step, 0);
  $('[data-cmd="step"]').click();
  assert.equal(model.state.review_step, 2, "Ben's decision is skipped");
  tid("gw-review-all").click();
  assert.equal($(".gw-step-no").textContent, "step 3 / 3");
});

test("no review: the panel is hidden; Back to the game closes it", () => {
  const { panel } = mount({ review: null });
  assert.equal(panel.el.hidden, true);
  assert.equal(panel.active(), false);
  let closed = 0;
  const shown = mount({}, () => { closed += 1; });
  const model = shown.model;
  // over the game's screen, which it hides, the panel has its own language switch
  query(shown.panel.el, '[data-testid="gw-lang-ja"]').click();
  assert.equal(model.state.lang, "ja");
  tid("gw-review-close").click();
  assert.equal(closed, 1);
});

test("a review covering a game: the root marked, the focus to the panel and back to the opener", () => {
  const { model, panel } = mount({ review: null });
  const root = window.document.createElement("div");
  const opener = window.document.createElement("button");
  root.append(opener, panel.el);
  el.append(root);
  const draw = reviewCover(root, panel, () => opener);
  draw();
  assert.equal(root.classList.contains("gw-reviewing"), false);
  panel.el.tabIndex = -1;
  model.set("review", review);
  draw();
  assert.equal(root.classList.contains("gw-reviewing"), true);
  assert.equal(window.document.activeElement, panel.el, "opened: the panel has the focus");
  model.set("review", null);
  draw();
  assert.equal(root.classList.contains("gw-reviewing"), false);
  assert.equal(window.document.activeElement, opener, "closed: back to Review the game");
});

test("GameReviewWidget's view: the panel alone with the language switch, redrawn on a step", () => {
  const model = fakeModel({ labels, lang: "en", review, review_step: 0 });
  const cleanup = renderReviewWidget({ model, el }, {
    rootClass: "gw-goblin", draw: () => window.document.createElement("div"),
  });
  assert.ok($(".gw-goblin.gw-review-root"));
  assert.equal(tids("gw-review-close").length, 0, "no game to go back to");
  assert.equal($$('[data-testid="gw-lang"]').length, 1, "one language switch, above the panel");
  model.set("review_step", 2);
  assert.equal(tid("gw-verdict").getAttribute("data-verdict"), "mistake");
  cleanup();
  assert.equal($$(".gw-review-root").length, 0);
  assert.equal(model.listenerCount(), 0);
});

test("a screen reader hears the review's name once: the panel's, not the root's or the step buttons'", () => {
  const model = fakeModel({ labels, lang: "en", review, review_step: 0 });
  renderReviewWidget({ model, el }, { rootClass: "gw-gramin", draw: () => window.document.createElement("div") });
  const named = $$("[aria-label]").filter((n) => n.getAttribute("aria-label") === "Review of the game");
  assert.deepEqual(named.map((n) => n.getAttribute("data-testid")), ["gw-review"]);
  assert.equal($(".gw-review-root").getAttribute("role"), null);
  assert.equal($(".gw-review-bar .gw-buttons").getAttribute("aria-label"), "Step through the decisions");
});
