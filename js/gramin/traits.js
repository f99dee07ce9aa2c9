// @ts-check
/**
 * The synced traits of the Gramin widgets as their views read them (JSDoc only: nothing
 * imports this module at run time): the game (GraminGameWidget: hands and programs of
 * other seats are never in them), the sandbox and its puzzles, and the Python widget.
 *
 * @module gramin/traits
 */

/**
 * @typedef {{name: string, bot: string|null, seat?: number}} Player a ``players`` entry
 * @typedef {{player: number, name: string}} Cover the ``cover`` trait: whose turn to look
 * @typedef {{kind: string, held: number, declared: number}} TrapToggle a trap card to declare
 * @typedef {{mark: string, card: string, named: boolean}} IfMark an if-card kind held, and
 *   whether the player lets it cancel its trap this turn
 */

/**
 * The ``error`` trait: the last refused intent (gamewidgets/gramin/widgets/editor.py).
 *
 * @typedef {Object} Refusal
 * @property {string} message what was wrong, in the widget's language
 * @property {number|null} [card_index] the card to mark (1-based), if one is to blame
 * @property {number|null} [line] the line of the typed Python, if one is to blame
 * @property {string|null} [box] ``"code"`` when the typed Python's box was refused
 */

/**
 * The ``builder`` trait: the person building now.
 *
 * @typedef {Object} Builder
 * @property {number} player seat
 * @property {number} die the die's value
 * @property {string} [die_text] the die's label (whether loop cards count, from Python)
 * @property {number} cost the program's cost
 * @property {Array<Record<string, any>>} hand cards in hand (``used`` ones in the program)
 * @property {Array<Record<string, any>>} cards the program
 * @property {Array<{text: string, card: number, depth: number}>} code the program as Python
 * @property {TrapToggle[]} [traps] trap cards held
 * @property {string[]} [if_cards] if-cards held
 * @property {string} [if_note] when they are used and what using one costs
 * @property {IfMark[]} [if_marks] the traps the if-cards may cancel, to name (if-cards not
 *   used automatically)
 * @property {{message: string, card_index: number|null, pending: boolean}|null} problem what
 *   stops the program being submitted (js/gramin/problem.js), or null
 */

/**
 * The ``action`` trait: the action of the turn shown, frame by frame.
 *
 * @typedef {Object} Action
 * @property {number} player seat that acted
 * @property {number} [action] which of the player's actions (0-based)
 * @property {number} [index] which action of the turn (0-based)
 * @property {number} [count] how many actions the turn has had
 * @property {any[]} frames the replayed frames (js/gramin/replay.js)
 * @property {Array<Record<string, any>>} [program] the program acted
 * @property {Array<{text: string, card: number, depth: number}>} [code] it as Python
 */

/**
 * @typedef {Object} GraminGameTraits
 * @property {string} lang "en" or "ja"
 * @property {Record<string, string>} labels message id to text
 * @property {Record<string, any>|null} state the public state (gamewidgets/gramin/engine)
 * @property {Player[]|null} players the seats
 * @property {{player: number, hand: string[], pile: number[], score: number}|null} me the
 *   person at the screen, when one person plays
 * @property {Cover|null} cover the cover before a person builds
 * @property {Builder|null} builder the person building now
 * @property {Action|null} action the action replayed
 * @property {string} status the status line
 * @property {Refusal|null} error the last refused intent
 * @property {Record<string, any>|null} review the review of a finished game, while open
 *   (js/shared/review.js)
 * @property {number} review_step the decision the review shows
 * @property {Record<string, any>|null} setup the setup screen, before a game (js/shared/setup.js)
 */

/** @typedef {import("../shared/types.js").ModelOf<GraminGameTraits>} GraminGameModel */

/**
 * @typedef {Object} CommonTraits every widget's
 * @property {string} lang "en" or "ja"
 * @property {Record<string, string>} labels message id to text
 * @property {Refusal|null} error the last refused intent
 */

/**
 * The course of a puzzle widget (PuzzleWidget, GraminPythonWidget).
 *
 * @typedef {Object} CourseTraits
 * @property {Record<string, any>|null} puzzle_info the puzzle shown: title, goal, stars
 * @property {Array<Record<string, any>>} course_list the course's puzzles
 * @property {Record<string, any>} progress the stars so far
 * @property {Record<string, any>|null} verdict the last run's verdict
 * @property {Record<string, any>|null} hint_text the hint shown
 */

/**
 * The sandbox (GraminWidget) and PuzzleWidget.
 *
 * @typedef {CommonTraits & CourseTraits & {
 *   board: import("./board.js").BoardState["board"], palette: Array<Record<string, any>>,
 *   hand: Array<Record<string, any>>|null, die: number|null, die_text: string,
 *   program: string, cards: Array<Record<string, any>>, trace_data: Record<string, any>|null,
 *   frame: number, code: Array<{text: string, card: number, depth: number}>,
 *   problem: {message: string, card_index: number|null, pending: boolean}|null,
 *   if_cards: string[], python_view: string}} SandboxTraits
 */

/** @typedef {import("../shared/types.js").ModelOf<SandboxTraits>} SandboxModel */

/**
 * GraminPythonWidget: the student's Python run on the course's boards.
 *
 * @typedef {CommonTraits & CourseTraits & {
 *   source: string, boards: any[], runs: Array<Record<string, any>>|null,
 *   run_count: number, board_index: number, frame: number, words: string[]}} PythonTraits
 */

/** @typedef {import("../shared/types.js").ModelOf<PythonTraits>} PythonModel */

export {};
