"""Catalogue entries of the Gramin puzzles, the par solver and the generator (en and ja).

Ids ``gramin.puzzle.*``; imported by :mod:`gamewidgets.gramin.puzzle`.
"""

from gamewidgets.core.i18n import register

MESSAGES = {
    # verdicts of Puzzle.check (stars: rules/gramin.md 6, "fewest cards")
    "gramin.puzzle.solved_par": {
        "en": "Solved with {cards} cards: that is par, the fewest possible! ★★★",
        "ja": "カード{cards}枚でクリア!これが最少枚数(パー)です!★★★",
    },
    "gramin.puzzle.solved_more": {
        "en": "Solved with {cards} cards. Par is {par}: can you do it with fewer? ★★",
        "ja": "カード{cards}枚でクリア!パーは{par}枚です。もっと少なくできるかな?★★",
    },
    "gramin.puzzle.partial_chests": {
        "en": "Not yet: {got} of the {wanted} goal chests collected, the explorer ends at {pos}. ★",
        "ja": "もう少し: ゴールの宝箱{wanted}個のうち{got}個を取り、探検隊は{pos}で止まりました。★",
    },
    "gramin.puzzle.partial_closer": {
        "en": "Not yet: the explorer ends at {pos}, closer to the goal {goal} than the start. ★",
        "ja": "もう少し: 探検隊は{pos}で止まりました。スタートよりゴール{goal}に近づきました。★",
    },
    "gramin.puzzle.not_yet": {
        "en": "Not yet: the explorer ends at {pos} and the goal is not met.",
        "ja": "まだです: 探検隊は{pos}で止まり、ゴールに届いていません。",
    },
    "gramin.puzzle.trap_fail": {
        "en": "A trap stopped the program, so the puzzle is not solved: {reason}",
        "ja": "わなでプログラムが止まったので、クリアではありません: {reason}",
    },
    "gramin.puzzle.goal_but_trap": {
        "en": "The goal was reached, but a trap worked: avoid every trap.",
        "ja": "ゴールには着きましたが、わなにかかりました。わなはすべてよけましょう。",
    },
    # input errors (nothing is run; the puzzle is unchanged)
    "gramin.puzzle.error.syntax": {
        "en": "Not a program yet: {error}",
        "ja": "まだプログラムになっていません: {error}",
    },
    "gramin.puzzle.error.not_in_hand": {
        "en": "Card {index} '{card}' is not in the hand (the program uses {used}, the hand "
              "has {have}). The hand: {hand}.",
        "ja": "{index}枚目の「{card}」は手札にありません(プログラムでは{used}枚、手札には{have}枚)。"
              "手札: {hand}。",
    },
    "gramin.puzzle.error.over_die": {
        "en": "The program uses {cost} cards that count against the die, but the die is {die}: "
              "remove {over} (loop cards are free).",
        "ja": "サイコロの目は{die}ですが、数えるカードが{cost}枚あります。{over}枚減らしましょう"
              "(くりかえしカードは数えません)。",
    },
    # goal descriptions
    "gramin.puzzle.goal.all_chests": {
        "en": "Collect every chest ({n}).",
        "ja": "宝箱を全部({n}個)取ろう。",
    },
    "gramin.puzzle.goal.collect": {
        "en": "Collect the chests at {squares}.",
        "ja": "{squares}の宝箱を取ろう。",
    },
    "gramin.puzzle.goal.end": {
        "en": "End the program on {pos}.",
        "ja": "プログラムの最後に{pos}に止まろう。",
    },
    "gramin.puzzle.goal.traps": {
        "en": "Do not let a trap work.",
        "ja": "わなにかからないようにしよう。",
    },
    "gramin.puzzle.goal.die": {
        "en": "At most {die} cards count against the die (loop cards are free).",
        "ja": "数えるカードは{die}枚まで(くりかえしカードは数えません)。",
    },
    # hints (authored ones live with each puzzle; these are the automatic ones)
    "gramin.puzzle.hint.loop": {
        "en": "A loop can replace repeated cards: for3( R ) moves like R R R.",
        "ja": "くりかえしカードで同じカードをまとめられます: for3( R ) は R R R と同じ動きです。",
    },
    "gramin.puzzle.hint.die": {
        "en": "Only {die} cards may count against the die, and loop cards are free.",
        "ja": "サイコロで使えるカードは{die}枚まで。くりかえしカードは数えません。",
    },
    "gramin.puzzle.hint.trap": {
        "en": "A trap stops the program: go around it, or jump over it with a jump card.",
        "ja": "わなにかかるとプログラムが止まります。よけて通るか、ジャンプで飛びこえよう。",
    },
    "gramin.puzzle.hint.if": {
        "en": "An if-card you hold cancels a trap with the same mark; it counts as a card used.",
        "ja": "同じしるしのもしもカードを持っていれば、わなを取り消せます(使った1枚に数えます)。",
    },
    "gramin.puzzle.hint.turn": {
        "en": "A move card can be laid in any of the four directions.",
        "ja": "移動カードは上下左右どの向きにも置けます。",
    },
    "gramin.puzzle.hint.par": {
        "en": "It can be done with {par} cards (loop cards count).",
        "ja": "カード{par}枚でできます(くりかえしカードも数えます)。",
    },
    "gramin.puzzle.hint.first": {
        "en": "One best program starts with: {cards}",
        "ja": "最少枚数のプログラムの1つは「{cards}」で始まります。",
    },
    "gramin.puzzle.hint.none": {
        "en": "No program from this hand meets the goal.",
        "ja": "この手札ではゴールできるプログラムがありません。",
    },
    "gramin.puzzle.error.fixed_cards": {
        "en": "In this puzzle the cards cannot be turned: each moves the way it is written in the hand.",
        "ja": "このパズルではカードの向きを変えられません。手札に書かれた向きに動きます。",
    },
}

register(MESSAGES)
