# ruff: noqa: E501
"""Catalogue entries of the Goblin Escape engine (en and ja), with the seed's terms.

Ids: ``goblin.term.*`` / ``goblin.action.*`` / ``goblin.card.*`` (words inside sentences),
``goblin.step.*`` (one sentence per resolution step, :class:`~gamewidgets.goblin.Step`),
``goblin.now.*`` (what is allowed now, appended to errors), ``goblin.error.*`` (illegal
calls) and ``goblin.whatif.*`` (notes of :meth:`GoblinGame.what_if`). Japanese uses the
seed's words: 掘る / 休む / 奪う, 肉(肉カウンター), 共通の食料置き場, トンネルカード, 出口カード,
キノコカード, 肉カード, 「何もなし」カード (the seed's empty card), 脱落, 食料チェック.
"""

from gamewidgets.core.i18n import register

MESSAGES = {
    # words
    "goblin.term.goblin": {"en": "Goblin {seat}", "ja": "ゴブリン{seat}"},
    "goblin.term.list_sep": {"en": ", ", "ja": "、"},
    "goblin.term.nobody": {"en": "nobody", "ja": "なし"},
    "goblin.term.typed_action": {"en": "{id}", "ja": "{id}"},
    "goblin.term.typed_action_word": {"en": "{id} ({word})", "ja": "{id}({word})"},
    "goblin.action.dig": {"en": "dig", "ja": "掘る"},
    "goblin.action.rest": {"en": "rest", "ja": "休む"},
    "goblin.action.steal": {"en": "steal", "ja": "奪う"},
    "goblin.card.exit": {"en": "the exit card", "ja": "出口カード"},
    "goblin.card.mushroom": {"en": "a mushroom card", "ja": "キノコカード"},
    "goblin.card.meat": {"en": "a meat card", "ja": "肉カード"},
    "goblin.card.empty": {"en": "an empty card", "ja": "「何もなし」カード"},
    "goblin.kind.steal": {"en": "stealing", "ja": "奪う処理"},
    "goblin.kind.dig": {"en": "digging", "ja": "掘る処理"},
    # resolution steps (rules/goblin.md 3-5)
    "goblin.step.steal": {
        "en": "{stealer} steals 1 meat from {rester} ({rester}: {rester_before} → {rester_after} meat, {stealer}: {stealer_before} → {stealer_after} meat).",
        "ja": "{stealer}が{rester}から肉を1個奪う({rester}: 肉 {rester_before} → {rester_after}、{stealer}: 肉 {stealer_before} → {stealer_after})。",
    },
    "goblin.step.steal_no_rester": {
        "en": "Nobody rested, so {stealer} has nobody to steal from and loses {loss} meat ({before} → {after} meat).",
        "ja": "誰も休まなかったので、{stealer}は奪えず肉を{loss}個減らす(肉 {before} → {after})。",
    },
    "goblin.step.food_check": {
        "en": "Food check after {kind}: every goblin still has meat.",
        "ja": "{kind}の後の食料チェック: 全員まだ肉がある。",
    },
    "goblin.step.food_check_out": {
        "en": "Food check after {kind}: {players} at 0 meat or below.",
        "ja": "{kind}の後の食料チェック: {players}の肉が0以下。",
    },
    "goblin.step.drop_out": {
        "en": "{players} drops out of the game; the common store gains {gain} meat ({count} × {per}): {before} → {after}.",
        "ja": "{players}がゲームから脱落し、共通の食料置き場に肉が{gain}個増える({count}人 × {per}個): {before} → {after}。",
    },
    "goblin.step.drop_out_many": {
        "en": "{players} drop out of the game; the common store gains {gain} meat ({count} × {per}): {before} → {after}.",
        "ja": "{players}がゲームから脱落し、共通の食料置き場に肉が{gain}個増える({count}人 × {per}個): {before} → {after}。",
    },
    "goblin.step.no_dig": {
        "en": "Nobody dug: no tunnel card is turned up.",
        "ja": "誰も掘らなかったので、トンネルカードはめくらない。",
    },
    "goblin.step.store_share": {
        "en": "The common store is shared among the diggers: {store} meat ÷ {diggers} = {share} each (rounded down); the remainder, {remainder}, stays in the store.",
        "ja": "共通の食料置き場の配分: 肉{store}個 ÷ 掘る{diggers}人 = 1人{share}個(端数切り捨て)。{remainder}個は食料置き場に残る。",
    },
    "goblin.step.tunnel": {
        "en": "One tunnel card is turned up (only one, however many dig): {card}. Each digger gains {gain} meat: {changes}.",
        "ja": "トンネルカードを1枚めくる(何人掘っても1枚だけ): {card}。掘ったゴブリンはそれぞれ肉を{gain}個得る: {changes}。",
    },
    "goblin.step.tunnel_nothing": {
        "en": "One tunnel card is turned up (only one, however many dig): {card}. Nothing happens.",
        "ja": "トンネルカードを1枚めくる(何人掘っても1枚だけ): {card}。何も起こらない。",
    },
    "goblin.step.tunnel_loss": {
        "en": "One tunnel card is turned up (only one, however many dig): {card}. Each digger loses {loss} meat: {changes}.",
        "ja": "トンネルカードを1枚めくる(何人掘っても1枚だけ): {card}。掘ったゴブリンはそれぞれ肉を{loss}個失う: {changes}。",
    },
    "goblin.step.exit": {
        "en": "The tunnel card is the exit! The goblins escape and the game ends at once: no digging cost is paid.",
        "ja": "めくったのは出口カード!ゴブリンたちは脱出し、ゲームは即座に終了。掘ったゴブリンの肉は減らない。",
    },
    "goblin.step.dig_cost": {
        "en": "Digging costs each digger 1 meat: {changes}.",
        "ja": "掘ったゴブリンは全員肉を1個減らす: {changes}。",
    },
    "goblin.step.rest": {
        "en": "Each rester gains 1 meat: {changes}.",
        "ja": "休んだゴブリンは肉を1個得る: {changes}。",
    },
    "goblin.step.change": {"en": "{name}: {before} → {after} meat", "ja": "{name}: 肉 {before} → {after}"},
    "goblin.step.game_over.exit": {
        "en": "Game over (exit found). {result}",
        "ja": "ゲーム終了(出口発見)。{result}",
    },
    "goblin.step.game_over.all_starved": {
        "en": "Game over: no goblin has meat left. {result}",
        "ja": "ゲーム終了: 全員の肉がなくなった。{result}",
    },
    "goblin.step.game_over.last_goblin": {
        "en": "Game over: only one goblin is left in the cave (rules option last_goblin='wins'). {result}",
        "ja": "ゲーム終了: 洞窟に残ったゴブリンは1人だけ(ルールのオプション last_goblin='wins')。{result}",
    },
    "goblin.step.game_over.turn_limit": {
        "en": "Game over: no escape by the end of turn {turns} (turn limit). {result}",
        "ja": "ゲーム終了: {turns}ターンたっても脱出できなかった(ターン制限)。{result}",
    },
    "goblin.result.winner": {
        "en": "Winner: {players} with {meat} meat.",
        "ja": "勝者: {players}(肉{meat}個)。",
    },
    "goblin.result.shared": {
        "en": "Shared win: {players}, each with {meat} meat.",
        "ja": "同点で全員が勝者: {players}(それぞれ肉{meat}個)。",
    },
    "goblin.result.nobody": {"en": "Nobody wins.", "ja": "勝者はいない。"},
    # what is allowed now
    "goblin.now.choose": {
        "en": "Turn {turn}: each living goblin calls choose(player, action); still to choose: {players}.",
        "ja": "ターン{turn}: 生き残っているゴブリンが choose(player, action) で選びます。まだ選んでいない: {players}。",
    },
    "goblin.now.reveal": {
        "en": "Turn {turn}: every goblin has chosen; call reveal().",
        "ja": "ターン{turn}: 全員選び終わりました。reveal() を呼んでください。",
    },
    "goblin.now.target": {
        "en": "Stealers now pick whom to steal from: call pick_target({stealer}, rester) with rester one of {resters}.",
        "ja": "奪うプレーヤーが相手を選ぶ時間です: pick_target({stealer}, rester) を rester = {resters} のどれかで呼んでください。",
    },
    "goblin.now.resolve": {
        "en": "The choices are revealed: call resolve().",
        "ja": "選んだカードは公開されました。resolve() を呼んでください。",
    },
    "goblin.now.over": {
        "en": "The game is over: no more calls change it.",
        "ja": "ゲームは終わりました。これ以上の操作はできません。",
    },
    # illegal calls
    "goblin.error.wrong_phase": {"en": "{call} is not allowed now.", "ja": "今は {call} はできません。"},
    "goblin.error.bad_player": {
        "en": "player={player} is not a player of this game: players are 0 to {last}.",
        "ja": "player={player} はこのゲームのプレーヤーではありません。プレーヤーは 0 から {last} です。",
    },
    "goblin.error.unknown_action": {
        "en": "{action} is not an action: write dig, rest or steal (any case; 掘る, 休む, 奪う work too); this goblin may choose {allowed}.",
        "ja": "{action} はアクションではありません。dig(掘る)、rest(休む)、steal(奪う)のどれかを、英語の id か日本語で書きます。このゴブリンが今選べるのは {allowed}。",
    },
    "goblin.error.repeat": {
        "en": "player {player} chose {action} last turn and may not choose it again this turn: choose {allowed}.",
        "ja": "player {player} は前のターンに「{action}」を選んだので、このターンは選べません。{allowed} から選んでください。",
    },
    "goblin.error.dead": {
        "en": "player {player} has dropped out and chooses no more actions.",
        "ja": "player {player} は脱落したので、もうアクションを選べません。",
    },
    "goblin.error.chosen_twice": {
        "en": "player {player} has already chosen this turn; a choice cannot be changed.",
        "ja": "player {player} はこのターンもう選びました。選び直しはできません。",
    },
    "goblin.error.not_all_chosen": {
        "en": "Not every goblin has chosen yet: waiting for {players}.",
        "ja": "まだ全員が選んでいません: {players} を待っています。",
    },
    "goblin.error.not_stealer": {
        "en": "player {player} did not choose steal this turn, so picks no target; stealers: {stealers}.",
        "ja": "player {player} はこのターン「奪う」を選んでいないので、相手は選びません。奪うプレーヤー: {stealers}。",
    },
    "goblin.error.not_rester": {
        "en": "player {target} did not rest this turn: player {player} may steal only from a goblin who rested: {allowed}.",
        "ja": "player {target} はこのターン休んでいません。player {player} が奪えるのは休んだゴブリンだけです: {allowed}。",
    },
    "goblin.error.target_twice": {
        "en": "player {player} has already picked whom to steal from.",
        "ja": "player {player} はもう奪う相手を選びました。",
    },
    "goblin.error.not_your_pick": {
        "en": "Stealers pick in seat order: it is player {current}'s turn to pick, not player {player}'s.",
        "ja": "奪う相手は席順に選びます。今選ぶのは player {current} で、player {player} ではありません。",
    },
    "goblin.error.need_target": {
        "en": "player {player} steals and several goblins rested: give the target, e.g. ('steal', {example}); allowed targets: {allowed}.",
        "ja": "player {player} は奪いますが、休んだゴブリンが複数います。('steal', {example}) のように相手を指定してください。選べる相手: {allowed}。",
    },
    "goblin.error.target_not_steal": {
        "en": "Only steal takes a target: ({action}, {target}) is not allowed; write '{action}'.",
        "ja": "相手を指定できるのは奪うだけです: ({action}, {target}) は使えません。'{action}' と書いてください。",
    },
    "goblin.error.missing_choices": {
        "en": "play_turn needs an action for every living goblin; missing: {players}.",
        "ja": "play_turn には生き残っている全員のアクションが必要です。足りないのは: {players}。",
    },
    "goblin.error.not_a_mapping": {
        "en": "play_turn takes a dict player -> action, e.g. {{0: 'dig', 1: 'rest', 2: ('steal', 1)}}; got {got}.",
        "ja": "play_turn には player -> アクションの dict を渡します(例: {{0: 'dig', 1: 'rest', 2: ('steal', 1)}})。渡されたのは {got}。",
    },
    "goblin.error.no_turn_yet": {
        "en": "No turn has been resolved yet: what_if explains the last resolved turn.",
        "ja": "まだ処理されたターンがありません。what_if は最後に処理したターンを説明します。",
    },
    # what_if notes
    "goblin.whatif.note": {"en": "{why}{extra}.", "ja": "{why}{extra}。"},
    "goblin.whatif.actual": {"en": " (what you did)", "ja": "(実際に選んだ)"},
    "goblin.whatif.forbidden": {
        "en": " (not allowed that turn: chosen the turn before)",
        "ja": "(そのターンは選べなかった: 前のターンに選んだため)",
    },
    "goblin.whatif.expected": {
        "en": "Expected value: nobody has seen the next card; it is the exit with chance {p_exit}, else any of the {unseen} non-exit cards not seen yet, since the tunnel was drawn from them at random.",
        "ja": "期待値: 次のカードは誰も見ていない。確率 {p_exit} で出口、そうでなければ、まだ見ていない出口以外のカード{unseen}枚のどれか(トンネルはその中から無作為に作られた)。",
    },
    "goblin.whatif.expected_deck": {
        "en": "Expected value: nobody has seen the next card; each of the {unseen} cards of this scenario's tunnel not turned yet is taken as equally likely; chance of the exit {p_exit}.",
        "ja": "期待値: 次のカードは誰も見ていない。このシナリオのトンネルでまだめくっていない{unseen}枚を同じ確率とみなす。出口の確率 {p_exit}。",
    },
    "goblin.whatif.out_chance": {"en": " (drops out with chance {p})", "ja": "(脱落の確率 {p})"},
}

register(MESSAGES)
