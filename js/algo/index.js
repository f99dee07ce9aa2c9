/**
 * algo widget front end (anywidget front-end module).
 *
 * Bundled by esbuild into ``gamewidgets/static/algo.js`` and ``algo.css``.
 * Rules live in Python (DESIGN.md section 2); the view renders synced state,
 * sends intents and steps through the recorded deduction locally.
 *
 * @module algo/index
 */

import "./style.css";
import { render } from "./view.js";

export default { render };
