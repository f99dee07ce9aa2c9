// @ts-check
/**
 * algo widget front end (anywidget front-end module): the ``algo`` bundle.
 *
 * Bundled by esbuild into ``gamewidgets/static/algo.js`` and ``algo.css``
 * (shared/theme.css, then style.css). Rules live in Python;
 * the view renders synced state, sends intents and steps through the recorded
 * deduction locally. AlgoWidget uses ``view.js``, or ``solo.js`` while it hosts solo
 * play chosen on its setup screen (``host.js``); AlgoSoloWidget (``mode`` "solo", no
 * setup screen) ``solo.js``; GameReviewWidget (``mode`` "review") the shared review
 * view with ``review.js``.
 *
 * @module algo/index
 */

import "../shared/theme.css";
import "../shared/review.css";
import "../shared/setup.css";
import "./style.css";
import { renderReviewWidget } from "../shared/review.js";
import { withSetup } from "../shared/setup.js";
import { drawAlgoPosition } from "./review.js";
import { typesetRender } from "../shared/japanese.js";
import { renderHosted } from "./host.js";
import { renderSolo } from "./solo.js";
import { render as renderGame } from "./view.js";

/** @param {import("../shared/types.js").RenderContext} ctx anywidget render context */
function render(ctx) {
  const mode = ctx.model.get("mode");
  if (mode === "review") {
    return renderReviewWidget(ctx, {
      rootClass: "gw-algo", draw: (pos, _dec, data, t, lang) => drawAlgoPosition(pos, data.names, t, lang),
    });
  }
  // AlgoWidget (its setup trait): its game or its solo play, around the setup screen
  if (ctx.model.get("setup")) return withSetup(ctx, renderHosted, "gw-algo");
  return mode === "solo" ? renderSolo(ctx) : renderGame(ctx);
}

export default { render: typesetRender(render) };
