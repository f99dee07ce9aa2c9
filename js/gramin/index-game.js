// @ts-check
/**
 * GraminGameWidget front end (anywidget front-end module): the ``gramin_game`` bundle,
 * 2-4 explorers on one board (docs/rules/gramin.md 4).
 *
 * Bundled by esbuild into ``gamewidgets/static/gramin_game.js`` and
 * ``gramin_game.css`` (shared/theme.css, then style.css). GameReviewWidget (``mode``
 * "review") draws the shared review view with ``review.js``.
 *
 * @module gramin/index-game
 */

import "../shared/theme.css";
import "../shared/review.css";
import "../shared/setup.css";
import "./style.css";
import { renderReviewWidget } from "../shared/review.js";
import { withSetup } from "../shared/setup.js";
import { typesetRender } from "../shared/japanese.js";
import { renderGame } from "./game.js";
import { drawGraminPosition } from "./review.js";

/** @param {import("../shared/types.js").RenderContext} ctx anywidget render context */
function render(ctx) {
  if (ctx.model.get("mode") === "review") {
    return renderReviewWidget(ctx, {
      rootClass: "gw-gramin gw-game",
      draw: (pos, dec, data, t, lang) => drawGraminPosition(pos, dec, data.names, t, lang),
    });
  }
  return withSetup(ctx, renderGame, "gw-gramin");
}

export default { render: typesetRender(render) };
