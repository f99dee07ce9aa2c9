// @ts-check
/**
 * algo widget front end (anywidget front-end module): the ``algo`` bundle.
 *
 * Bundled by esbuild into ``gamewidgets/static/algo.js`` and ``algo.css``
 * (shared/theme.css, then style.css). Rules live in Python;
 * the view renders synced state, sends intents and steps through the recorded
 * deduction locally.
 *
 * @module algo/index
 */

import "../shared/theme.css";
import "./style.css";
import { render } from "./view.js";

export default { render };
