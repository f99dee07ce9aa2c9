// @ts-check
import { mountPoint } from "../test-support/dom.js";
import assert from "node:assert/strict";
import { test } from "node:test";

import { window } from "../test-support/dom.js";
Object.assign(globalThis, { MutationObserver: window.MutationObserver });
const { bare, kana, keepTypeset, phrases, pieces, plain, typesetNodes } = await import("./japanese.js");
const { el } = mountPoint();

const S = "\u2062", E = "\u2063";
const marked = `${S}伏（ふ）${E}せたカードを${S}山札（やまふだ）${E}から引きます。`;

/** @param {Node} node @returns {string} the node as the page would hold it */
const html = (node) => /** @type {Element} */ (node).outerHTML ?? /** @type {Text} */ (node).data;

test("a marked word is cut out with its reading; the rest is text", () => {
  assert.deepEqual(pieces(marked), [
    { base: "伏", reading: "ふ" }, "せたカードを", { base: "山札", reading: "やまふだ" }, "から引きます。",
  ]);
  assert.equal(bare(marked), "伏せたカードを山札から引きます。");
  assert.equal(plain(marked), "ふせたカードをやまふだから引きます。");
});

test("words with readings side by side are one word with one reading (探検隊: たんけんたい)", () => {
  // each reading overhangs the letters beside its word (theme.css): two would overlap
  assert.deepEqual(pieces(`${S}探検（たんけん）${E}${S}隊（たい）${E}の${S}宝箱（たからばこ）${E}`), [
    { base: "探検隊", reading: "たんけんたい" }, "の", { base: "宝箱", reading: "たからばこ" },
  ]);
});

test("a reading never runs across two words (1個奪います: こ, うば; not こうば over 個奪)", () => {
  assert.deepEqual(pieces(`1${S}個（こ）${E}${S}奪（うば）${E}います`), [
    "1", { base: "個", reading: "こ" }, { base: "奪", reading: "うば" }, "います",
  ]);
});

test("BudouX cuts Japanese into phrases and leaves other text whole", () => {
  assert.deepEqual(phrases("あなたの番です。"), ["あなたの", "番です。"]);
  assert.deepEqual(phrases("Run (3, 4)"), ["Run (3, 4)"]);
  // a text drawn again is not cut again
  assert.equal(phrases("あなたの番です。"), phrases("あなたの番です。"));
  assert.ok(Object.isFrozen(phrases("あなたの番です。")));
  assert.equal(phrases("置いたカード4枚で、ゴールに着きました。").join(""), "置いたカード4枚で、ゴールに着きました。");
  // a term read as one: 「「何もなし」カード」 (gamewidgets/core/whole-words-ja.json)
  assert.ok(phrases("めくったのは「何もなし」カード。").includes("「何もなし」カード。"), phrases("めくったのは「何もなし」カード。").join("|"));
  // a square's place, whatever its number ("#" in the list): never 「上から｜3行目」
  assert.deepEqual(phrases("上から3行目・左から12列目のまま。"), ["上から3行目・", "左から12列目のまま。"]);
});

test("the nodes of a text: ruby built as nodes, a <wbr> between phrases, never inside a word", () => {
  const nodes = typesetNodes(marked);
  const shown = nodes.map(html).join("");
  const R = '<span class="gw-phrase"><ruby>';
  assert.ok(shown.startsWith(`${R}伏<rp>（</rp><rt>ふ</rt><rp>）</rp></ruby>せた</span><wbr>カードを<wbr>`), shown);
  assert.ok(shown.endsWith(`${R}山札<rp>（</rp><rt>やまふだ</rt><rp>）</rp></ruby>から</span><wbr>引きます。`), shown);
  // the words are those of the text, in order, whatever the breaks
  /** @param {Node} n @returns {string} */
  const word = (n) => (n.nodeName === "RUBY" ? /** @type {Element} */ (n).firstChild?.textContent ?? ""
    : n.nodeName === "SPAN" ? [...n.childNodes].map(word).join("") : n.textContent ?? "");
  const words = nodes.map(word).join("");
  assert.equal(words, bare(marked));
  // a phrase that holds a ruby and more is one element that does not wrap: no line breaks
  // between 「1」 and 「個」, nor between 「個」 and 「もらった」
  const counted = typesetNodes(`休んだゴブリンは肉を1${S}個（こ）${E}もらった。`);
  const phrase = counted.find((n) => n.nodeName === "SPAN");
  assert.equal(/** @type {Element} */ (phrase)?.className, "gw-phrase");
  assert.match(phrase?.textContent ?? "", /^1個（こ）もらった/);
  assert.ok(counted.every((n) => n.nodeName !== "RUBY"), "the ruby stands inside its phrase");
    // a catalogue text is never parsed as HTML
  const evil = typesetNodes("<img src=x onerror=alert(1)>のカード");
  assert.ok(evil.every((n) => n.nodeName !== "IMG"));
  assert.equal(evil.map((n) => n.textContent).join(""), "<img src=x onerror=alert(1)>のカード");
});

