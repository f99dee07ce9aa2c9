/**
 * Gramin Expedition widget front end (anywidget front-end module).
 *
 * Bundled by esbuild into ``gamewidgets/static/gramin.js`` and ``gramin.css``.
 * Rules live in Python (DESIGN.md section 2); the view renders synced state,
 * sends intents and steps through recorded traces locally. One bundle serves
 * the sandbox / puzzle widget and the game widget (``widget_kind`` trait).
 *
 * @module gramin/index
 */

import "./style.css";
import { renderGame } from "./game.js";
import { render as renderSandbox } from "./view.js";

/**
 * Render whichever Gramin widget the model belongs to.
 *
 * @param {{model: import("./view.js").Model, el: HTMLElement}} ctx anywidget render context
 * @returns {() => void} cleanup
 */
function render(ctx) {
  return ctx.model.get("widget_kind") === "game" ? renderGame(ctx) : renderSandbox(ctx);
}

export default { render };
