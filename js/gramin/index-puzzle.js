// @ts-check
/**
 * PuzzleWidget front end (anywidget front-end module): the ``gramin_puzzle`` bundle,
 * the sandbox with the puzzle panel (course, goal, stars, hints) and the goal drawn
 * on the board.
 *
 * Bundled by esbuild into ``gamewidgets/static/gramin_puzzle.js`` and
 * ``gramin_puzzle.css`` (shared/theme.css, then style.css).
 *
 * @module gramin/index-puzzle
 */

import "../shared/theme.css";
import "./style.css";
import { typesetRender } from "../shared/japanese.js";
import { renderPuzzle } from "./view.js";

export default { render: typesetRender(renderPuzzle) };
