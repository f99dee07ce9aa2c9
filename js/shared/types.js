// @ts-check
/**
 * Types shared by every view (JSDoc only: this module holds no code, and nothing
 * imports it at run time, so it never reaches a bundle).
 *
 * Use them as ``@param {import("../shared/types.js").Model} model``.
 *
 * @module shared/types
 */

/**
 * The anywidget model as a view uses it: synced traits, change events and custom
 * messages (the intents sent to Python).
 *
 * @typedef {Object} Model
 * @property {(name: string) => any} get read a synced trait
 * @property {(name: string, value: any) => void} set write a trait locally (then ``save_changes``)
 * @property {() => void} save_changes sync the written traits to Python
 * @property {(event: string, fn: () => void) => void} on listen, e.g. to ``"change:frame"``
 * @property {(event: string, fn: () => void) => void} off stop listening
 * @property {(msg: Record<string, unknown>) => void} send send a custom message (an intent)
 */

/**
 * The model of a widget whose synced traits are known: ``get("state")`` has the type
 * of that trait (each widget's ``traits.js`` lists them); any other name reads as
 * ``unknown``. It stays a ``Model`` for the shared helpers.
 *
 * @template {Record<string, any>} Traits the synced traits, name to value
 * @typedef {Omit<Model, "get"> & {get: (<K extends keyof Traits & string>(name: K) => Traits[K])
 *   & ((name: string) => unknown)}} ModelOf
 */

/**
 * What anywidget passes to ``render``.
 *
 * @typedef {Object} RenderContext
 * @property {Model} model the widget's model
 * @property {HTMLElement} el the element the view draws into
 */

/**
 * Label lookup: message id (and placeholder values) to text in the widget's language.
 *
 * @typedef {(id: string, fields?: Record<string, unknown>) => string} Translate
 */

/**
 * Send an intent (an engine action dict) to Python.
 *
 * @typedef {(msg: Record<string, unknown>) => void} Send
 */

export {};
