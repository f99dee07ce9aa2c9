// Why this extension exists: the Japanese lessons write the reading of a kanji above a
// child's grade as ruby in their Markdown, <ruby>呼<rp>（</rp><rt>よ</rt><rp>）</rp></ruby>び名
// (gamewidgets/core/furigana.py). JupyterLab, Notebook 7 and JupyterLite clean every
// Markdown cell with the Sanitizer of @jupyterlab/apputils, whose list of allowed tags has
// no ruby, rt or rp: the tags were dropped and a child read 「呼（よ）び名」, brackets in the
// middle of words. This plugin lets exactly these three tags through, without attributes;
// everything else is cleaned as strictly as before.
//
// How: the application's one sanitizer (the ISanitizer token, which every renderer of
// Markdown and HTML shares) gets a sanitize() that adds the three tags to the allowed tags
// of the options the sanitizer itself would use. A caller that names its own allowedTags
// (the ANSI text of outputs allows only <span>) is left alone. If the sanitizer ever
// stops keeping its options where this looks for them, nothing is changed (the readings
// show in brackets, as without this extension) and the console says so.
//
// The same sanitizer also cuts Japanese into phrases, as the widgets do
// (js/shared/japanese.js: BudouX, the whole words of whole-words-ja.json, kinsoku): each
// Japanese text (never code or a word with its reading) becomes a <span class="gw-ja">
// with a <wbr> between two of its phrases, set `word-break: keep-all` (style/index.css), so
// a lesson's line breaks between phrases only, never inside a word (「もし｜も」,
// 「アクシ｜ョン」 in a table's heading). A word with its reading is cut with the letters beside
// it, as the widgets cut it (japanese.js typesetNodes): a line may break on either side of a <ruby>,
// as beside a picture, so the phrase that holds one and more (「<ruby>減</ruby>りません」)
// is a <span class="gw-phrase"> that does not wrap (「肉は減｜りません」 was read otherwise).
import { ISanitizer } from "@jupyterlab/apputils";
import { phraseEnds, phraseGroups } from "../js/shared/japanese.js";

const RUBY_TAGS = ["ruby", "rt", "rp"];
const NAME = "jupyter-gamewidgets";

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
/** where a text is left as it is: code, a word with its reading, what is not text */
const NOT_PROSE = "code, pre, kbd, samp, ruby, script, style, textarea, svg, math";

/** inline elements, read with the letters beside them (「<strong>脱落</strong>します」) */
const INLINE = new Set(["STRONG", "EM", "B", "I", "U", "S", "A", "SPAN", "MARK", "SMALL"]);

/**
 * The letters ``node`` shows: its text without the readings (rt, rp).
 *
 * @param {Node} node - A text node or an element.
 * @returns {string} The letters.
 */
function shown(node) {
  if (node.nodeType === Node.TEXT_NODE) return node.data;
  if (node.nodeName === "RT" || node.nodeName === "RP") return "";
  return [...node.childNodes].map(shown).join("");
}

/**
 * The runs of ``root``'s Japanese: side by side in one element, text nodes, words with
 * their readings (``<ruby>``), inline code and inline elements (bold, a link); in prose,
 * holding Japanese. A ruby or an element is a whole piece: the phrases are cut around it
 * (an element's own text is cut as a run of its own).
 *
 * @param {DocumentFragment} root - Sanitized HTML.
 * @returns {Array<Array<{node: Node, text: string, whole: boolean}>>} Each run's pieces.
 */
function japaneseRuns(root) {
  const runs = [];
  const parents = [root, ...root.querySelectorAll("*")]
    .filter((e) => !(e instanceof Element && e.closest(NOT_PROSE)));
  for (const parent of parents) {
    let run = [];
    const close = () => {
      if (JAPANESE.test(run.map((p) => p.text).join(""))) runs.push(run);
      run = [];
    };
    for (const node of parent.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        run.push({ node, text: node.data, whole: false });
      } else if (node.nodeName === "RUBY" || node.nodeName === "CODE" || INLINE.has(node.nodeName)) {
        run.push({ node, text: shown(node), whole: true });
      } else close();
    }
    close();
  }
  return runs;
}

/** letters beside which keep-all still lets a line break (not kana, kanji or
 * punctuation: 「人数｜×4＋1」, a number, a Latin word) */
const BREAKABLE = /[^\u3040-\u30ff\u3400-\u9fff\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]/;
/** letters after which a line may break, as keep-all and kinsoku say */
const BREAK_AFTER = /[\s、。，．・：；！？）」』]/;
/** a phrase this short that holds such a letter does not wrap at all */
const WHOLE_PHRASE = 16;

/** Whether a line may break on either side of ``node`` whatever keep-all says: a word
 * with its reading, or an element holding one, is drawn as a picture is; so is code, and
 * a line started with the bracket that closes it (「（コードでは`store // diggers`|）で」). */
const breaksAround = (node) => node.nodeType === Node.ELEMENT_NODE
  && (node.nodeName === "RUBY" || node.nodeName === "CODE" || Boolean(node.querySelector("ruby")));

/**
 * The nodes of one phrase, each ruby in it held to the letters beside it: the ruby (or
 * those side by side) with the letter before and the letter after it is a ``<span
 * class="gw-phrase">`` that does not wrap (style/index.css). The rest of the phrase breaks
 * as keep-all says (after its punctuation: a heading BudouX leaves whole,
 * 「グラミン探検隊1：順番・くりかえし・もしも」, still wraps).
 *
 * @param {Node[]} group - Text nodes and elements, in order.
 * @returns {Node[]} The same, with the spans.
 */
