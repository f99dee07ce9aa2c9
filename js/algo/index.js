// @ts-check
/**
 * algo widget front end (anywidget front-end module): the ``algo`` bundle.
 *
 * Bundled by esbuild into ``gamewidgets/static/algo.js`` and ``algo.css``
 * (shared/theme.css, then style.css). Rules live in Python;
 * the view renders synced state, sends intents and steps through the recorded
 * deduction locally. AlgoWidget uses ``view.js``; AlgoSoloWidget (``mode`` "solo")
 * ``solo.js``.
 *
 * @module algo/index
 */

import "../shared/theme.css";
import "./style.css";
import { typesetRender } from "../shared/japanese.js";
import { renderSolo } from "./solo.js";
import { render as renderGame } from "./view.js";

/** @param {import("../shared/types.js").RenderContext} ctx anywidget render context */
function render(ctx) {
  return ctx.model.get("mode") === "solo" ? renderSolo(ctx) : renderGame(ctx);
}

export default { render: typesetRender(render) };
