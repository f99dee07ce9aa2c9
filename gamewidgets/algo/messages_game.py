# ruff: noqa: E501
"""Catalogue entries of the algo game (:class:`gamewidgets.algo.AlgoGame`), en and ja.

Ids: ``algo.game.*`` (phases, what is allowed now), ``algo.error.game.*`` (illegal calls)
and ``algo.event.*`` (sentences of the game's events). Player numbers in API messages are
the 0-based arguments, always called "player index ... in the API" or written ``target=1``
so they are never read as seat numbers; sentences use the players' names, and a "turn"
line names the player without a possessive so it also reads for "You". Positions in
sentences are 1-based ("card 2" = index 1). Japanese uses the game's terms アタック, ステイ, 親, 山札.
"""

from gamewidgets.core.i18n import register

MESSAGES = {
    "algo.term.black": {"en": "black", "ja": "黒"},
    "algo.term.white": {"en": "white", "ja": "白"},
    "algo.game.default_name": {"en": "Player {seat}", "ja": "プレーヤー{seat}"},
    "algo.game.phase.attack": {"en": "attack", "ja": "アタック"},
    "algo.game.phase.after_hit": {"en": "attack again or stay", "ja": "続けてアタックかステイ"},
    "algo.game.phase.place": {"en": "place the card", "ja": "カードを並べる"},
    "algo.game.phase.round_over": {"en": "round over", "ja": "ラウンド終了"},
    "algo.game.phase.game_over": {"en": "game over", "ja": "ゲーム終了"},
    # what is allowed now (appended to every error)
    "algo.game.now.attack": {
        "en": "Turn: {name} (player index {player} in the API, which counts from 0). Call attack(target, index, number) on a face-down card of another player: {targets}; index 0 is the leftmost card.",
        "ja": "手番: {name}(API でのプレーヤー番号は {player}。0 から数えます)。ほかのプレーヤーの伏せたカードに attack(target, index, number) でアタックしてください: {targets}。index 0 が左はしのカードです。",
    },
    "algo.game.now.attack_own": {
        "en": "Turn: {name} (player index {player} in the API, which counts from 0), and the pile is empty. Call attack(target, index, number, own_index) on a face-down card of another player: {targets}; index 0 is the leftmost card, and own_index is one of your own face-down cards ({own}).",
        "ja": "手番: {name}(API でのプレーヤー番号は {player}。0 から数えます)。山札はもうありません。attack(target, index, number, own_index) でほかのプレーヤーの伏せたカードにアタックしてください: {targets}。index 0 が左はしのカードで、own_index は自分の伏せたカード({own})から選びます。",
    },
    "algo.game.now.after_hit": {
        "en": "The attack hit: attack again with attack(target, index, number), or stay with {stay}.",
        "ja": "アタックは成功しました: attack(target, index, number) で続けてアタックするか、{stay} でステイしてください。",
    },
    "algo.game.now.place": {
        "en": "The attack missed: call place(position) with position 0 (left end) to {last} (right end) to put the drawn card {card} face up into your row.",
        "ja": "アタックは失敗しました: place(position)(position は 0(左はし)〜{last}(右はし))で、引いたカード {card} を表向きに自分の列へ並べてください。",
    },
    "algo.game.now.round_over": {
        "en": "Round {round} is over: call next_round() to deal the next round.",
        "ja": "ラウンド{round}は終わりました: next_round() で次のラウンドを配ってください。",
    },
    "algo.game.now.game_over": {
        "en": "The game is over: no more actions change it.",
        "ja": "ゲームは終わりました。これ以上の操作はできません。",
    },
    # illegal calls
    "algo.error.game.wrong_phase": {
        "en": "{call} is not allowed now.",
        "ja": "今は {call} はできません。",
    },
    "algo.error.game.unknown_action": {
        "en": "{action} is not an action: use Attack, Stay, Place or NextRound (or a dict whose 'type' is attack, stay, place or next_round).",
        "ja": "{action} はアクションではありません。Attack、Stay、Place、NextRound(または 'type' が attack、stay、place、next_round の dict)を使ってください。",
    },
    "algo.error.game.bad_player": {
        "en": "{field}={value} is not a player of this game: player indices are 0 to {last} (the API counts players from 0).",
        "ja": "{field}={value} はこのゲームのプレーヤーではありません。プレーヤー番号は 0 から {last} です(API は 0 から数えます)。",
    },
    "algo.error.game.self_target": {
        "en": "target={target} is the attacker: attack a face-down card of another player ({targets}).",
        "ja": "target={target} はアタックする本人です。ほかのプレーヤー({targets})の伏せたカードにアタックしてください。",
    },
    "algo.error.game.target_out": {
        "en": "target={target} ({name}) has no face-down card and is out of this round: attack one of {targets}.",
        "ja": "target={target}({name})には伏せたカードがなく、このラウンドから抜けています。{targets} のだれかにアタックしてください。",
    },
    "algo.error.game.bad_index": {
        "en": "index={index} is not a card of {name}'s row: its {count} cards have indices 0 to {last} (0 = the leftmost card).",
        "ja": "index={index} は{name}の列のカードではありません。{count}枚のカードの index は 0 から {last} です(0 が左はし)。",
    },
    "algo.error.game.face_up": {
        "en": "{name}'s card at index {index} is already face up ({card}): attack a face-down card, index one of {choices}.",
        "ja": "{name}の index {index} のカードはもう表向きです({card})。伏せたカード(index {choices})にアタックしてください。",
    },
    "algo.error.game.bad_number": {
        "en": "number={number} is not a card number: declare a number 0 to 11.",
        "ja": "number={number} はカードの数ではありません。0 から 11 の数を宣言してください。",
    },
    "algo.error.game.own_needed": {
        "en": "The pile is empty, so the attack card is one of your own face-down cards: add own_index= one of {choices}.",
        "ja": "山札がないので、アタックに使うのは自分の伏せたカードです。own_index= に {choices} のどれかを指定してください。",
    },
    "algo.error.game.own_not_allowed": {
        "en": "own_index={own} is not used now: it names your attack card only when the pile is empty and the rules say empty_pile='own_card'. Leave it out.",
        "ja": "own_index={own} は今は使いません。山札がなく、ルールが empty_pile='own_card' のときだけ自分のアタックカードを指定します。省いてください。",
    },
    "algo.error.game.own_bad": {
        "en": "own_index={own} is not one of your face-down cards: choose one of {choices}.",
        "ja": "own_index={own} は自分の伏せたカードではありません。{choices} から選んでください。",
    },
    "algo.error.game.own_changed": {
        "en": "This turn's attack card is your card at index {fixed}: attack again with own_index={fixed} or leave own_index out.",
        "ja": "このターンのアタックカードは自分の index {fixed} のカードです。own_index={fixed} のまま続けるか、own_index を省いてください。",
    },
    "algo.error.game.position_needed": {
        "en": "In the arrange-your-own-row mode you place the card yourself: give position= 0 to {last}.",
        "ja": "自分で並べるモードでは、カードを置く位置を自分で決めます。position= に 0 から {last} を指定してください。",
    },
    "algo.error.game.position_not_allowed": {
        "en": "position={position} is not used now: the order rule places the card (positions are chosen only in the arrange-your-own-row mode with a drawn card). Call stay().",
        "ja": "position={position} は今は使いません。カードは並べ方のルールで置かれます(位置を選ぶのは、引いたカードがあるときの自分で並べるモードだけです)。stay() を呼んでください。",
    },
    "algo.error.game.bad_position": {
        "en": "position={position} is not a place in your row: choose 0 (left end) to {last} (right end).",
        "ja": "position={position} は列の中の位置ではありません。0(左はし)から {last}(右はし)を選んでください。",
    },
    "algo.error.game.bad_bot": {
        "en": "Give one bot per player ({n}), got {got}.",
        "ja": "ボットはプレーヤーの人数({n})だけ必要です({got} 個が渡されました)。",
    },
    "algo.error.game.too_long": {
        "en": "The game did not end within {steps} actions.",
        "ja": "{steps}回の操作でゲームが終わりませんでした。",
    },
    # events (Event(kind, data, game="algo"))
    "algo.event.first_player_draw": {
        "en": "Each player draws one card: {draws}. {name} has the smallest card and is the first player (親). The cards go back and are shuffled again.",
        "ja": "全員が1枚ずつ引きました: {draws}。いちばん小さいカードの{name}が親です。カードを戻してもう一度シャッフルします。",
    },
    "algo.event.round_start": {
        "en": "Round {round} of {rounds}: the 24 cards are shuffled and {deal} dealt to each player; {name} is the first player (親).",
        "ja": "ラウンド{round}/{rounds}: 24枚をシャッフルして1人{deal}枚ずつ配ります。親は{name}です。",
    },
    "algo.event.turn": {"en": "{name}'s turn.", "ja": "{name}の番です。"},
    "algo.event.drew": {"en": "{name} draws {card}.", "ja": "{name}は山札から{card}を引きました。"},
    "algo.event.drew_hidden": {
        "en": "{name} draws a {color} card.",
        "ja": "{name}は山札から{color}のカードを引きました。",
    },
    "algo.event.pile_empty": {
        "en": "The pile is empty: {name} attacks with one of their own face-down cards.",
        "ja": "山札がないので、{name}は自分の伏せたカードでアタックします。",
    },
    "algo.event.pile_empty_guess": {
        "en": "The pile is empty: {name} attacks without drawing.",
        "ja": "山札がないので、{name}は引かずにアタックします。",
    },
    "algo.event.attack": {
        "en": "{name} attacks {target_name}'s card {position} ({color}): \"Is it {number}?\"",
        "ja": "{name}が{target_name}の{position}枚目({color})にアタック:「{number}?」",
    },
    "algo.event.hit": {
        "en": "Yes! {target_name}'s card {position} is {card} and is turned face up (success {streak} in a row).",
        "ja": "YES! {target_name}の{position}枚目は{card}でした。カードを公開します(連続{streak}回目の成功)。",
    },
    "algo.event.miss": {
        "en": "No: {target_name}'s card {position} is not {number}.",
        "ja": "NO: {target_name}の{position}枚目は{number}ではありません。",
    },
    "algo.event.chips_taken": {
        "en": "{name} takes {points} points from {target_name} (success {streak} in a row: 10 x {streak}).",
        "ja": "{name}は{target_name}から{points}点もらいます(連続{streak}回目の成功: 10 x {streak})。",
    },
    "algo.event.six_bonus": {
        "en": "It is a 6: {name} takes a further {points} points from {target_name}.",
        "ja": "6が出たので、{name}は{target_name}からさらにボーナス{points}点もらいます。",
    },
    "algo.event.stay": {
        "en": "{name} stays: the drawn card goes face down into their row as card {position}.",
        "ja": "{name}はステイ: 引いたカードを伏せたまま自分の列の{position}枚目に置きます。",
    },
    "algo.event.stay_own": {
        "en": "{name} stays: the attack card stays face down.",
        "ja": "{name}はステイ: アタックに使ったカードは伏せたままです。",
    },
    "algo.event.revealed": {
        "en": "{name}'s drawn card {card} goes face up into their row as card {position}.",
        "ja": "{name}が引いたカード{card}は、表向きで自分の列の{position}枚目に置かれます。",
    },
    "algo.event.own_revealed": {
        "en": "{name}'s attack card {card} (card {position} of their row) is turned face up.",
        "ja": "{name}のアタックカード{card}(自分の列の{position}枚目)を公開します。",
    },
    "algo.event.no_reveal": {
        "en": "The pile is empty and the rules say 'guess only': nothing is revealed and the turn passes.",
        "ja": "山札がなく「予想だけ」のルールなので、何も公開せずに番が移ります。",
    },
    "algo.event.misplaced": {
        "en": "{name} put the card at place {given}, but the order rule puts it at place {correct}: a {penalty}-point penalty, and the card is put right.",
        "ja": "{name}はカードを{given}枚目に置きましたが、並べ方のルールでは{correct}枚目です: {penalty}点のペナルティ。カードは正しい位置に直します。",
    },
    "algo.event.out": {
        "en": "{name} has no face-down card left and is out of this round.",
        "ja": "{name}の伏せたカードはもうないので、このラウンドから抜けます。",
    },
    "algo.event.round_won": {
        "en": "{name} is the last player with face-down cards and wins round {round}.",
        "ja": "{name}が最後まで伏せたカードを残したので、ラウンド{round}の勝ちです。",
    },
    "algo.event.round_transfer": {
        "en": "{name} takes {points} points from {target_name}: {cards} face-down card(s) x 10 + {sixes} face-down 6(s) x 10.",
        "ja": "{name}は{target_name}から{points}点もらいます: 伏せたカード{cards}枚 x 10 + 伏せた6が{sixes}枚 x 10。",
    },
    "algo.event.pot_taken": {
        "en": "{name} takes the {points}-point penalty pot.",
        "ja": "{name}はペナルティの{points}点を受け取ります。",
    },
    "algo.event.game_over": {
        "en": "The game is over after {rounds} round(s). Winner(s): {names}.",
        "ja": "{rounds}ラウンドでゲーム終了。勝ち: {names}。",
    },
}

register(MESSAGES)
