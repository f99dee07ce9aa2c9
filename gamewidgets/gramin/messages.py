"""Gramin Expedition's entries in the message catalogue (English and Japanese)."""

from gamewidgets.core.i18n import register

MESSAGES = {
    # cards
    "gramin.card.step": {"en": "step", "ja": "1マス"},
    "gramin.card.dash": {"en": "dash", "ja": "2マス"},
    "gramin.card.jump": {"en": "jump", "ja": "ジャンプ"},
    # trap marks, as read in sentences
    "gramin.term.crocodile": {"en": "crocodile", "ja": "わに"},
    "gramin.term.hole": {"en": "hole", "ja": "あな"},
    "gramin.term.wall": {"en": "wall", "ja": "かべ"},
    # a list of choices inside a sentence: "2 or 3"
    "gramin.list.one": {"en": "{only}", "ja": "{only}"},
    "gramin.list.or": {"en": "{head} or {last}", "ja": "{head} か {last}"},
    # program errors (rules/gramin.md 2.4, 4.2)
    "gramin.error.unknown_card": {
        "en": "Card {index} '{token}' is not a card. Cards: step U R D L (↑ → ↓ ←), "
              "dash 2U 2R 2D 2L (⇑ ⇒ ⇓ ⇐), jump JU JR JD JL (↟ ↠ ↡ ↞), loops for2( for3( ).",
        "ja": "{index}枚目の「{token}」はカードではありません。使えるカード: 1マス U R D L (↑ → ↓ ←)、"
              "2マス 2U 2R 2D 2L (⇑ ⇒ ⇓ ⇐)、ジャンプ JU JR JD JL (↟ ↠ ↡ ↞)、くりかえし for2( for3( )。",
    },
    "gramin.error.unknown_card_hint": {
        "en": "Card {index} '{token}' is not a card. Did you mean '{hint}'?",
        "ja": "{index}枚目の「{token}」はカードではありません。「{hint}」のことですか?",
    },
    "gramin.error.unmatched_close": {
        "en": "Card {index} ')' closes a loop, but no loop is open. Put 'for2(' or 'for3(' before it.",
        "ja": "{index}枚目の「)」でくりかえしを閉じようとしましたが、開いているくりかえしがありません。"
              "前に「for2(」か「for3(」を置きましょう。",
    },
    "gramin.error.unclosed_loop": {
        "en": "Card {index} '{token}' opens a loop that is never closed: add ')' after its body.",
        "ja": "{index}枚目の「{token}」のくりかえしが閉じていません。中身の後ろに「)」を置きましょう。",
    },
    "gramin.error.empty_loop": {
        "en": "Card {index} '{token}' opens an empty loop: put at least one move card before ')'.",
        "ja": "{index}枚目の「{token}」のくりかえしの中が空です。「)」の前に移動カードを1枚以上置きましょう。",
    },
    "gramin.error.nested_loop": {
        "en": "Card {index} '{token}' opens a loop inside another loop. The basic rules allow no "
              "loops inside loops (the teaching rules do).",
        "ja": "{index}枚目の「{token}」はくりかえしの中のくりかえしです。基本ルールでは使えません"
              "(学習用ルールなら使えます)。",
    },
    "gramin.error.too_many_loops": {
        "en": "Card {index} '{token}' opens another loop, but a program may hold only {max}: "
              "each player has one ')' card.",
        "ja": "{index}枚目の「{token}」で別のくりかえしを始めていますが、くりかえしは{max}つまでです"
              "(「)」カードは1人1枚)。",
    },
    "gramin.error.loop_count": {
        "en": "Card {index} '{token}': a loop may repeat {allowed} times.",
        "ja": "{index}枚目の「{token}」: くりかえす回数は {allowed} です。",
    },
    "gramin.error.over_die": {
        "en": "The program uses {cost} cards but the die allows {die}: remove {over} "
              "(card {index} is the first over the limit; loop cards are free).",
        "ja": "プログラムのカードが{cost}枚ですが、サイコロの目は{die}です。{over}枚減らしましょう"
              "({index}枚目から超えています。くりかえしカードは数えません)。",
    },
    "gramin.error.max_frames": {
        "en": "The program ran more than {limit} steps and was stopped.",
        "ja": "プログラムが{limit}ステップを超えたので止めました。",
    },
    # board drawings and widget arguments
    "gramin.error.board.size": {
        "en": "A board needs at least one square, got {rows}x{cols}.",
        "ja": "ボードには1マス以上必要です({rows}x{cols} でした)。",
    },
    "gramin.error.board.outside": {
        "en": "Square {pos} is outside the {rows}x{cols} board.",
        "ja": "マス {pos} は {rows}x{cols} のボードの外です。",
    },
    "gramin.error.board.both": {
        "en": "A square holds either a chest or a trap card, not both: {squares}.",
        "ja": "1つのマスには宝箱かわなカードのどちらか1つだけです: {squares}。",
    },
    "gramin.error.board.empty": {
        "en": "The board drawing is empty.",
        "ja": "ボードの絵が空です。",
    },
    "gramin.error.board.row_length": {
        "en": "Row {row} has {n} squares but row 0 has {cols}: every row must be the same length.",
        "ja": "{row}行目は{n}マスですが、0行目は{cols}マスです。どの行も同じ長さにしましょう。",
    },
    "gramin.error.board.second_start": {
        "en": "A second '@' at row {row}, col {col}: a board has one explorer start only.",
        "ja": "{row}行目 {col}列目に2つ目の「@」があります。スタートは1つだけです。",
    },
    "gramin.error.board.unknown_square": {
        "en": "Unknown square '{char}' at row {row}, col {col}; use . 1-9 C H c h w @",
        "ja": "{row}行目 {col}列目の「{char}」はマスの記号ではありません。. 1-9 C H c h w @ を使いましょう。",
    },
    "gramin.error.board.no_start": {
        "en": "The board needs an explorer start '@'.",
        "ja": "ボードに探検隊のスタート「@」が必要です。",
    },
    "gramin.error.widget.die": {
        "en": "The die must be a whole number from 1 to 6 (or None for no limit), got {die}.",
        "ja": "サイコロの目は1から6の整数です(制限なしなら None)。{die} は使えません。",
    },
    "gramin.error.widget.if_card": {
        "en": "'{card}' is not an if-card. If-cards: {allowed}.",
        "ja": "「{card}」はもしもカードではありません。もしもカード: {allowed}。",
    },
    # events (rules/gramin.md 2.1-2.3, 4.5, 4.6)
    "gramin.event.edge_stop": {
        "en": "The edge of the board at {pos}: the rest of this card's move is lost.",
        "ja": "{pos}でボードの端に着いたので、このカードの残りの動きはなくなります。",
    },
    "gramin.event.wall_stop": {
        "en": "A wall at {pos}: the explorer stops before it and the turn ends.",
        "ja": "{pos}にかべ!手前で止まり、このターンはおしまいです。",
    },
    "gramin.event.trap_card": {
        "en": "A {trap} trap at {pos}!",
        "ja": "{pos}に{trap}のわな!",
    },
    "gramin.event.trap_chip": {
        "en": "The chest at {pos} holds a {trap} trap!",
        "ja": "{pos}の宝箱の中身は{trap}のわな!",
    },
    "gramin.event.if_check": {
        "en": "if holding an if-card for {trap}: false, so the trap works.",
        "ja": "もしも{trap}のもしもカードを持っていたら: 持っていないので、わなが効きます。",
    },
    "gramin.event.if_no_room": {
        "en": "if holding an if-card for {trap}: true, but the die has no card left for it, so the trap works.",
        "ja": "もしも{trap}のもしもカードを持っていたら: 持っている!でもサイコロの数をもう使い切っているので、わなが効きます。",
    },
    "gramin.event.if_no_room_hidden": {
        "en": "No if-card cancels the {trap} trap, so it works.",
        "ja": "{trap}のわなを取り消すもしもカードは使われなかったので、わなが効きます。",
    },
    "gramin.event.if_used": {
        "en": "if holding an if-card for {trap}: true! The if-card cancels the trap and the program goes on.",
        "ja": "もしも{trap}のもしもカードを持っていたら: 持っている!わなを取り消して、プログラムは続きます。",
    },
    "gramin.event.chest_opened": {
        "en": "Chest opened at {pos}: it is worth {points}.",
        "ja": "{pos}の宝箱を開けた: {points}点!",
    },
    "gramin.event.crocodile_pile_taken": {
        "en": "The crocodile pile comes too (chests in it: {count}, worth {points} in all).",
        "ja": "わにが持っていた宝箱{count}個も手に入れた: さらに{points}点。",
    },
    "gramin.event.crocodile_ate": {
        "en": "The crocodile eats the latest chest ({points} points). The turn ends.",
        "ja": "わにが最後に取った宝箱({points}点)を食べてしまった。このターンはおしまい。",
    },
    "gramin.event.crocodile_nothing": {
        "en": "The crocodile finds no chest to eat. The turn ends.",
        "ja": "わにに食べられる宝箱はなかった。このターンはおしまい。",
    },
    "gramin.event.hole_skip": {
        "en": "Fell into a hole: the turn ends and the next turn is skipped.",
        "ja": "あなに落ちた!このターンはおしまいで、次のターンはお休み。",
    },
    "gramin.event.robbery": {
        "en": "Robbery at {pos}: player {winner_seat} takes a chest ({points} points) from player {loser_seat}.",
        "ja": "{pos}で強奪!プレーヤー{winner_seat}がプレーヤー{loser_seat}から宝箱({points}点)を奪った。",
    },
    "gramin.event.robbery_nothing": {
        "en": "Robbery at {pos}: player {winner_seat} wins, but player {loser_seat} has no chest.",
        "ja": "{pos}で強奪!プレーヤー{winner_seat}が勝ったが、プレーヤー{loser_seat}は宝箱を持っていない。",
    },
    # frames and traces (rules/gramin.md 6)
    "gramin.frame.start": {"en": "Start at {pos}.", "ja": "{pos}からスタート。"},
    "gramin.frame.move": {
        "en": "Card {card} {symbol} ({kind}): {frm} → {to}.",
        "ja": "{card}枚目 {symbol}({kind}): {frm} → {to}。",
    },
    "gramin.frame.iteration": {
        "en": " Loop iteration {i}/{n}.",
        "ja": "くりかえし {i}/{n} 回目。",
    },
    "gramin.trace.summary": {
        "en": "{cards} cards laid, {frames} moves run, {squares} squares moved, {score} points.",
        "ja": "カード{cards}枚で{frames}回動き、{squares}マス進んで{score}点。",
    },
    "gramin.trace.stopped.wall": {"en": "Stopped by a wall.", "ja": "かべで止まりました。"},
    "gramin.trace.stopped.crocodile": {"en": "Stopped by a crocodile.", "ja": "わにで止まりました。"},
    "gramin.trace.stopped.hole": {"en": "Stopped by a hole.", "ja": "あなで止まりました。"},
}

register(MESSAGES)
