// @ts-check
/**
 * Japanese as a child reads it: readings as ``<ruby>`` and lines that break only
 * between phrases.
 *
 * Python renders a word with its reading as ``\u2062漢字（かんじ）\u2063``
 * (``gamewidgets.core.furigana``: only the readings above the grade in force). Every text
 * the view puts in the widget is typeset here, once, whatever part of the view wrote it:
 * a ``MutationObserver`` on the widget's element sees each new or changed text and
 *
 * - turns each marked word into ``<ruby>漢字<rp>（</rp><rt>かんじ</rt><rp>）</rp></ruby>``,
 *   built as nodes (the text is never parsed as HTML);
 * - cuts Japanese text into phrases with BudouX and puts a ``<wbr>`` between them: the
 *   widget's Japanese is set ``word-break: keep-all`` (theme.css), so a line breaks at a
 *   ``<wbr>``, a space or after punctuation, never inside a word.
 *
 * Texts that cannot hold elements: an ``<option>`` or a ``<textarea>`` shows a word with
 * its reading as the reading alone, in kana (自分で並（なら）べる is listed as
 * 自分でならべる: brackets read as part of the choice), as Python's plain text does; an
 * attribute read aloud (``aria-label``) or shown as a tooltip
 * (``title``) says the word without its reading. The code editor (CodeMirror) and
 * anything editable are left alone.
 *
 * @module shared/japanese
 */

import { jaModel, Parser } from "budoux";
import wholeWords from "../../gamewidgets/core/whole-words-ja.json" with { type: "json" };

/** @type {string[]} kana words no line break may cut */
const WHOLE_WORDS = wholeWords.words;
/** each whole word as a pattern: "#" in a word stands for a number (上から#行目 is
 * 上から3行目 and 上から12行目) */
const WHOLE_PATTERNS = WHOLE_WORDS.map((w) => new RegExp(
  w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/#/g, "[0-9０-９]+"), "g"));

export const START = "\u2062";
export const END = "\u2063";
const SHOWN = /\u2062([^\u2062\u2063（]+)（([^）\u2062\u2063]+)）\u2063/g;
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff々〆ー]/;
const NO_BREAK_INSIDE = "OPTION, TEXTAREA, SCRIPT, STYLE, RUBY, RT, RP";
const LEAVE_ALONE = ".cm-editor, [contenteditable], svg, .gw-code, pre, code";
const ATTRIBUTES = ["aria-label", "title", "placeholder", "aria-description"];
/** a unit no line may cut (「ボット1（0勝）」): set ``nowrap`` (theme.css) and given no
 * ``<wbr>``, since Chromium breaks a line at a ``<wbr>`` even where ``nowrap`` forbids it */
const WHOLE = ".gw-whole";
// kinsoku: a line never starts with a closing bracket or with punctuation (「けんた」 at a
// line's end and 「：3個→4個）」 on the next), nor ends with an opening bracket, so no phrase
// starts with the one or ends with the other
const NO_START = /[、。，．・：；！？）」』】〕〉》ー…‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々]/;
const NO_END = /[（「『【〔〈《]/;
/** whole words in which a browser breaks a line by itself, after a closing bracket
 * (「何もなし」|カード): the phrase that holds one is a unit no line cuts */
const BREAKS_INSIDE = /[、。，．・：；！？）」』]./;

/** @type {Parser|null} */
let parser = null;
/** The phrases of texts cut before (cleared when full): a widget draws its sentences again
 * at every change, and each cut runs BudouX's model over every letter.
 * @type {Map<string, readonly string[]>} */
const phrasesOf = new Map();
const PHRASES_KEPT = 4000;

/**
 * BudouX's phrases of ``text`` (one piece for a text with no Japanese); the same frozen
 * array for the same text.
 *
 * @param {string} text plain text
 * @returns {readonly string[]} the phrases, in order; joined they are ``text``
 */
export function phrases(text) {
  let found = phrasesOf.get(text);
  if (!found) {
    if (phrasesOf.size >= PHRASES_KEPT) phrasesOf.clear();
    found = Object.freeze(cutPhrases(text));
    phrasesOf.set(text, found);
  }
  return found;
}

/**
 * :func:`phrases`, cut anew.
 *
 * @param {string} text plain text
 * @returns {string[]} the phrases
 */
function cutPhrases(text) {
  if (!JAPANESE.test(text)) return [text];
  parser ??= new Parser(jaModel);
  const found = parser.parse(text);
  /** @type {Set<number>} where BudouX cuts */
  const cuts = new Set();
  let end = 0;
  for (const phrase of found.slice(0, -1)) cuts.add((end += phrase.length));
  // a word the model cuts in two (山札にも|どりました, 左は|し, 何も|ない|マス) is never cut;
  // the cut moves to the word's start (山札に|もどりました) unless that is inside a longer
  // one (左|はし: 左はし is a word too): gamewidgets/core/whole-words-ja.json, read by the
  // Python side too
  /** @type {Set<number>} */
  const inside = new Set();
  /** @type {Set<number>} */
  const starts = new Set();
  for (const pattern of WHOLE_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const i = m.index;
      let cut = false;
      for (let k = i + 1; k < i + m[0].length; k++) {
        cut ||= cuts.has(k);
        inside.add(k);
      }
      if (cut && i > 0) starts.add(i);
    }
  }
  const kept = [...new Set([...cuts, ...starts])]
    .filter((k) => !inside.has(k) && !NO_START.test(text[k]) && !NO_END.test(text[k - 1]))
    .sort((a, b) => a - b);
  /** @type {string[]} */
  const out = [];
  let from = 0;
  for (const k of kept) {
    out.push(text.slice(from, k));
    from = k;
  }
  out.push(text.slice(from));
  return out;
}

