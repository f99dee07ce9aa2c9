// @ts-check
/**
 * GraminGameWidget front end (anywidget front-end module): the ``gramin_game`` bundle,
 * 2-4 explorers on one board (docs/rules/gramin.md 4).
 *
 * Bundled by esbuild into ``gamewidgets/static/gramin_game.js`` and
 * ``gramin_game.css`` (shared/theme.css, then style.css).
 *
 * @module gramin/index-game
 */

import "../shared/theme.css";
import "./style.css";
import { typesetRender } from "../shared/japanese.js";
import { renderGame } from "./game.js";

export default { render: typesetRender(renderGame) };
