// @ts-check
/**
 * PythonWidget front end (anywidget front-end module): the ``gramin_python`` bundle, a
 * student's own Python beside the board (CodeMirror 6, bundled from npm).
 *
 * Bundled by esbuild into ``gamewidgets/static/gramin_python.js`` and
 * ``gramin_python.css`` (shared/theme.css, then style.css).
 *
 * @module gramin/index-python
 */

import "../shared/theme.css";
import "./style.css";
import { typesetRender } from "../shared/japanese.js";
import { render } from "./python.js";

export default { render: typesetRender(render) };
