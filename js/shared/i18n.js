// @ts-check
/**
 * Label lookup for widget views.
 *
 * Every user-facing string of a view comes from the synced ``labels`` trait
 * (a dict ``id -> text`` already in the chosen language). A missing id falls
 * back to the id itself so a gap is visible, never a crash.
 *
 * @module shared/i18n
 */

/**
 * Replace ``{name}`` placeholders in a template.
 *
 * @param {string} template text with ``{name}`` fields
 * @param {Record<string, unknown>} [fields] values by name
 * @returns {string} the filled text; unknown fields are left as written
 */
export function format(template, fields) {
  if (!fields) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(fields, name) ? String(fields[name]) : whole,
  );
}

/**
 * Look up a label by id.
 *
 * @param {Record<string, string>|null|undefined} labels the ``labels`` trait
 * @param {string} id message id, e.g. ``"gramin.ui.run"``
 * @param {Record<string, unknown>} [fields] placeholder values
 * @returns {string} the text, or the id when the catalogue has no entry
 */
export function lookup(labels, id, fields) {
  const text = labels && typeof labels[id] === "string" && labels[id] !== "" ? labels[id] : id;
  return format(text, fields);
}

/**
 * Make a translate function bound to a label source.
 *
 * @param {() => (Record<string, string>|null|undefined)} getLabels returns the current labels
 * @returns {import("./types.js").Translate} translate
 */
export function translator(getLabels) {
  return (id, fields) => lookup(getLabels(), id, fields);
}

/**
 * Join sentences as ``lang`` writes them: a space in English, nothing in Japanese
 * (Japanese sentences end with "。" and take no space). The same as Python's
 * ``gamewidgets.core.i18n.join_sentences``.
 *
 * @param {string} lang ``"en"`` or ``"ja"``
 * @param {Array<string|null|undefined>} parts sentences; empty ones are skipped
 * @returns {string} the joined text
 */
export function joinSentences(lang, parts) {
  return parts.filter((p) => typeof p === "string" && p !== "").join(lang === "ja" ? "" : " ");
}

/**
 * Join list items as ``lang`` writes them: ", " in English, "、" in Japanese.
 *
 * @param {string} lang ``"en"`` or ``"ja"``
 * @param {Array<string|null|undefined>} parts items; empty ones are skipped
 * @returns {string} the joined list
 */
export function joinList(lang, parts) {
  return parts.filter((p) => typeof p === "string" && p !== "").join(lang === "ja" ? "、" : ", ");
}
