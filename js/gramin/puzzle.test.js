// Puzzle panel: stars, course selector, hints (happy-dom).
import { test } from "node:test";
import assert from "node:assert/strict";
import { query, queryAll, window } from "../test-support/dom.js";
/** @typedef {import("../shared/types.js").Translate} Translate */

/** the shared labels every widget gets (core.ui.*) that these tests read */
const CORE = { "core.ui.labelled": "{label}: {text}", "core.ui.label_colon": "{label}: " };

const { createPuzzlePanel, starGlyphs } = await import("./puzzle.js");

/** @type {Translate} */
const t = (id, f) => (id === "gramin.ui.puzzle.stars" ? `${f?.n} of 3 stars` : id);
/** @param {Record<string, unknown>} traits the puzzle traits */
const model = (traits) => ({ get: (/** @type {string} */ k) => traits[k] });
/**
 * Label lookup from a table: each ``{name}`` filled in.
 *
 * @param {Record<string, string>} labels message id to text
 * @returns {Translate}
 */
const fill = (labels) => (id, f = {}) =>
  (labels[id] ?? id).replace(/\{(\w+)\}/g, (/** @type {string} */ _, /** @type {string} */ k) => String(f[k]));
const ignore = () => {};

test("starGlyphs clamps to 0..3", () => {
  assert.equal(starGlyphs(2), "★★☆");
  assert.equal(starGlyphs(9), "★★★");
  assert.equal(starGlyphs(undefined), "☆☆☆");
});

test("panel shows goal, stars and hint, and sends select_puzzle / hint", () => {
  /** @type {Array<Record<string, unknown>>} */
  const sent = [];
  const panel = createPuzzlePanel(t, (m) => sent.push(m), ignore);
  document.body.append(panel.el);
  panel.update(model({
    puzzle_info: { index: 1, count: 3, title: "<b>Dash</b>", goal: "Collect every chest (1).", stars_total: 3, stars_max: 9, if_cards: [] },
    course_list: [{ title: "A", stars: 3 }, { title: "B", stars: 0 }, { title: "C", stars: 1 }],
    verdict: { stars: 2, solved: true, text: "Solved with 3 cards." },
    hint_text: { level: 1, count: 2, text: "Use a loop." },
  }));
  const stars = query(panel.el, '[data-testid="gw-stars"]');
  assert.equal(stars.textContent, "★★☆");
  assert.equal(stars.getAttribute("aria-label"), "2 of 3 stars");
  assert.equal(query(panel.el, ".gw-puzzle-title").textContent, "<b>Dash</b>");
  assert.match(query(panel.el, '[data-testid="gw-hint-text"]').textContent ?? "", /Use a loop/);
  const select = query(panel.el, "select", window.HTMLSelectElement);
  assert.equal(select.options.length, 3);
  select.value = "2";
  select.dispatchEvent(new window.Event("change"));
  query(panel.el, ".gw-next").click();
  query(panel.el, '[data-testid="gw-hint"]').click();
  assert.deepEqual(sent, [{ type: "select_puzzle", index: 2 }, { type: "select_puzzle", index: 2 }, { type: "hint" }]);
});

test("the panel does not repeat the held if-cards: the hand's row shows them once", () => {
  const panel = createPuzzlePanel((id) => id, ignore, ignore);
  panel.update(model({ puzzle_info: { index: 0, count: 1, title: "T", goal: "G", if_cards: ["if_hole"] }, course_list: [] }));
  assert.doesNotMatch(panel.el.textContent ?? "", /if_hole|if_card/);
});

test("the verdict and each new hint are said through the widget's live region, none at first", () => {
  const labels = { ...CORE, "gramin.ui.puzzle.stars": "{n} of 3 stars", "gramin.ui.puzzle.hint_n": "Hint {i} of {n}" };
  const tr = fill(labels);
  /** @type {string[]} */
  const said = [];
  const panel = createPuzzlePanel(tr, ignore, (text) => said.push(text));
  const traits = { puzzle_info: { index: 0, title: "T", goal: "G", if_cards: [] }, course_list: [] };
  // a verdict saved in the notebook is shown, not said
  panel.update(model({ ...traits, verdict: { stars: 1, solved: true, text: "Saved." } }));
  assert.deepEqual(said, []);
  assert.equal(panel.el.querySelector("[aria-live], [role=status]"), null, "no live region of its own");
  panel.update(model({ ...traits, verdict: { stars: 2, solved: true, text: "Solved." } }));
  assert.deepEqual(said, ["2 of 3 stars: Solved."]);
  const hinted = { ...traits, verdict: { stars: 2, solved: true, text: "Solved." }, hint_text: { level: 1, count: 2, text: "Loop." } };
  panel.update(model(hinted));
  assert.deepEqual(said, ["2 of 3 stars: Solved.", "Hint 1 of 2: Loop."], "only what is new");
  panel.update(model({ ...hinted, lang: "ja", verdict: { stars: 3, solved: true, text: "とけた。" },
    hint_text: { level: 2, count: 2, text: "ループ。" } }));
  assert.equal(said.at(-1), "3 of 3 stars: とけた。Hint 2 of 2: ループ。", "Japanese sentences take no space");
  assert.equal(query(panel.el, '[data-testid="gw-stars"]').getAttribute("role"), "img");
});

