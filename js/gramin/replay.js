// @ts-check
/**
 * The game view's reading of the synced state (pure, no DOM): which frame of the action
 * shown is replayed, the counts, pieces and the actor's walk to draw at that frame.
 *
 * @module gramin/replay
 */

import { place } from "./board.js";
import { clampIndex } from "../shared/stepper.js";

/** @typedef {import("./player.js").Pos} Pos */

/**
 * The frame of the action shown (the ``action`` trait: the last one run, or an earlier
 * one of the turn), or null to show the game state itself.
 *
 * @param {{frames?: any[]}|null} action the ``action`` trait
 * @param {number} index local frame index
 * @returns {any|null} frame
 */
export function actionFrame(action, index) {
  const frames = Array.isArray(action?.frames) ? action.frames : [];
  if (!frames.length) return null;
  return frames[clampIndex(index, frames.length)];
}

/**
 * The frame of the action while it is being replayed, or null once the replay of the
 * turn's latest action is at its last frame (then the live state is shown: it is what
 * that frame led to). An earlier action of the turn shows its own frames to the end.
 *
 * @param {{frames?: any[], index?: number, count?: number}|null} action the ``action`` trait
 * @param {number} index local frame index
 * @returns {any|null} frame
 */
export function replayFrame(action, index) {
  const frames = Array.isArray(action?.frames) ? action.frames : [];
  const earlier = Number.isInteger(action?.index) && Number.isInteger(action?.count)
    && /** @type {number} */ (action?.index) < /** @type {number} */ (action?.count) - 1;
  return frames.length && (earlier || index < frames.length - 1) ? actionFrame(action, index) : null;
}

/**
 * Counts the players panel shows: from the replayed frame (so they never run ahead of
 * the board) or from the state. Scores and winners wait for the end of the replay.
 *
 * @param {any} state the ``state`` trait
 * @param {any|null} frame replayed frame or null
 * @returns {{pile_sizes: number[], hand_sizes: number[], crocodile_pile: number,
 *   stopped: any[], scores: number[]|null, winners: number[], me_pile: number[]|null}} counts
 */
export function countsAt(state, frame) {
  const s = state ?? {};
  if (!frame) {
    return { pile_sizes: s.pile_sizes ?? [], hand_sizes: s.hand_sizes ?? [], crocodile_pile: s.crocodile_pile ?? 0,
      stopped: s.stopped ?? [], scores: Array.isArray(s.scores) ? s.scores : null, winners: s.winners ?? [], me_pile: null };
  }
  return { pile_sizes: frame.pile_sizes ?? s.pile_sizes ?? [], hand_sizes: frame.hand_sizes ?? s.hand_sizes ?? [],
    crocodile_pile: frame.crocodile_pile ?? s.crocodile_pile ?? 0, stopped: frame.stopped ?? [],
    scores: null, winners: [], me_pile: Array.isArray(frame.me_pile) ? frame.me_pile : null };
}

/**
 * Pieces to draw: one per player, from a frame (during a replay) or the state.
 *
 * @param {{positions?: Pos[]}} state the ``state`` trait
 * @param {any|null} frame action frame or null
 * @param {Array<{name: string}>} players the ``players`` trait
 * @param {number|null} active player whose piece is highlighted
 * @param {import("../shared/types.js").Translate} t labels
 * @returns {import("./board.js").Piece[]} pieces; ``label`` names the piece and its
 *   square, ``name`` the piece alone
 */
export function piecesOf(state, frame, players, active, t) {
  /** @type {Pos[]} */
  const positions = frame?.positions ?? state?.positions ?? [];
  return positions.map((pos, p) => {
    const who = { name: players?.[p]?.name ?? `${p + 1}`, seat: p + 1 };
    return {
      pos, seat: p + 1, active: p === active,
      label: t("gramin.game.ui.piece_of", { ...who, ...place(pos[0], pos[1]) }),
      name: t("gramin.game.ui.piece_name", who),
    };
  });
}

/**
 * The actor's walk through the replayed action, as the board draws a run: per frame the
 * actor's square and the squares it entered, so the board shows where the piece went
 * (a trail so far, the card's own path stronger) as a puzzle's run does.
 *
 * @param {{player?: number, frames?: any[]}|null} action the ``action`` trait
 * @returns {import("./player.js").Frame[]} one per action frame ([] without an action)
 */
export function actorWalk(action) {
  const frames = Array.isArray(action?.frames) ? action.frames : [];
  const p = action?.player;
  if (!Number.isInteger(p)) return [];
  return frames.map((f) => ({
    card: Number.isInteger(f?.card) ? f.card : null, loops: [], events: [],
    pos: f?.positions?.[/** @type {number} */ (p)] ?? [0, 0],
    path: Array.isArray(f?.path) ? f.path : [],
    score: 0, moves: 0, cards: 0, opened: [], removed: [], text: "",
  }));
}
