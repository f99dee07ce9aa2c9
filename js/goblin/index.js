// @ts-check
/**
 * Goblin Escape widget front end (anywidget front-end module): the ``goblin`` bundle.
 *
 * Bundled by esbuild into ``gamewidgets/static/goblin.js`` and ``goblin.css``
 * (shared/theme.css, then style.css). Rules live in Python;
 * the view renders synced state, sends intents and steps through the recorded
 * resolution locally. GoblinWidget uses ``view.js``; GameReviewWidget (``mode``
 * "review") the shared review view with ``review.js``.
 *
 * @module goblin/index
 */

import "../shared/theme.css";
import "../shared/review.css";
import "../shared/setup.css";
import "./style.css";
import { typesetRender } from "../shared/japanese.js";
import { renderReviewWidget } from "../shared/review.js";
import { withSetup } from "../shared/setup.js";
import { drawGoblinPosition } from "./review.js";
import { render as renderGame } from "./view.js";

/** @param {import("../shared/types.js").RenderContext} ctx anywidget render context */
function render(ctx) {
  if (ctx.model.get("mode") === "review") {
    return renderReviewWidget(ctx, {
      rootClass: "gw-goblin", draw: (pos, _dec, data, t) => drawGoblinPosition(pos, data.names, t),
    });
  }
  return withSetup(ctx, renderGame, "gw-goblin");
}

export default { render: typesetRender(render) };
