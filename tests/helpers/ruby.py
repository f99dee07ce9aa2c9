"""Readings (``<ruby>``) in a rendered Markdown cell: shown as ruby, small and above their
words, their brackets (``<rp>``) hidden. The lessons write a reading as
``<ruby>呼<rp>（</rp><rt>よ</rt><rp>）</rp></ruby>``; JupyterLab keeps it only with the
package's extension (``labextension/``)."""

from __future__ import annotations

import json
import pathlib

EXTENSION = "jupyter-gamewidgets"
"""The extension's name: its warnings start with it, its files' addresses hold it."""

# per ruby of a rendered cell: its reading, the attributes of it and its children, where
# the reading and its word are drawn, and how many brackets (rp) show
MEASURE = """
(cell) => {
  const range = document.createRange();
  const inline = (e) => getComputedStyle(e).display === "inline";
  // the box of the letter next to `node` on the `side` of it, in the same inline run (not
  // across a block, a button or a flex item): another ruby's word counts, its reading not
  const neighbour = (node, side) => {
    let n = node;
    while (!n[side]) {
      n = n.parentElement;
      if (!n || n === cell || !inline(n)) return null;
    }
    n = n[side];
    while (n && n.nodeType === Node.ELEMENT_NODE) {
      if (n.tagName === "RT" || n.tagName === "RP") return null;
      if (n.tagName === "RUBY") {
        n = [...n.childNodes].find((c) => c.nodeType === Node.TEXT_NODE);
      } else if (inline(n)) {
        n = side === "previousSibling" ? n.lastChild : n.firstChild;
      } else return null;
    }
    if (!n || n.nodeType !== Node.TEXT_NODE || !n.data.length) return null;
    const i = side === "previousSibling" ? n.data.length - 1 : 0;
    if (/\\s/.test(n.data[i])) return null;
    range.setStart(n, i);
    range.setEnd(n, i + 1);
    const b = range.getBoundingClientRect();
    return [b.left, b.right, b.bottom];
  };
  return [...cell.querySelectorAll("ruby")].map((ruby) => {
    const rt = ruby.querySelector("rt");
    const word = [...ruby.childNodes].find((n) => n.nodeType === Node.TEXT_NODE);
    range.selectNodeContents(word);
    const base = range.getBoundingClientRect();
    const top = rt ? rt.getBoundingClientRect() : null;
    // the nearest box around the ruby that cuts off what goes past its edges
    let clip = ruby.parentElement;
    while (clip && getComputedStyle(clip).overflowY === "visible") clip = clip.parentElement;
    return {
      clipTop: clip ? clip.getBoundingClientRect().top : null,
      word: word.textContent,
      reading: rt ? rt.textContent : null,
      attributes: [ruby, ...ruby.querySelectorAll("*")].flatMap((e) => e.getAttributeNames()),
      readingTop: top && top.top, readingBottom: top && top.bottom,
      wordTop: base.top, wordMiddle: (base.top + base.bottom) / 2,
      readingSize: rt && parseFloat(getComputedStyle(rt).fontSize),
      // each kanji's box as drawn: a reading wider than its word must not spread the kanji
      // (「宝 箱」)
      letters: [...word.textContent].map((_, i) => {
        range.setStart(word, i);
        range.setEnd(word, i + 1);
        return range.getBoundingClientRect().width;
      }),
      readingInk: rt && (() => {
        const r = document.createRange();
        r.selectNodeContents(rt);
        const b = r.getBoundingClientRect();
        return [b.left, b.right];
      })(),
      wordLeft: base.left, wordRight: base.right, wordBottom: base.bottom,
      // the letters either side of the word in the same run of text (a reading may overhang
      // them; the word itself keeps the spacing of plain text): [left, right, bottom] of each
      before: neighbour(ruby, "previousSibling"), after: neighbour(ruby, "nextSibling"),
      wordSize: parseFloat(getComputedStyle(ruby).fontSize),
      bracketsShown: [...ruby.querySelectorAll("rp")].filter(
        (rp) => getComputedStyle(rp).display !== "none").length,
    };
  });
}
"""


