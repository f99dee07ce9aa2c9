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
// 「アクシ｜ョン」 in a table's heading).
import { ISanitizer } from "@jupyterlab/apputils";
import { phrases } from "../js/shared/japanese.js";

const RUBY_TAGS = ["ruby", "rt", "rp"];
const NAME = "jupyter-gamewidgets";

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
/** where a text is left as it is: code, a word with its reading, what is not text */
const NOT_PROSE = "code, pre, kbd, samp, ruby, script, style, textarea, svg, math";

/**
 * Sanitized ``html`` with each Japanese text in it cut into phrases: a ``<span
 * class="gw-ja">`` with a ``<wbr>`` between two.
 *
 * @param {string} html - Sanitized HTML.
 * @returns {string} The same HTML, cut into phrases.
 */
function withPhraseBreaks(html) {
  if (!JAPANESE.test(html)) return html;
  const template = document.createElement("template");
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (JAPANESE.test(n.data) && !n.parentElement?.closest(NOT_PROSE)) texts.push(n);
  }
  for (const text of texts) {
    // one element for the text, set keep-all (style/index.css), whether BudouX cut it or
    // not: a heading of one phrase (くりかえしカード) is not cut by the browser either
    const typeset = document.createElement("span");
    typeset.className = "gw-ja";
    typeset.append(...phrases(text.data).flatMap((p, i) => (i ? [document.createElement("wbr"), p] : [p])));
    text.replaceWith(typeset);
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
