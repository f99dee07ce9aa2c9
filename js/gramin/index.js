// @ts-check
/**
 * GraminWidget front end (anywidget front-end module): the ``gramin`` bundle, the
 * sandbox (a board, a hand or the free palette, the program, its trace).
 *
 * Bundled by esbuild into ``gamewidgets/static/gramin.js`` and ``gramin.css``
 * (shared/theme.css, then style.css). Rules live in Python;
 * the view renders synced state, sends intents and steps through recorded traces
 * locally. PuzzleWidget: index-puzzle.js; GraminGameWidget: index-game.js.
 *
 * @module gramin/index
 */

import "../shared/theme.css";
import "./style.css";
import { typesetRender } from "../shared/japanese.js";
import { render } from "./view.js";

export default { render: typesetRender(render) };