/**
 * Where the phrases of ``text`` end, as offsets into it; the text's own end left out (a
 * line may break at each offset).
 *
 * @param {string} text plain text
 * @returns {Set<number>} the offsets
 */
export function phraseEnds(text) {
  const ends = new Set();
  let end = 0;
  for (const phrase of phrases(text)) {
    end += phrase.length;
    ends.add(end);
  }
  ends.delete(text.length);
  return ends;
}

/**
 * The nodes of each phrase of a run of pieces: a text piece is cut where a phrase ends
 * inside it (``ends``, offsets into the run's letters: :func:`phraseEnds`), a node piece (a
 * ruby, inline code) is kept whole, in the phrase its first letter starts.
 *
 * @param {Array<{text: string, node?: Node}>} pieces the run, in order: its letters and,
 *   for a piece kept whole, its node
 * @param {Set<number>} ends where the phrases end
 * @returns {Node[][]} the nodes of each phrase (none empty)
 */
export function phraseGroups(pieces, ends) {
  /** @type {Node[][]} */
  const groups = [[]];
  const close = () => {
    if (groups[groups.length - 1].length) groups.push([]);
  };
  let at = 0;
  for (const { text, node } of pieces) {
    if (ends.has(at)) close();
    if (node) {
      groups[groups.length - 1].push(node);
      at += text.length;
      continue;
    }
    let from = 0;
    for (let i = 1; i < text.length; i++) {
      if (!ends.has(at + i)) continue;
      groups[groups.length - 1].push(document.createTextNode(text.slice(from, i)));
      close();
      from = i;
    }
    if (from < text.length) groups[groups.length - 1].push(document.createTextNode(text.slice(from)));
    at += text.length;
  }
  return groups.filter((g) => g.length);
}

/**
 * ``text`` without its readings (a label read aloud, a tooltip).
 *
 * @param {string} text rendered text
 * @returns {string} the words alone
 */
export function bare(text) {
  return text.replace(SHOWN, "$1");
}

/**
 * ``text`` with each word that has a reading written as its reading (an ``<option>``,
 * which cannot show ruby): 自分で\u2062並（なら）\u2063べる -> 自分でならべる.
 *
 * @param {string} text rendered text
 * @returns {string} the text in the kana a child reads
 */
export function kana(text) {
  return text.replace(SHOWN, "$2");
}

