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
    "widget": ("Gramin Expedition", "グラミン探検隊"),
    "board": ("Board", "ボード"),
    "square": ("square ({row}, {col})", "マス ({row}, {col})"),
    "chest": ("treasure chest (face down)", "宝箱(ふせてある)"),
    "opened": ("opened: {label}", "ひらいた: {label}"),
    "explorer": ("explorer", "探検隊"),
    "explorer_at": ("Explorer at ({row}, {col})", "探検隊は ({row}, {col})"),
    "trap.crocodile": ("crocodile", "ワニ"),
    "trap.hole": ("hole", "あな"),
    "trap.wall": ("wall", "かべ"),
    "hand": ("Cards", "カード"),
    "die": ("Die: {n} cards (loop cards are free)", "サイコロ: {n}枚まで(くりかえしカードは数えない)"),
    "add": ("Add {card}", "{card} を置く"),
    "kind.step": ("step", "1マス"),
    "kind.dash": ("dash", "2マス"),
    "kind.jump": ("jump", "ジャンプ"),
    "kind.loop_open": ("repeat", "くりかえし"),
    "kind.loop_open_n": ("repeat {n} times", "{n}回くりかえし"),
    "kind.loop_close": ("end repeat", "ここまで"),
    "kind.unknown": ("unknown card", "わからないカード"),
    "dir.up": ("up", "上"),
    "dir.right": ("right", "右"),
    "dir.down": ("down", "下"),
    "dir.left": ("left", "左"),
    "program": ("Program", "プログラム"),
    "card_count": ("{n} cards", "{n} 枚"),
    "empty_program": ("Click a card to start your program.", "カードをクリックしてプログラムを作ろう。"),
    "run": ("Run", "実行"),
    "clear": ("Clear", "全部消す"),
    "turn": ("Turn card {n} ({card})", "{n}枚目({card})の向きを変える"),
    "remove": ("Remove card {n} ({card})", "{n}枚目({card})を取る"),
    "move_left": ("Move card {n} left", "{n}枚目を左へ"),
    "move_right": ("Move card {n} right", "{n}枚目を右へ"),
    "player": ("Step through", "1つずつ見る"),
    "first": ("First", "最初"),
    "back": ("Back", "1つ戻る"),
    "play": ("Play", "再生"),
    "pause": ("Pause", "一時停止"),
    "step": ("Step", "1つ進む"),
    "last": ("Last", "最後"),
    "step_over": ("Step over loop", "くりかえしを一気に"),
    "speed": ("Speed", "速さ"),
    "slow": ("Slow", "ゆっくり"),
    "normal": ("Normal", "ふつう"),
    "fast": ("Fast", "はやい"),
    "slider": ("Frame", "コマ"),
    "frame": ("frame {i} / {n}", "コマ {i} / {n}"),
    "go_frame": ("Go to frame {i}", "コマ {i} へ"),
    "iteration": ("repeat {i} of {n}", "くりかえし {n}回中 {i}回目"),
    "cards_used": ("cards laid", "置いたカード"),
    "cards_run": ("cards run", "実行したカード"),
    "squares_moved": ("squares moved", "進んだマス"),
    "score": ("score", "得点"),
    "unrolled": ("Runs as:", "実行の順番:"),
}

register(MESSAGES)
register({f"gramin.ui.{k}": {"en": en, "ja": ja} for k, (en, ja) in UI.items()})