test("the widget is kept typeset: new text, changed text, an option and an aria-label", async () => {
  /** @type {Record<string, Function[]>} */
  const on = {};
  const model = /** @type {any} */ ({
    get: () => "ja", on: (/** @type {string} */ e, /** @type {Function} */ f) => { (on[e] ??= []).push(f); }, off() {},
  });
  const p = document.createElement("p");
  p.textContent = marked;
  el.append(p);
  const stop = keepTypeset(el, model);
  assert.equal(el.getAttribute("lang"), "ja");
  assert.equal(p.querySelectorAll("ruby").length, 2);
  assert.ok(p.querySelector("wbr"));
  const q = document.createElement("p");
  const select = document.createElement("select");
  const option = document.createElement("option");
  option.textContent = marked;
  select.append(option);
  q.setAttribute("aria-label", marked);
  q.textContent = `${S}脱落（だつらく）${E}しました。`;
  el.append(q, select);
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(q.querySelector("rt")?.textContent, "だつらく");
  assert.equal(q.getAttribute("aria-label"), bare(marked));
  assert.equal(option.textContent, "ふせたカードをやまふだから引きます。");
  q.textContent = `${S}奪（うば）${E}う`;
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(q.querySelector("rt")?.textContent, "うば");
  stop();
});

test("no line break inside a kana word BudouX cuts in two (山札にも|どりました)", () => {
  assert.deepEqual(phrases("伏せたまま山札にもどりました。"), ["伏せたまま", "山札に", "もどりました。"]);
  assert.deepEqual(phrases("左はしのマス"), ["左はしの", "マス"]);
  assert.equal(phrases("伏せたまま山札にもどりました。").join(""), "伏せたまま山札にもどりました。");
});

test("terms and the lessons' names keep their phrase whole", () => {
  assert.ok(phrases("空いたマスだけ：何もないマスにだけ置けます。").some((p) => p.startsWith("何もないマスにだけ")),
    phrases("空いたマスだけ：何もないマスにだけ置けます。").join("|"));
  assert.deepEqual(phrases("あおいは3個→4個"), ["あおいは", "3個→4個"]);
});

test("no phrase starts with a letter no line may start with, nor ends with an opening bracket (kinsoku)", () => {
  // BudouX cuts 「（けんた｜：3個→4個）」: a line started with the colon
  assert.deepEqual(phrases("（けんた：3個→4個）"), ["（けんた：3個→4個）"]);
  const cut = phrases("けんたが肉を1個奪った（さくら：3個→2個、けんた：3個→4個）。");
  assert.equal(cut[cut.length - 1], "けんた：3個→4個）。", cut.join("|"));
  assert.ok(cut.slice(1).every((p) => !"：、。）」".includes(p[0]) && !"（「".includes(p[p.length - 1])), cut.join("|"));
});

test("a whole word a browser breaks in by itself (after 」) is a phrase that does not wrap", () => {
  const nodes = typesetNodes("めくったのは「何もなし」カード。");
  assert.equal(nodes.map(html).join(""), 'めくったのは<wbr><span class="gw-phrase">「何もなし」カード。</span>');
});

test("a unit marked whole (gw-whole: 「ボット1（0勝）」) gets no <wbr>, where Chromium would break", async () => {
  const stop = keepTypeset(el, /** @type {any} */ ({ get: () => "ja", on() {}, off() {} }));
  const unit = document.createElement("span");
  unit.className = "gw-whole";
  unit.textContent = "ボット1（0勝）";
  el.replaceChildren(unit);
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(unit.querySelectorAll("wbr").length, 0, unit.innerHTML);
  assert.equal(unit.textContent, "ボット1（0勝）");
  stop();
  el.replaceChildren();
});

test("an option lists a word with its reading as the kana a child reads, no brackets", async () => {
  const model = /** @type {any} */ ({ get: () => "ja", on() {}, off() {} });
  const stop = keepTypeset(el, model);
  const select = document.createElement("select");
  for (const text of [`列は自動で${S}並（なら）${E}ぶ`, `自分で${S}並（なら）${E}べる`, "自動で進む"]) {
    const option = document.createElement("option");
    option.textContent = text;
    select.append(option);
  }
  el.append(select);
  await new Promise((r) => setTimeout(r, 0));
  assert.deepEqual([...select.options].map((o) => o.textContent),
    ["列は自動でならぶ", "自分でならべる", "自動で進む"]);
  assert.equal(kana(`${S}候補（こうほ）${E}を見る`), "こうほを見る");
  stop();
});
