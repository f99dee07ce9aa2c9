/**
 * Gramin Expedition widget front end (anywidget front-end module).
 *
 * Bundled by esbuild into ``gamewidgets/static/gramin.js`` and ``gramin.css``.
 * Rules live in Python (DESIGN.md section 2); the view renders synced state,
 * sends intents and steps through recorded traces locally.
 *
 * @module gramin/index
 */

import "./style.css";
import { render } from "./view.js";

export default { render };