def first_markdown_with_readings(notebook: pathlib.Path) -> tuple[int, str]:
    """(its index among the notebook's Markdown cells, its source) of the first Markdown
    cell of ``notebook`` with a reading."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    markdown = ["".join(c["source"]) for c in cells if c["cell_type"] == "markdown"]
    return next((i, s) for i, s in enumerate(markdown) if "<ruby>" in s)


def measure(cell) -> list[dict]:
    """:data:`MEASURE` of the rendered cell ``cell`` (a Playwright locator)."""
    return cell.evaluate(MEASURE)


def reading_problems(cell, source: str) -> list[str]:
    """What is wrong with the readings of the rendered Markdown cell ``cell`` (a locator)
    whose source is ``source``: each must be a ruby with the source's reading, small, above
    its word, no bracket shown; no reading's bracket may be left in the cell's text."""
    rubies = measure(cell)
    expected = source.count("<ruby>")
    if len(rubies) != expected:
        return [f"{len(rubies)} readings shown as ruby of the {expected} in the cell "
                f"(the sanitizer dropped them? {cell.inner_text()[:120]!r})"]
    problems = []
    for ruby in rubies:
        where = f"the reading of {ruby['word']}"
        if not ruby["reading"] or \
                f"<ruby>{ruby['word']}<rp>（</rp><rt>{ruby['reading']}</rt>" not in source:
            problems.append(f"{where}: {ruby['reading']!r} is not the source's")
        if ruby["bracketsShown"]:
            problems.append(f"{where}: a bracket (rp) is shown")
        # (a glyph's box holds some space above its ink: the reading may reach into it)
        if not (ruby["readingTop"] < ruby["wordTop"]
                and ruby["readingBottom"] < ruby["wordMiddle"]):
            problems.append(f"{where} is not above it")
        # (small print's readings are 9 px at least, over 13-14 px text)
        if ruby["readingSize"] > max(0.65 * ruby["wordSize"], 9):
            problems.append(f"{where} is not small ({ruby['readingSize']} px)")
    return problems + overhang_problems(rubies) + _brackets(cell, source)


def overhang_problems(rubies: list[dict], smallest: float = 9) -> list[str]:
    """What is wrong with how the readings of ``rubies`` (:func:`measure`) sit: a word's
    kanji kept together under a longer reading (each boundary between two of them within
    2 px of where it is when the word is centred whole: no 「脱 出」), the reading centred
    over the word (within 1 px) and at least ``smallest`` px (small print: 9); the word as
    close to the letters either side of it on its line as in plain text (within 1 px: a
    reading wider than its word overhangs them instead of pushing them away, 「あなたの␣宝箱」)
    and no two readings on top of each other."""
    problems = []
    for ruby in rubies:
        where = f"the word {ruby['word']}"
        if ruby["wordRight"] <= ruby["wordLeft"]:
            continue  # not drawn (a closed help)
        # where its full-width letters are drawn: centred in the word's box, one em each (the
        # browser's own ruby widens the box around them)
        left, right = ruby["wordLeft"], ruby["wordRight"]
        if all("\u3040" <= c <= "\u9fff" for c in ruby["word"]):
            half = len(ruby["word"]) * ruby["wordSize"] / 2
            left, right = (left + right) / 2 - half, (left + right) / 2 + half
        for side, letter in (("before", ruby.get("before")), ("after", ruby.get("after"))):
            if not letter or abs(letter[2] - ruby["wordBottom"]) >= 1:
                continue  # no letter there, or it is on another line
            gap = left - letter[1] if side == "before" else letter[0] - right
            if abs(gap) >= 1:
                problems.append(f"{where} stands {gap:.1f} px away from the letter {side} it")
    inks = [(r["word"], r["readingInk"], r["readingBottom"]) for r in rubies
            if r["readingInk"] and r["readingInk"][1] > r["readingInk"][0]]
    for i, (word, (left, right), bottom) in enumerate(inks):
        for other, (left2, right2), bottom2 in inks[i + 1:]:
            if abs(bottom - bottom2) < 1 and min(right, right2) - max(left, left2) > 0.5:
                problems.append(f"the readings of {word} and {other} overlap")
    for ruby in rubies:
        where = f"the reading of {ruby['word']}"
        letters, em = ruby["letters"], ruby["wordSize"]
        middle = (ruby["wordLeft"] + ruby["wordRight"]) / 2
        if all(w > 0 for w in letters) and all("\u3400" <= c <= "\u9fff" for c in ruby["word"]):
            lefts = [ruby["wordLeft"] + sum(letters[:i]) for i in range(len(letters))]
            off = [round(lefts[i] - (middle - (len(letters) / 2 - i) * em), 1)
                   for i in range(1, len(letters))]
            if any(abs(o) >= 2 for o in off):
                problems.append(f"{where} pulls its word apart (px off: {off})")
        if ruby["readingInk"] and ruby["readingInk"][1] > ruby["readingInk"][0]:
            left, right = ruby["readingInk"]
            if abs((left + right) / 2 - middle) > 1:
                problems.append(f"{where} is not centred over it")
        if ruby["readingSize"] < smallest:
            problems.append(f"{where} is smaller than {smallest} px ({ruby['readingSize']} px)")
    return problems


def _brackets(cell, source: str) -> list[str]:
    problems = []
    brackets = source.replace("<rp>（</rp>", "").count("（")
    if cell.inner_text().count("（") != brackets:
        problems.append("a reading's bracket is in the text")
    return problems


def cut_off(rubies: list[dict]) -> list[str]:
    """The readings of ``rubies`` (:func:`measure`) whose word shows but whose top is cut off
    by a box around them that clips (an output area's: a reading reaches above its line)."""
    return [f"the reading of {r['word']} is cut off at the top "
            f"({r['clipTop'] - r['readingTop']:.1f} px)" for r in rubies
            if r["readingTop"] is not None and r["clipTop"] is not None
            and r["wordTop"] >= r["clipTop"] > r["readingTop"] + 0.5]


# each reading of a button, a heading or a bordered label that shows, how far its top
# stands below the inside of the box's top border (negative: over the border, or above
# the box), and how far its ink stands above its word's ink (negative: over the word's
# letters), the inks from their fonts' metrics (canvas measureText)
IN_BOXES = """
(root) => {
  const boxes = "button, h1, h2, h3, h4, h5, h6, .gw-tag, .gw-state, .gw-pill, .gw-choice, .gw-die";
  const range = document.createRange();
  const ctx = document.createElement("canvas").getContext("2d");
  const ink = (text, style) => {
    ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return ctx.measureText(text);
  };
  return [...root.querySelectorAll("rt")].flatMap((rt) => {
    const box = rt.parentElement.closest(boxes);
    if (!box || !root.contains(box)) return [];
    const b = box.getBoundingClientRect(), r = rt.getBoundingClientRect();
    const style = getComputedStyle(box);
    // not drawn, or read aloud only (a tabbed panel's heading: 1 px, clipped away)
    if (!r.width || b.width <= 1 || b.height <= 1 || style.clipPath !== "none") return [];
    const ruby = rt.closest("ruby");
    const word = [...ruby.childNodes].find((c) => c.nodeType === Node.TEXT_NODE);
    let above = null, corner = null;
    if (word) {
      range.selectNodeContents(rt);
      const rr = range.getBoundingClientRect(), m = ink(rt.textContent, getComputedStyle(rt));
      range.selectNodeContents(word);
      const w = range.getBoundingClientRect(), mw = ink(word.data, getComputedStyle(ruby));
      above = (w.top + mw.fontBoundingBoxAscent - mw.actualBoundingBoxAscent)
        - (rr.top + m.fontBoundingBoxAscent + m.actualBoundingBoxDescent);
      // a rounded box (「脱落」's pill): how far the reading's ink stands inside the curve
      // of its border at the top corners (negative: over it), where its top is no guide
      const top = rr.top + m.fontBoundingBoxAscent - m.actualBoundingBoxAscent;
      const radius = Math.min(parseFloat(style.borderTopLeftRadius) || 0, b.width / 2,
                              b.height / 2);
      const inner = radius - parseFloat(style.borderTopWidth);
      const cy = b.top + radius;
      // each top corner: the ink's corner there, the curve's centre, the side it is on
      for (const [x, cx, side] of [[rr.left - m.actualBoundingBoxLeft, b.left + radius, -1],
                                   [rr.left + m.actualBoundingBoxRight, b.right - radius, 1]]) {
        // (an inline box's fragments each round their own ends; a box narrower than the
        // reading, or not drawn, frames nothing: Goblin's state hidden beside its card)
        if (inner <= 0 || style.display === "inline" || b.width < r.width
            || !box.checkVisibility({visibilityProperty: true, opacityProperty: true})
            || top >= cy || (x - cx) * side <= 0) {
          continue;
        }
        const room = inner - Math.hypot(x - cx, top - cy);
        corner = corner === null ? room : Math.min(corner, room);
      }
    }
    return [{box: box.tagName.toLowerCase(), text: box.textContent.replace(/[（][^）]*[）]/g, ""),
             reading: rt.textContent, word: word ? word.data : "",
             border: parseFloat(style.borderTopWidth) > 0,
             room: r.top - (b.top + parseFloat(style.borderTopWidth)), above, corner}];
  });
}
"""


def touching_borders(widget, room: float = 1) -> list[str]:
    """The readings of the buttons, headings and bordered labels (Goblin's 「脱落」 and
    「奪う」, Gramin's 「山札：3枚」) of ``widget`` (a locator) that show and stand less than
    ``room`` px below the inside of their box's top border (a box with no border: above
    its top, where a box that clips cuts it off): a reading over the border or touching it
    (「席を増やす」, 「推理」), its top border or, in a rounded box, the curve of its top
    corners (だつらく on the dashed pill of 「脱落」); or whose ink stands less than half a
    pixel above its word's ink (ふ on 増: they touched)."""
    found = []
    for r in widget.evaluate(IN_BOXES):
        if r["room"] < (room if r["border"] else -0.25):
            found.append(f"the reading {r['reading']} of the {r['box']} {r['text']!r} stands "
                         f"{r['room']:.1f} px below its top" + (" border" if r["border"] else ""))
        if r["border"] and r["corner"] is not None and r["corner"] < room:
            found.append(f"the reading {r['reading']} of the {r['box']} {r['text']!r} stands "
                         f"{r['corner']:.1f} px inside the rounded corner of its border")
        if r["above"] is not None and r["above"] < 0.5 and not r["box"].startswith("h"):
            found.append(f"the reading {r['reading']} of the {r['box']} {r['text']!r} stands "
                         f"{r['above']:.1f} px above its word {r['word']}")
    return found


# each reading that shows, with what is drawn just above it: the lowest ink of the line above
# (its letters as drawn, a reading's word too, not a reading), the bottom of a control or a
# bordered box above it (a control with its focus ring), the inside of the top border of a
# box around it; and how far the reading's own ink stands below each (negative: over it)
ABOVE = """
([root, ring, fills]) => {
  const range = document.createRange();
  const ctx = document.createElement("canvas").getContext("2d");
  const inks = new Map();
  // a letter's (or a reading's) ink about its baseline, and its font's ascent over it, as
  // the browser draws them: where a letter's box (its font's ascent and descent) holds ink
  const ink = (text, style, lang) => {
    const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const key = `${font}|${lang}|${text}`;
    if (!inks.has(key)) {
      ctx.font = font;
      if ("lang" in ctx) ctx.lang = lang || "inherit";
      const m = ctx.measureText(text);
      inks.set(key, {ascent: m.fontBoundingBoxAscent, up: m.actualBoundingBoxAscent,
                     down: m.actualBoundingBoxDescent, left: m.actualBoundingBoxLeft,
                     right: m.actualBoundingBoxRight});
    }
    return inks.get(key);
  };
  // drawn, and not read aloud only (a screen reader's copy: 1 px, clipped away)
  const shows = (e) => {
    if (!e.checkVisibility({visibilityProperty: true, opacityProperty: true})) return false;
    for (let a = e; a && a !== root.parentElement; a = a.parentElement) {
      const b = a.getBoundingClientRect(), style = getComputedStyle(a);
      if (style.clipPath !== "none" || (style.clip && style.clip !== "auto")) return false;
      if ((b.width <= 1 || b.height <= 1) && style.overflow !== "visible") return false;
    }
    return true;
  };
  const langOf = (e) => (e.closest("[lang]") || document.documentElement).lang;
  // every letter drawn in the root, not a reading's: [left, right, baseline, ink bottom]
  const letters = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const e = n.parentElement;
    if (!e || e.closest("rt, rp, script, style") || !shows(e)) continue;
    const style = getComputedStyle(e), lang = langOf(e);
    for (let i = 0; i < n.data.length; i++) {
      if (/\\s/.test(n.data[i])) continue;
      range.setStart(n, i);
      range.setEnd(n, i + 1);
      const b = range.getBoundingClientRect();
      if (!b.width || !b.height) continue;
      const m = ink(n.data[i], style, lang);
      const baseline = b.top + m.ascent;
      letters.push([b.left - m.left, b.left + m.right, baseline, baseline + m.down,
                    n.data[i]]);
    }
  }
  const opaque = (c) => !/rgba\\(.*,\\s*0\\)$/.test(c) && c !== "transparent";
  const controls = [...root.querySelectorAll("select, input, textarea, button, *")]
    .filter((e) => shows(e));
  return [...root.querySelectorAll("rt")].flatMap((rt) => {
    const ruby = rt.closest("ruby");
    const word = ruby && [...ruby.childNodes].find((c) => c.nodeType === Node.TEXT_NODE);
    if (!word || !shows(rt)) return [];
    range.selectNodeContents(rt);
    const r = range.getBoundingClientRect();
    if (!r.width) return [];
    range.selectNodeContents(word);
    const wordTop = range.getBoundingClientRect().top;
    const m = ink(rt.textContent, getComputedStyle(rt), langOf(rt));
    const top = r.top + m.ascent - m.up, left = r.left - m.left, right = r.left + m.right;
    const across = (l, rr) => Math.min(right, rr) - Math.max(left, l) > 0.5;
    const found = [];
    // the top of a filled box around it (Goblin's turn-by-turn sentence, white on grey):
    // a box whose background shows against the one around it
    for (let e = rt.parentElement; fills && e && root.contains(e); e = e.parentElement) {
      const fill = getComputedStyle(e).backgroundColor;
      let out = e.parentElement;
      while (out && !opaque(getComputedStyle(out).backgroundColor)) out = out.parentElement;
      if (opaque(fill) && (!out || getComputedStyle(out).backgroundColor !== fill)) {
        found.push({what: `the top of the filled ${e.tagName.toLowerCase()} around it`,
                    room: top - (e.getBoundingClientRect().top
                                 + parseFloat(getComputedStyle(e).borderTopWidth))});
      }
    }
    // the line above: letters whose baseline is above the reading's word
    for (const [l, rr, baseline, bottom, letter] of letters) {
      if (baseline <= wordTop && bottom > top - 20 && across(l, rr)) {
        found.push({what: `the letter ${letter} above`, room: top - bottom});
      }
    }
    for (const e of controls) {
      if (e.contains(rt)) {
        const style = getComputedStyle(e), width = parseFloat(style.borderTopWidth);
        if (width > 0 && style.borderTopStyle !== "none" && opaque(style.borderTopColor)) {
          found.push({what: `the top border of the ${e.tagName.toLowerCase()} around it`,
                      room: top - (e.getBoundingClientRect().top + width)});
        }
        // an outline (a review's chosen option) is drawn outside the border, from its offset
        if (parseFloat(style.outlineWidth) > 0 && style.outlineStyle !== "none"
            && opaque(style.outlineColor)) {
          found.push({what: `the outline of the ${e.tagName.toLowerCase()} around it`,
                      room: top - (e.getBoundingClientRect().top
                                   - parseFloat(style.outlineOffset || "0"))});
        }
        continue;
      }
      if (e.contains(ruby) || ruby.contains(e)) continue;
      const b = e.getBoundingClientRect(), style = getComputedStyle(e);
      const control = e.matches("select, input, textarea, button");
      const bordered = parseFloat(style.borderBottomWidth) > 0 &&
        style.borderBottomStyle !== "none" && opaque(style.borderBottomColor);
      if (!(control || bordered) || !b.width) continue;
      const bottom = b.bottom + (control ? ring : 0);
      if (b.bottom <= wordTop && bottom > top - 20 && across(b.left - (control ? ring : 0),
                                                           b.right + (control ? ring : 0))) {
        found.push({what: `the ${control ? "control (with its focus ring)" : "bordered box"} `
                          + `${e.tagName.toLowerCase()} above`, room: top - bottom});
      }
    }
    return found.map((f) => ({reading: rt.textContent, word: word.data, ...f}));
  });
}
"""


def crowded(root, room: float = 1, ring: float = 4, fills: bool = False) -> list[str]:
    """The readings of ``root`` (a locator) that show and whose ink stands less than
    ``room`` px below what is drawn above it: the ink of a letter of the line above (small
    dense text: たからばこ on 「食べた」), a control's box with its focus ring of ``ring`` px
    (theme.css: 3 px and 1 px apart) or a bordered box above, the inside of the top border
    or outline of a box around it (a review's chosen option). Letters and readings as
    drawn: their ink, from their fonts' metrics (canvas ``measureText``), placed by
    ``Range.getClientRects``. ``fills``: the top of a box around it with a background of
    its own too (the first line's reading on the edge of a filled box)."""
    found = root.evaluate(f"(root) => ({ABOVE})([root, {ring}, {'true' if fills else 'false'}])")
    worst: dict[tuple[str, str, str], float] = {}
    for c in found:
        key = (c["reading"], c["word"], c["what"])
        worst[key] = min(worst.get(key, c["room"]), c["room"])
    return [f"the reading {reading} of {word} stands {r:.1f} px below {what}"
            for (reading, word, what), r in sorted(worst.items()) if r < room]
