# ruff: noqa: E501
"""Catalogue entries of the multiplayer game (:class:`gamewidgets.gramin.GraminGame`), en and ja.

Ids: ``gramin.game.*`` (phases, hints, events of the game) and ``gramin.error.game.*``
(illegal calls). Player numbers in error messages are the 0-based ``player`` argument of the
API; event sentences use 1-based seats ("player 1"), like the square-resolution events.
"""

from gamewidgets.core.i18n import register

MESSAGES = {
    # terms used inside sentences
    "gramin.game.term.crocodile": {"en": "crocodile", "ja": "わに"},
    "gramin.game.term.hole": {"en": "hole", "ja": "あな"},
    "gramin.game.term.wall": {"en": "wall", "ja": "かべ"},
    "gramin.game.term.step": {"en": "step", "ja": "1マス"},
    "gramin.game.term.dash": {"en": "dash", "ja": "2マス"},
    "gramin.game.term.jump": {"en": "jump", "ja": "ジャンプ"},
    "gramin.game.term.if_crocodile": {"en": "if-crocodile", "ja": "もしもわに"},
    "gramin.game.term.if_hole": {"en": "if-hole", "ja": "もしもあな"},
    "gramin.game.term.if_wall": {"en": "if-wall", "ja": "もしもかべ"},
    "gramin.game.term.none": {"en": "none", "ja": "なし"},
    "gramin.game.phase.roll": {"en": "dice", "ja": "サイコロ"},
    "gramin.game.phase.build": {"en": "build", "ja": "プログラム作り"},
    "gramin.game.phase.traps": {"en": "trap setting", "ja": "わな置き"},
    "gramin.game.phase.action": {"en": "action", "ja": "アクション"},
    "gramin.game.phase.over": {"en": "game over", "ja": "ゲーム終了"},
    # what is allowed now (appended to every error)
    "gramin.game.now.roll": {
        "en": "It is the dice phase of turn {turn}: call roll().",
        "ja": "ターン{turn}のサイコロの時間です: roll() を呼んでください。",
    },
    "gramin.game.now.build": {
        "en": "It is the build phase of turn {turn}: call build(player, program, traps=()) with player = {players}.",
        "ja": "ターン{turn}のプログラム作りの時間です: build(player, program, traps=()) を player = {players} で呼んでください。",
    },
    "gramin.game.now.traps": {
        "en": "It is the trap-setting phase: call place_trap({player}, kind, (row, col)); player {player} still places: {pending}.",
        "ja": "わな置きの時間です: place_trap({player}, kind, (row, col)) を呼んでください。player {player} が置くわな: {pending}。",
    },
    "gramin.game.now.action": {
        "en": "It is the action phase: call act() to run player {player}'s next action.",
        "ja": "アクションの時間です: act() で player {player} の次のアクションを実行してください。",
    },
    "gramin.game.now.over": {
        "en": "The game is over: no more calls change it.",
        "ja": "ゲームは終わりました。これ以上の操作はできません。",
    },
    # illegal calls
    "gramin.error.game.wrong_phase": {
        "en": "{call} is not allowed now.",
        "ja": "今は {call} はできません。",
    },
    "gramin.error.game.bad_player": {
        "en": "player={player} is not a player of this game: players are 0 to {last}.",
        "ja": "player={player} はこのゲームのプレーヤーではありません。プレーヤーは 0 から {last} です。",
    },
    "gramin.error.game.already_built": {
        "en": "player={player} has already built a program this turn.",
        "ja": "player={player} はこのターンのプログラムをもう作りました。",
    },
    "gramin.error.game.skipping": {
        "en": "player={player} fell into a hole and skips this whole turn (no die, no cards, no program).",
        "ja": "player={player} はあなに落ちたので、このターンはお休みです(サイコロもカードもプログラムもなし)。",
    },
    "gramin.error.game.bad_program": {
        "en": "player={player}'s program cannot be used: {detail}",
        "ja": "player={player} のプログラムは使えません: {detail}",
    },
    "gramin.error.game.not_a_program": {
        "en": "A program is text such as 'for3( R ) U' or a Program, got {got}.",
        "ja": "プログラムは 'for3( R ) U' のような文字列か Program です({got} が渡されました)。",
    },
    "gramin.error.game.missing_cards": {
        "en": "player={player} does not hold the cards laid: needs {need}, but the hand holds {hand}. A card's direction is free; its kind must be in the hand.",
        "ja": "player={player} は使うカードを持っていません: 必要なのは {need}、手札は {hand} です。向きは自由ですが、種類は手札にあるものだけです。",
    },
    "gramin.error.game.over_die": {
        "en": "player={player} rolled {die}, so at most {die} cards may be laid, but this lays {cost} ({moves} move, {traps} trap, {loops} loop counted). Remove {over}; if-cards stay in hand and do not count.",
        "ja": "player={player} のサイコロは{die}なので、置けるカードは{die}枚までですが、{cost}枚あります(移動{moves}、わな{traps}、くりかえし{loops})。{over}枚減らしましょう。もしもカードは手札に残り、数えません。",
    },
    "gramin.error.game.unknown_trap": {
        "en": "'{kind}' is not a trap card: trap cards are crocodile, hole and wall.",
        "ja": "「{kind}」はわなカードではありません。わなカードは crocodile、hole、wall です。",
    },
    "gramin.error.game.unknown_mark": {
        "en": "'{mark}' is not a trap mark an if-card can cancel: use crocodile, hole, wall.",
        "ja": "「{mark}」はもしもカードで取り消せるわなではありません。crocodile、hole、wall を使ってください。",
    },
    "gramin.error.game.not_your_trap": {
        "en": "player={player} cannot place a trap now: it is player {current}'s turn to place.",
        "ja": "player={player} は今わなを置けません。今置くのは player {current} です。",
    },
    "gramin.error.game.trap_not_declared": {
        "en": "player={player} has no {kind} trap card to place; still to place: {pending}.",
        "ja": "player={player} が置く{kind}のわなカードはありません。置くのは: {pending}。",
    },
    "gramin.error.game.bad_square": {
        "en": "{pos} is not a legal trap square: {why}. A trap goes on a board square with no chest, no piece and no other trap, e.g. {examples}.",
        "ja": "{pos} にはわなを置けません: {why}。わなは宝箱・コマ・ほかのわなのないマスに置きます(例: {examples})。",
    },
    "gramin.game.why.not_square": {"en": "a square is (row, col)", "ja": "マスは (行, 列) で指定します"},
    "gramin.game.why.off_board": {"en": "it is off the {rows}x{cols} board", "ja": "{rows}x{cols}のボードの外です"},
    "gramin.game.why.chest": {"en": "a chest is there", "ja": "宝箱があります"},
    "gramin.game.why.piece": {"en": "a piece is there", "ja": "コマがあります"},
    "gramin.game.why.trap": {"en": "a trap is already there", "ja": "もうわながあります"},
    "gramin.error.game.unknown_action": {
        "en": "Unknown action {action}: an action is a dict with 'type' one of roll, build, place_trap, act.",
        "ja": "{action} は知らないアクションです。アクションは 'type' が roll、build、place_trap、act の dict です。",
    },
    "gramin.error.game.bad_bot": {
        "en": "Give one bot per player ({n}), got {got}.",
        "ja": "ボットはプレーヤーの人数({n})だけ必要です({got} 個が渡されました)。",
    },
    "gramin.error.game.too_long": {
        "en": "The game did not end within {turns} turns.",
        "ja": "{turns}ターンたってもゲームが終わりませんでした。",
    },
    # events of the game (Event(kind, data, game="gramin.game"))
    "gramin.game.event.turn_start": {"en": "Turn {turn} begins.", "ja": "ターン{turn}の始まり。"},
    "gramin.game.event.skip_turn": {
        "en": "Player {seat} is in a hole and skips this turn.",
        "ja": "プレーヤー{seat}はあなの中なので、このターンはお休み。",
    },
    "gramin.game.event.rolled": {"en": "Player {seat} rolls {roll}.", "ja": "プレーヤー{seat}のサイコロは{roll}。"},
    "gramin.game.event.parent_tie": {
        "en": "Tie for the lowest roll ({roll}): players {seats} roll again to find the parent.",
        "ja": "いちばん小さい目({roll})が同じなので、プレーヤー{seats}が親を決めるために振り直します。",
    },
    "gramin.game.event.parent_reroll": {
        "en": "Player {seat} rolls again: {roll}.",
        "ja": "プレーヤー{seat}の振り直しは{roll}。",
    },
    "gramin.game.event.parent": {
        "en": "Player {seat} is the parent and acts first.",
        "ja": "プレーヤー{seat}が親で、最初に動きます。",
    },
    "gramin.game.event.reshuffled": {
        "en": "The deck is empty: the {count} discarded cards are shuffled into a new deck.",
        "ja": "山札がなくなったので、捨て札{count}枚を切って新しい山札にします。",
    },
    "gramin.game.event.drew": {"en": "Player {seat} draws {count} from the deck.", "ja": "プレーヤー{seat}はカードを{count}枚引く。"},
    "gramin.game.event.built": {"en": "Player {seat} has built a program.", "ja": "プレーヤー{seat}がプログラムを作った。"},
    "gramin.game.event.trap_placed": {
        "en": "Player {seat} places a {trap} trap at {pos}.",
        "ja": "プレーヤー{seat}が{pos}に{trap}のわなを置いた。",
    },
    "gramin.game.event.trap_returned": {
        "en": "No square is free for player {seat}'s {trap} trap: the card goes back to the hand.",
        "ja": "プレーヤー{seat}の{trap}のわなを置けるマスがないので、カードは手札に戻ります。",
    },
    "gramin.game.event.revealed": {"en": "All programs are revealed.", "ja": "全員のプログラムを公開!"},
    "gramin.game.event.action": {"en": "Player {seat} runs {cards}.", "ja": "プレーヤー{seat}が {cards} を実行。"},
    "gramin.game.event.turn_end": {
        "en": "Turn {turn} ends: the laid cards go to the discard pile.",
        "ja": "ターン{turn}の終わり。使ったカードは捨て札へ。",
    },
    "gramin.game.event.game_over": {
        "en": "The last chest has left the board: the game is over. Won by: player {seats}.",
        "ja": "最後の宝箱がボードからなくなったので、ゲーム終了!勝ち: プレーヤー{seats}。",
    },
    # what other players see of private events
    "gramin.game.event.chest_opened_hidden": {
        "en": "Player {seat} takes the chest at {pos}.",
        "ja": "プレーヤー{seat}が{pos}の宝箱を手に入れた。",
    },
    "gramin.game.event.crocodile_pile_taken_hidden": {
        "en": "The crocodile pile comes too (chests in it: {count}).",
        "ja": "わにが持っていた宝箱{count}個もいっしょに手に入れた。",
    },
    "gramin.game.event.crocodile_ate_hidden": {
        "en": "The crocodile eats player {seat}'s latest chest. The turn ends.",
        "ja": "わにがプレーヤー{seat}の最後に取った宝箱を食べてしまった。このターンはおしまい。",
    },
    "gramin.game.event.robbery_hidden": {
        "en": "Robbery at {pos}: player {winner_seat} takes a chest from player {loser_seat}.",
        "ja": "{pos}で強奪!プレーヤー{winner_seat}がプレーヤー{loser_seat}から宝箱を奪った。",
    },
}

register(MESSAGES)
