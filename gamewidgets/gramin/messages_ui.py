"""Catalogue entries of GraminWidget: button labels and messages about the browser's intents."""

from gamewidgets.core.i18n import register

MESSAGES = {
    "gramin.error.not_in_hand": {
        "en": "Card {index} '{token}' is not in your hand (or all of that kind are used). Hand: {hand}.",
        "ja": "{index}枚目の「{token}」は手札にありません(その種類は使い切りました)。手札: {hand}。",
    },
    "gramin.error.intent.shape": {
        "en": "The widget received a malformed message. Allowed types: {allowed}.",
        "ja": "ウィジェットが不正なメッセージを受け取りました。使える種類: {allowed}。",
    },
    "gramin.error.intent.unknown": {
        "en": "Unknown action '{type}'. Allowed: {allowed}.",
        "ja": "「{type}」という操作はありません。使える操作: {allowed}。",
    },
    "gramin.error.intent.index_type": {
        "en": "'{key}' must be a whole number, got {value}. Nothing was changed.",
        "ja": "「{key}」は整数でなければなりません({value} を受け取りました)。何も変わっていません。",
    },
    "gramin.error.intent.index_range": {
        "en": "'{key}' = {value} is out of range: use 0 to {last}. Nothing was changed.",
        "ja": "「{key}」= {value} は範囲外です。0 から {last} を使ってください。何も変わっていません。",
    },
    "gramin.error.intent.token": {
        "en": "{token} is not a card you can add here. Cards offered: {allowed}.",
        "ja": "{token} はここで置けるカードではありません。置けるカード: {allowed}。",
    },
    "gramin.error.intent.hand_empty": {
        "en": "No '{token}' card is left in your hand.",
        "ja": "手札に「{token}」のカードが残っていません。",
    },
    "gramin.error.intent.not_turnable": {
        "en": "Card {index} '{token}' is a loop card: only move cards can be turned.",
        "ja": "{index}枚目の「{token}」はくりかえしカードです。向きを変えられるのは移動カードだけです。",
    },
    "gramin.error.intent.text": {
        "en": "A program must be text of at most {limit} characters.",
        "ja": "プログラムは{limit}文字以内の文字列にしてください。",
    },
    "gramin.error.intent.frame": {
        "en": "There is no such frame: use 0 to {n}.",
        "ja": "そのフレームはありません。0 から {n} を使ってください。",
    },
}

UI = {
    "run": ("Run", "実行"),
    "step": ("Step", "1ステップ進む"),
    "back": ("Back", "1ステップ戻る"),
    "first": ("First frame", "最初へ"),
    "last": ("Last frame", "最後へ"),
    "play": ("Play", "再生"),
    "pause": ("Pause", "一時停止"),
    "step_over": ("Step over loop", "くりかえしを一気に"),
    "speed": ("Speed", "速さ"),
    "slow": ("slow", "ゆっくり"),
    "normal": ("normal", "ふつう"),
    "fast": ("fast", "はやい"),
    "clear": ("Clear", "全部消す"),
    "remove": ("Remove card", "カードを外す"),
    "turn": ("Turn card", "カードの向きを変える"),
    "move_left": ("Move card left", "カードを左へ"),
    "move_right": ("Move card right", "カードを右へ"),
    "hand": ("Cards", "カード"),
    "program": ("Program", "プログラム"),
    "frame": ("frame {i} / {n}", "フレーム {i} / {n}"),
    "cards_used": ("cards laid", "使ったカード"),
    "squares_moved": ("squares moved", "進んだマス"),
    "score": ("points", "点"),
    "empty_program": ("Click cards to build a program.", "カードをクリックしてプログラムを作ろう。"),
    "iteration": ("iteration {i}/{n}", "{i}/{n} 回目"),
    "board": ("Board", "ボード"),
    "explorer": ("Explorer", "探検家"),
    "chest": ("Chest (closed)", "宝箱(まだ開いていない)"),
    "crocodile": ("Crocodile trap", "ワニのわな"),
    "hole": ("Hole trap", "あなのわな"),
    "wall": ("Wall", "かべ"),
    "step_card": ("step", "1マス"),
    "dash_card": ("dash", "2マス"),
    "jump_card": ("jump", "ジャンプ"),
    "loop_card": ("loop", "くりかえし"),
    "die": ("die: {n} cards", "サイコロ: {n}枚まで"),
    "need_run": ("Press Run to watch the program.", "「実行」を押すとプログラムが動きます。"),
    "edited": ("The program changed: press Run again.", "プログラムが変わりました。もう一度「実行」を押そう。"),
}

register(MESSAGES)
register({f"gramin.ui.{k}": {"en": en, "ja": ja} for k, (en, ja) in UI.items()})