function heldTogether(group) {
  if (!group.some(breaksAround)) return group;
  const out = [];
  let span = null;
  const open = () => {
    if (!span) {
      span = document.createElement("span");
      span.className = "gw-phrase";
      out.push(span);
    }
    return span;
  };
  group.forEach((node, k) => {
    const nextBreaks = k + 1 < group.length && breaksAround(group[k + 1]);
    if (breaksAround(node)) {
      open().append(node);
      return;
    }
    if (node.nodeType !== Node.TEXT_NODE) {
      (span ?? { append: (n) => out.push(n) }).append(node);
      if (!nextBreaks) span = null;
      return;
    }
    const letters = [...node.data];
    let last = "";
    if (span && letters.length) span.append((last = letters.shift()));
    if (!letters.length && nextBreaks && !BREAK_AFTER.test(last)) return;
    span = null;
    // a line may break after punctuation (「`"dig"`・|`"rest"`」): not held to what follows,
    // and a <wbr> says so where the browser would not (before the quote mark of code)
    if (letters.length) last = letters[letters.length - 1];
    const tail = nextBreaks && letters.length && !BREAK_AFTER.test(last) ? letters.pop() : null;
    if (letters.length) out.push(document.createTextNode(letters.join("")));
    if (tail !== null) open().append(tail);
    else if (nextBreaks && BREAK_AFTER.test(last)) out.push(document.createElement("wbr"));
  });
  return out;
}

/**
 * The nodes that show ``run``, cut into phrases (BudouX, on the letters alone): a
 * ``<wbr>`` between two, each ruby held to the letters beside it (:func:`heldTogether`),
 * since a line may break on either side of a ruby, which ``keep-all`` does not prevent;
 * a short phrase with a number, a sign or a Latin word in it (「「人数×4＋1」枚ですが、」),
 * where keep-all lets a line break too, is one ``<span class="gw-phrase">``.
 *
 * @param {Array<{node: Node, text: string, whole: boolean}>} run - From japaneseRuns.
 * @returns {Node[]} New text nodes, the run's whole pieces, spans and ``<wbr>``.
 */
function typesetRun(run) {
  const letters = run.map((p) => p.text).join("");
  const ends = phraseEnds(letters);
  const groups = phraseGroups(run.map(({ node, text, whole }) => (whole ? { text, node } : { text })), ends);
  const out = [];
  for (const group of groups) {
    if (out.length) out.push(document.createElement("wbr"));
    const shownText = group.map(shown).join("");
    if (shownText.length <= WHOLE_PHRASE && BREAKABLE.test(shownText.replace(/[\s、。]+$/, ""))) {
      const phrase = document.createElement("span");
      phrase.className = "gw-phrase";
      phrase.append(...group);
      out.push(phrase);
    } else out.push(...heldTogether(group));
  }
  return out;
}

/**
 * Sanitized ``html`` with each Japanese text in it cut into phrases: a ``<span
 * class="gw-ja">`` with a ``<wbr>`` between two, the words with their readings in it
 * (``<ruby>``) kept with the letters of their phrase.
 *
 * @param {string} html - Sanitized HTML.
 * @returns {string} The same HTML, cut into phrases.
 */
function withPhraseBreaks(html) {
  if (!JAPANESE.test(html)) return html;
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const run of japaneseRuns(template.content)) {
    // one element for the text, set keep-all (style/index.css), whether BudouX cut it or
    // not: a heading of one phrase (くりかえしカード) is not cut by the browser either
    const typeset = document.createElement("span");
    typeset.className = "gw-ja";
    run[0].node.before(typeset);
    typeset.append(...typesetRun(run));
    for (const { node } of run) if (!typeset.contains(node)) node.remove();
  }
  return template.innerHTML;
}

/** sanitize-html's transform of a ruby tag: the same tag, no attributes at all. */
function withoutAttributes(tagName) {
  return { tagName, attribs: {} };
}

/**
 * Let ruby, rt and rp through `sanitizer`.
 *
 * @param {object} sanitizer - JupyterLab's Sanitizer (ISanitizer).
 * @returns {boolean} Whether the sanitizer now keeps ruby.
 */
function allowRuby(sanitizer) {
  const sanitize = sanitizer.sanitize;
  if (typeof sanitize !== "function" || sanitize.gwRuby) return Boolean(sanitize?.gwRuby);
  if (!Array.isArray(sanitizer._options?.allowedTags)) {
    console.warn(`${NAME}: the sanitizer's options were not found; ruby stays filtered`);
    return false;
  }
  const wrapped = function (dirty, options) {
    // read at each call: the sanitizer makes its options again when a setting changes
    const own = this._options;
    if (options?.allowedTags || !Array.isArray(own?.allowedTags)) {
      return sanitize.call(this, dirty, options);
    }
    return withPhraseBreaks(sanitize.call(this, dirty, {
      ...options,
      allowedTags: [...own.allowedTags, ...RUBY_TAGS],
      transformTags: {
        ...own.transformTags,
        ...options?.transformTags,
        ...Object.fromEntries(RUBY_TAGS.map((tag) => [tag, withoutAttributes])),
      },
    }));
  };
  wrapped.gwRuby = true;
  sanitizer.sanitize = wrapped;
  return true;
}

const plugin = {
  id: `${NAME}:ruby`,
  description: "Shows the readings (<ruby>) of Markdown cells above their kanji; breaks Japanese lines between phrases.",
  autoStart: true,
  requires: [ISanitizer],
  activate: (app, sanitizer) => {
    allowRuby(sanitizer);
  },
};

export default plugin;