test("the stars a run earns wait with its verdict for the end of the playback", () => {
  const labels = { ...CORE, "gramin.ui.puzzle.option": "{n}. {title} {stars}", "gramin.ui.puzzle.total": "Stars: {n} of {max}" };
  const tr = fill(labels);
  const panel = createPuzzlePanel(tr, ignore, ignore);
  const traits = (/** @type {number} */ stars) => ({
    puzzle_info: { index: 0, title: "A", goal: "G", if_cards: [], stars_total: stars, stars_max: 6 },
    course_list: [{ title: "A", stars }, { title: "B", stars: 0 }],
    verdict: stars ? { stars, solved: true, text: "Solved." } : null,
  });
  const shown = () => [query(panel.el, "option", window.HTMLOptionElement).textContent,
    query(panel.el, '[data-testid="gw-stars-total"]').textContent];
  panel.update(model(traits(0)));
  assert.deepEqual(shown(), ["1. A ☆☆☆", "Stars: 0 of 6"]);
  panel.update(model(traits(3)), { verdict: false }); // Run: the explorer is still on its way
  assert.deepEqual(shown(), ["1. A ☆☆☆", "Stars: 0 of 6"]);
  panel.update(model(traits(3))); // the last frame
  assert.deepEqual(shown(), ["1. A ★★★", "Stars: 3 of 6"]);
});

test("the verdict's row is there before a run and while it plays, so the verdict moves nothing", () => {
  const panel = createPuzzlePanel((id) => id, ignore, ignore);
  const traits = { puzzle_info: { index: 0, title: "A", goal: "G", if_cards: [] }, course_list: [] };
  const row = () => query(panel.el, ".gw-verdict");
  panel.update(model({ ...traits, verdict: null }));
  assert.ok(row().classList.contains("gw-verdict--waiting"));
  assert.equal(query(row(), ".gw-verdict-text").textContent, "gramin.ui.puzzle.verdict_waiting");
  assert.equal(queryAll(panel.el, '[data-testid="gw-verdict"]').length, 0, "no verdict yet");
  const solved = { ...traits, verdict: { stars: 3, solved: true, text: "Solved." } };
  panel.update(model(solved), { verdict: false });
  assert.ok(row().classList.contains("gw-verdict--waiting"), "still waiting while the explorer moves");
  panel.update(model(solved));
  assert.equal(panel.el.querySelectorAll(".gw-verdict").length, 1);
  assert.ok(!row().classList.contains("gw-verdict--waiting"));
  assert.equal(query(panel.el, '[data-testid="gw-verdict"]').textContent, "Solved.");
});

test("a hint that names cards draws them as the hand does (face and caption), and says them", () => {
  const labels = { ...CORE, "gramin.ui.puzzle.hint_n": "Hint {i} of {n}", "gramin.ui.kind.dash": "dash",
    "gramin.ui.kind.loop_close": "end repeat", "gramin.ui.card.loop_caption": "for{n}(", "gramin.ui.kind.loop_open_n": "repeat {n} times",
    "gramin.ui.card_name": "{kind} {dir}", "gramin.ui.dir.right": "right" };
  const tr = fill(labels);
  /** @type {string[]} */
  const said = [];
  const panel = createPuzzlePanel(tr, ignore, (text) => said.push(text));
  const traits = { puzzle_info: { index: 0, title: "T", goal: "G", if_cards: [] }, course_list: [] };
  panel.update(model(traits));
  panel.update(model({ ...traits, hint_text: { level: 3, count: 3, text: "One best program starts with these cards:",
    cards: [{ token: "for3(", kind: "loop_open", dir: null, count: 3 }, { token: "2R", kind: "dash", dir: "right", count: null },
      { token: ")", kind: "loop_close", dir: null, count: null }] } }));
  const hint = query(panel.el, '[data-testid="gw-hint-text"]');
  const cards = queryAll(hint, ".gw-mini-card");
  assert.deepEqual(cards.map((c) => query(c, ".gw-mini-glyph").textContent), ["3×(", "⇒", ")"]);
  assert.deepEqual(cards.map((c) => query(c, ".gw-mini-caption").textContent), ["for3(", "dash", "end repeat"]);
  assert.doesNotMatch(hint.textContent ?? "", /2R/, "no token the cards do not show");
  assert.equal(query(hint, ".gw-mini").getAttribute("aria-label"), "repeat 3 times, dash right, end repeat");
  assert.equal(said.at(-1), "Hint 3 of 3: One best program starts with these cards: repeat 3 times, dash right, end repeat");
});

test("a hint's label is joined to its text by the catalogue: a Japanese hint has no ASCII colon", () => {
  const labels = { "core.ui.labelled": "{label}：{text}", "core.ui.label_colon": "{label}：",
    "gramin.ui.puzzle.hint_n": "ヒント{i}/{n}" };
  const tr = fill(labels);
  const panel = createPuzzlePanel(tr, ignore, ignore);
  const traits = { puzzle_info: { index: 0, title: "T", goal: "G", if_cards: [] }, course_list: [] };
  panel.update(model({ ...traits, hint_text: { level: 1, count: 3, text: "右へ進みます。", cards: null } }));
  assert.equal(query(panel.el, '[data-testid="gw-hint-text"] strong').textContent, "ヒント1/3：");
});
