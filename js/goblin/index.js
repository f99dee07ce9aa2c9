// @ts-check
/**
 * Goblin Escape widget front end (anywidget front-end module): the ``goblin`` bundle.
 *
 * Bundled by esbuild into ``gamewidgets/static/goblin.js`` and ``goblin.css``
 * (shared/theme.css, then style.css). Rules live in Python;
 * the view renders synced state, sends intents and steps through the recorded
 * resolution locally.
 *
 * @module goblin/index
 */

import "../shared/theme.css";
import "./style.css";
import { typesetRender } from "../shared/japanese.js";
import { render } from "./view.js";

export default { render: typesetRender(render) };
