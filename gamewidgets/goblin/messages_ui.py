"""Catalogue entries of GoblinWidget: labels of the view and messages about the browser's intents.

Japanese terms follow the seed (seeds/002): 掘る / 休む / 奪う, 肉, ゴブリン,
共通の食料置き場, トンネルカード, 出口, キノコ, 何もなし, 脱落.
"""

from gamewidgets.core.i18n import register

MESSAGES = {
    "goblin.error.intent.shape": {
        "en": "The widget received a malformed message. Allowed types: {allowed}.",
        "ja": "ウィジェットが不正なメッセージを受け取りました。使える種類: {allowed}。",
    },
    "goblin.error.intent.unknown": {
        "en": "Unknown action '{type}'. Allowed: {allowed}.",
        "ja": "「{type}」という操作はありません。使える操作: {allowed}。",
    },
    "goblin.error.intent.player": {
        "en": "'{key}' must be a seat number from 0 to {last}, got {value}. Nothing was changed.",
        "ja": "「{key}」は 0 から {last} の席番号でなければなりません({value} を受け取りました)。何も変わっていません。",
    },
    "goblin.error.intent.action": {
        "en": "'{value}' is not an action. Choose one of: {allowed}. Nothing was changed.",
        "ja": "「{value}」は行動ではありません。選べる行動: {allowed}。何も変わっていません。",
    },
    "goblin.error.intent.stage": {
        "en": "'{type}' is not possible now ({stage}). Nothing was changed.",
        "ja": "今は「{type}」はできません({stage})。何も変わっていません。",
    },
    "goblin.error.intent.not_active": {
        "en": "It is {name}'s screen now, not {other}'s. Nothing was changed.",
        "ja": "今は{name}の番です({other}ではありません)。何も変わっていません。",
    },
    "goblin.error.intent.bot": {
        "en": "{name} is a bot: it chooses on its own.",
        "ja": "{name}はボットです。自分で選びます。",
    },
    "goblin.error.intent.step": {
        "en": "There is no such step: use 0 to {n}.",
        "ja": "そのステップはありません。0 から {n} を使ってください。",
    },
    "goblin.error.players": {
        "en": "A game needs {low} to {high} goblins, got {n}.",
        "ja": "ゴブリンは {low} 人から {high} 人です({n} 人が指定されました)。",
    },
    "goblin.error.policy": {
        "en": "Unknown bot policy '{policy}'. Known: {allowed}.",
        "ja": "「{policy}」というボットの方針はありません。使える方針: {allowed}。",
    },
}

UI = {
    "widget": ("Goblin Escape", "脱出ゴブリン"),
    "turn": ("Turn {n}", "ターン {n}"),
    "goblins": ("Goblins", "ゴブリン"),
    "goblin_aria": ("{name}: {meat} meat, {status}", "{name}: 肉 {meat}、{status}"),
    "bot": ("bot ({policy})", "ボット({policy})"),
    "meat": ("meat", "肉"),
    "alive": ("in the cave", "洞窟の中"),
    "out": ("out", "脱落"),
    "winner": ("winner", "勝者"),
    "last_action": ("last:", "前回:"),
    "none": ("—", "—"),
    "has_chosen": ("has chosen", "選びました"),
    "choosing": ("choosing…", "選んでいます…"),
    "from": ("from {name}", "{name}から"),
    "store": ("Common store", "共通の食料置き場"),
    "tunnel": ("Tunnel", "トンネル"),
    "turned": ("{n} tunnel cards turned", "めくったトンネルカード {n} 枚"),
    "remaining": ("{n} cards left", "残り {n} 枚"),
    "none_turned": ("no card turned yet", "まだめくっていません"),
    "card.meat": ("meat", "肉"),
    "card.mushroom": ("mushroom", "キノコ"),
    "card.empty": ("nothing", "何もなし"),
    "card.exit": ("EXIT", "出口"),
    "action.dig": ("dig", "掘る"),
    "action.rest": ("rest", "休む"),
    "action.steal": ("steal", "奪う"),
    "pass_to": ("Pass the screen to {name}", "{name}に画面を渡してください"),
    "pass_to_pre": ("Pass the screen to", "画面を渡す相手:"),
    "look_away": ("Everyone else: look away while {name} chooses.",
                  "{name}が選ぶ間、ほかの人は見ないでください。"),
    "show": ("I am {name}: show my choices", "{name}です: 選択肢を見る"),
    "choose_title": ("{name}, choose in secret:", "{name}、こっそり選んでください:"),
    "repeat": ("You chose {action} last turn: not twice in a row.",
               "前のターンに「{action}」を選んだので、続けては選べません。"),
    "hide": ("Hide (not me)", "隠す(自分ではない)"),
    "all_chosen": ("Everyone has chosen.", "全員が選びました。"),
    "reveal": ("Reveal all cards", "いっせいに公開"),
    "revealed": ("All cards revealed: {choices}.", "いっせいに公開: {choices}。"),
    "revealed_one": ("{name}: {action}", "{name}「{action}」"),
    "target_title": ("{name} steals: from whom?", "{name}が奪う: だれから?"),
    "steal_from": ("steal from {name}", "{name}から奪う"),
    "status.cover": ("Pass the screen to {name}.", "{name}に画面を渡してください。"),
    "status.choose": ("{name} is choosing.", "{name}が選んでいます。"),
    "resolution": ("Resolution", "処理"),
    "step_no": ("step {i} / {n}", "ステップ {i} / {n}"),
    "player": ("Step through the resolution", "処理を1ステップずつ見る"),
    "first": ("First", "最初"),
    "back": ("Back", "戻る"),
    "play": ("Play", "再生"),
    "pause": ("Pause", "一時停止"),
    "step": ("Step", "進む"),
    "last": ("Last", "最後"),
    "go_step": ("Go to step {i}", "ステップ {i} へ"),
    "whatif": ("What if…?", "もしも…?"),
    "whatif_for": ("Goblin", "ゴブリン"),
    "whatif_hint": ("{name}'s meat after this turn for each action, the others' choices unchanged.",
                    "ほかのゴブリンの選択はそのままで、{name}が各行動を選んだときのこのターン後の肉。"),
    "whatif_action": ("action", "行動"),
    "whatif_meat": ("meat after the turn", "ターン後の肉"),
    "whatif_note": ("why", "理由"),
    "chosen": ("chosen", "選んだ"),
    "best": ("best", "最善"),
    "next_turn": ("Next turn", "次のターン"),
    "game_over": ("Game over", "ゲーム終了"),
    "nobody": ("Nobody wins.", "勝者はいません。"),
    "winner_is": ("Winner: {names}", "勝者: {names}"),
    "winners_shared": ("Winners (shared): {names}", "勝者(同点): {names}"),
    "new_game": ("New game", "新しいゲーム"),
}

register(MESSAGES)
register({f"goblin.ui.{k}": {"en": en, "ja": ja} for k, (en, ja) in UI.items()})