/**
 * ``text`` as plain text, where no ruby can be shown (an ``<option>``, a ``<textarea>``):
 * each word with a reading written as its reading, in kana, and no marks left; the rule
 * of ``gamewidgets.core.furigana.plain`` for what Python prints.
 *
 * @param {string} text rendered text
 * @returns {string} 奪（うば）えず -> うばえず
 */
export function plain(text) {
  return kana(text).replaceAll(START, "").replaceAll(END, "");
}

/**
 * The pieces of ``text``: plain strings and words with their readings (words side by
 * side, each with its reading, are one).
 *
 * @param {string} text rendered text
 * @returns {Array<string|{base: string, reading: string}>} in order
 */
export function pieces(text) {
  /** @type {Array<string|{base: string, reading: string}>} */
  const out = [];
  let at = 0;
  for (const m of text.matchAll(SHOWN)) {
    const i = m.index ?? 0;
    if (i > at) out.push(text.slice(at, i));
    const last = out[out.length - 1];
    // words with readings side by side that both overhang the letters beside them
    // (theme.css: 探検隊, たんけん・たい) are one word, or their readings would be drawn over
    // each other; a reading of one kana a kanji (2個, こ) leaves room for its neighbour's,
    // so a reading never runs across two words (個奪, こうば): core/furigana.py _joined
    if (i === at && last && typeof last !== "string"
        && last.reading.length > last.base.length && m[2].length > m[1].length) {
      last.base += m[1];
      last.reading += m[2];
    } else out.push({ base: m[1], reading: m[2] });
    at = i + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/**
 * One word with its reading as a ruby element.
 *
 * @param {string} base the kanji
 * @param {string} reading its reading
 * @returns {HTMLElement} ``<ruby>``
 */
function ruby(base, reading) {
  const el = document.createElement("ruby");
  const open = document.createElement("rp");
  open.textContent = "（";
  const rt = document.createElement("rt");
  rt.textContent = reading;
  const close = document.createElement("rp");
  close.textContent = "）";
  el.append(base, open, rt, close);
  return el;
}

/**
 * The nodes that show ``text``: ruby for each marked word, and a ``<wbr>`` between two
 * phrases. Phrases are cut on the words alone (a reading does not change them); a word
 * with its reading stays whole. A phrase that holds a ruby and more (「1<ruby>個</ruby>もらった」)
 * is one ``<span class="gw-phrase">`` that does not wrap: a line may break on either
 * side of a ruby element, as on either side of a picture, which ``keep-all`` does not
 * prevent (「1」 at a line's end and 「個もらった」 on the next); so is a phrase holding a
 * whole word a line may break in after punctuation (「何もなし」カード). ``whole``: the
 * text is one unit (:data:`WHOLE`), no ``<wbr>`` in it.
 *
 * @param {string} text rendered text
 * @param {boolean} [whole] no break between its phrases
 * @returns {Node[]} text nodes, ``<ruby>``, ``<span class="gw-phrase">`` and ``<wbr>``
 */
export function typesetNodes(text, whole = false) {
  const parts = pieces(text);
  const words = parts.map((p) => (typeof p === "string" ? p : p.base)).join("");
  // where each phrase ends, as offsets into the words
  const ends = phraseEnds(words);
  const groups = phraseGroups(parts.map((p) => (typeof p === "string" ? { text: p }
    : { text: p.base, node: ruby(p.base, p.reading) })), ends);
  /** @type {Node[]} */
  const out = [];
  for (const group of groups) {
    if (out.length && !whole) out.push(document.createElement("wbr"));
    const shown = group.map((n) => n.firstChild?.textContent ?? n.textContent).join("");
    if ((group.length > 1 && group.some((n) => n.nodeName === "RUBY"))
        || (!whole && WHOLE_WORDS.some((w) => BREAKS_INSIDE.test(w) && shown.includes(w)))) {
      const phrase = document.createElement("span");
      phrase.className = "gw-phrase";
      phrase.append(...group);
      out.push(phrase);
    } else out.push(...group);
  }
  return out;
}

/** Text nodes already typeset (their phrases and readings are nodes of their own). */
const done = new WeakSet();

/**
 * Typeset one text node in place.
 *
 * @param {Text} node a text node of the widget
 * @returns {void}
 */
function typesetText(node) {
  if (done.has(node)) return;
  const text = node.data;
  const parent = node.parentElement;
  if (!parent || parent.closest(LEAVE_ALONE)) return;
  if (parent.closest(NO_BREAK_INSIDE)) {
    if (text.includes(START) && !parent.closest("RUBY")) {
      node.data = plain(text);
    }
    done.add(node);
    return;
  }
  if (!text.includes(START) && !JAPANESE.test(text)) return;
  const nodes = typesetNodes(text, Boolean(parent.closest(WHOLE)));
  for (const n of nodes) {
    if (n.nodeType === 3) done.add(n);
    else if (n.nodeName === "SPAN") n.childNodes.forEach((c) => c.nodeType === 3 && done.add(c));
  }
  if (nodes.length === 1 && nodes[0].nodeType === 3 && /** @type {Text} */ (nodes[0]).data === text) {
    done.add(node);
    return;
  }
  // one element for the whole text: in a flex container (a button with an icon) each
  // child element would be an item of its own, set apart by the container's gap
  const whole = document.createElement("span");
  whole.className = "gw-ja";
  whole.append(...nodes);
  node.replaceWith(whole);
}

/**
 * Typeset an attribute's value: no reading and no mark.
 *
 * @param {Element} el element
 * @param {string} name attribute
 * @returns {void}
 */
function typesetAttribute(el, name) {
  const value = el.getAttribute(name);
  if (value && value.includes(START)) el.setAttribute(name, bare(value));
}

/**
 * Typeset everything under ``root`` (text nodes and attributes).
 *
 * @param {Node} root element or text node
 * @returns {void}
 */
export function typeset(root) {
  if (root.nodeType === 3) {
    typesetText(/** @type {Text} */ (root));
    return;
  }
  if (root.nodeType !== 1) return;
  const el = /** @type {Element} */ (root);
  for (const name of ATTRIBUTES) typesetAttribute(el, name);
  const walker = document.createTreeWalker(el, 0x5 /* SHOW_ELEMENT | SHOW_TEXT */);
  /** @type {Node[]} */
  const found = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) found.push(n);
  for (const n of found) {
    if (n.nodeType === 3) typesetText(/** @type {Text} */ (n));
    else for (const name of ATTRIBUTES) typesetAttribute(/** @type {Element} */ (n), name);
  }
}

/**
 * Keep ``el`` typeset: now, and after every change the view makes in it. Its ``lang``
 * attribute follows the widget's language (the widget's Japanese is set ``keep-all``).
 *
 * @param {HTMLElement} el the widget's element
 * @param {import("./types.js").Model} model the widget's model (``lang``)
 * @returns {() => void} stop
 */
export function keepTypeset(el, model) {
  const setLang = () => el.setAttribute("lang", model.get("lang") === "ja" ? "ja" : "en");
  setLang();
  model.on("change:lang", setLang);
  typeset(el);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "characterData") typeset(r.target);
      else if (r.type === "attributes" && r.attributeName) typesetAttribute(/** @type {Element} */ (r.target), r.attributeName);
      else r.addedNodes.forEach((n) => typeset(n));
    }
  });
  observer.observe(el, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
  return () => {
    observer.disconnect();
    model.off("change:lang", setLang);
  };
}

/**
 * An anywidget ``render`` whose widget is kept typeset (:func:`keepTypeset`).
 *
 * @template {{model: import("./types.js").Model, el: HTMLElement}} C
 * @param {(ctx: C) => (void|(() => void))} render the view's render
 * @returns {(ctx: C) => () => void} the same render, typeset
 */
export function typesetRender(render) {
  return (ctx) => {
    const cleanup = render(ctx);
    const stop = keepTypeset(ctx.el, ctx.model);
    return () => {
      stop();
      if (typeof cleanup === "function") cleanup();
    };
  };
}
