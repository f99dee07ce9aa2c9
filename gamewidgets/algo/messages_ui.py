"""Catalogue entries of AlgoWidget: labels (``algo.ui.*``, sent to the browser), the
widget's sentences (``algo.widget.*``) and messages about the browser's intents
(``algo.error.intent.*``). Japanese game terms follow the seed (アタック, ステイ, 親, 山札).
"""

from gamewidgets.core.i18n import register, t

MESSAGES = {
    "algo.error.intent.shape": {
        "en": "The widget received a malformed message. Allowed types: {allowed}. Nothing was changed.",
        "ja": "ウィジェットが不正なメッセージを受け取りました。使える種類: {allowed}。何も変わっていません。",
    },
    "algo.error.intent.unknown": {
        "en": "Unknown action '{type}'. Allowed: {allowed}. Nothing was changed.",
        "ja": "「{type}」という操作はありません。使える操作: {allowed}。何も変わっていません。",
    },
    "algo.error.intent.int": {
        "en": "'{key}' must be a whole number, got {value}. Nothing was changed.",
        "ja": "「{key}」は整数でなければなりません({value} を受け取りました)。何も変わっていません。",
    },
    "algo.error.intent.number": {
        "en": "The declared number must be 0 to 11, got {value}. Nothing was changed.",
        "ja": "宣言する数字は 0 から 11 です({value} を受け取りました)。何も変わっていません。",
    },
    "algo.error.intent.hints": {
        "en": "Hint level must be one of {allowed}, got {value}.",
        "ja": "ヒントの段階は {allowed} のどれかです({value} を受け取りました)。",
    },
    "algo.error.intent.text": {
        "en": "A view must be text of at most {limit} characters.",
        "ja": "盤面は{limit}文字以内の文字列にしてください。",
    },
    "algo.error.intent.view_mode": {
        "en": "This widget shows a view only (no game is played): '{type}' is not possible. Edit the view instead.",
        "ja": "このウィジェットは盤面の推理だけを表示しています(ゲームはありません)。「{type}」はできません。盤面を編集してください。",
    },
    "algo.error.intent.game_mode": {
        "en": "'{type}' works only in a view-only widget (AlgoWidget(view=...)).",
        "ja": "「{type}」は盤面だけのウィジェット(AlgoWidget(view=...))でしか使えません。",
    },
    "algo.error.intent.not_your_turn": {
        "en": "It is {name}'s turn, not yours: press Next to see {name}'s attack.",
        "ja": "今は{name}の番です。「次へ」で{name}のアタックを見てください。",
    },
    "algo.error.intent.no_bot_turn": {
        "en": "There is no bot move to show now: {now}",
        "ja": "今は進めるボットの手がありません: {now}",
    },
    "algo.error.intent.round_not_over": {
        "en": "The round is not over yet, so there is no next round to deal: {now}",
        "ja": "まだラウンドは終わっていないので、次のラウンドは配れません: {now}",
    },
    "algo.error.intent.bad_view": {
        "en": "The view could not be read: {reason}",
        "ja": "盤面を読めませんでした: {reason}",
    },
    "algo.widget.hit": {
        "en": "{attacker} attacked {target} card {n} with {number}: hit! It is {card}.",
        "ja": "{attacker}が{target}{n}枚目に「{number}」でアタック: 当たり!{card}でした。",
    },
    "algo.widget.miss": {
        "en": "{attacker} attacked {target} card {n} with {number}: miss.",
        "ja": "{attacker}が{target}{n}枚目に「{number}」でアタック: はずれ。",
    },
    "algo.widget.revealed": {
        "en": " {name} turns {card} face up.",
        "ja": "{name}は{card}を表向きにします。",
    },
    "algo.widget.revealed_you": {
        "en": " You turn your {card} face up.",
        "ja": "あなたは{card}を表向きにします。",
    },
    "algo.widget.whose": {"en": "{name}'s", "ja": "{name}の"},
    "algo.widget.whose_you": {"en": "your", "ja": "あなたの"},
    "algo.widget.card": {"en": "{color} {number}", "ja": "{color}の{number}"},
    "algo.widget.you": {"en": "You", "ja": "あなた"},
    "algo.widget.bot": {"en": "Bot {n}", "ja": "ボット{n}"},
    "algo.widget.status.attack": {
        "en": "Your turn: you drew {card}. Choose an opponent's face-down card, a number, then Attack.",
        "ja": "あなたの番です。{card}を引きました。相手の伏せたカード、数字の順に選んで「アタック」。",
    },
    "algo.widget.status.attack_empty": {
        "en": "Your turn. The pile is empty: a miss only passes the turn. Choose a card, a number, then Attack.",
        "ja": "あなたの番です。山札がありません(はずれても手番が移るだけ)。カード、数字を選んで「アタック」。",
    },
    "algo.widget.status.attack_own": {
        "en": "Your turn. The pile is empty: click one of your own face-down cards as the attack card (a miss turns it face up), then a target, a number and Attack.",
        "ja": "あなたの番です。山札がありません。自分の伏せたカードを1枚アタックに使います(はずれると表向き)。自分のカード、相手のカード、数字を選んで「アタック」。",
    },
    "algo.widget.status.after_hit": {
        "en": "Attack again with the same card, or Stay (your card goes face down into your row).",
        "ja": "同じカードでもう一度アタックするか、ステイ(引いたカードを伏せて自分の列へ)。",
    },
    "algo.widget.status.place": {
        "en": "Miss. Choose where {card} goes in your row (smallest on the left; black before white).",
        "ja": "はずれ。{card}を自分の列のどこに入れるか選ぶ(左が小さい・同じ数字なら黒が先)。",
    },
    "algo.widget.status.bot": {
        "en": "{name}'s turn ({name} drew a {color} card). Press Next to see the attack.",
        "ja": "{name}の番です({name}は{color}のカードを引きました)。「次へ」でアタックを見ます。",
    },
    "algo.widget.status.bot_empty": {
        "en": "{name}'s turn (the pile is empty). Press Next to see the attack.",
        "ja": "{name}の番です(山札はありません)。「次へ」でアタックを見ます。",
    },
    "algo.widget.status.bot_after_hit": {
        "en": "{name} may attack again or stay. Press Next.",
        "ja": "{name}は続けてアタックするかステイします。「次へ」を押してください。",
    },
    "algo.widget.status.bot_place": {
        "en": "{name} missed and now puts the drawn card face up into their row. Press Next.",
        "ja": "{name}のアタックははずれ。引いたカードを表向きにして自分の列に並べます。「次へ」を押してください。",
    },
    "algo.widget.status.view": {
        "en": "Deduction from the view: {hidden} hidden cards, {certain} certain.",
        "ja": "盤面からの推理: 伏せたカード{hidden}枚、確定{certain}枚。",
    },
    "algo.widget.round_won": {
        "en": "{name} wins round {round} of {rounds}. Press Next round to deal again.",
        "ja": "第{round}ラウンド({rounds}ラウンド中)は{name}の勝ち。「次のラウンド」で配り直します。",
    },
    "algo.widget.game_won": {
        "en": "Game over after {rounds} rounds. Winner: {names}.",
        "ja": "{rounds}ラウンドでゲーム終了。勝者: {names}。",
    },
}

UI = {
    "widget": ("algo", "アルゴ"),
    "hints": ("Hints", "ヒント"),
    "hints.off": ("Off", "なし"),
    "hints.candidates": ("Candidates", "候補"),
    "hints.probabilities": ("Probabilities", "確率"),
    "hints_off": ("Hints are off. Choose Candidates or Probabilities to see the deduction.",
                  "ヒントはオフです。「候補」か「確率」を選ぶと推理が見えます。"),
    "show_prob": ("Exact probabilities", "正確な確率"),
    "pile": ("Pile: {n}", "山札: {n}枚"),
    "drawn_mine": ("Your drawn card", "引いたカード"),
    "drawn_by": ("{name} drew", "{name}が引いたカード"),
    "color.black": ("black", "黒"),
    "color.white": ("white", "白"),
    "card_known": ("{color} {number}", "{color}の{number}"),
    "card_hidden": ("{color}, face down", "{color}・伏せてある"),
    "face_up": (", face up", "・表向き"),
    "face_down_own": (", hidden from the others", "・相手には見えない"),
    "not_numbers": ("; not {list}", "・{list}ではない"),
    "card_label": ("{owner}, card {n}: {desc}", "{owner}の{n}枚目: {desc}"),
    "row_of": ("{name}'s row", "{name}の列"),
    "tag_open": ("open", "表"),
    "tag_secret": ("hidden", "伏せ"),
    "turn_marker": ("turn", "手番"),
    "first_player": ("first", "親"),
    "out": ("out", "脱落"),
    "wins": ("{n} round wins", "{n}勝"),
    "chips": ("{n} points", "{n}点"),
    "pick_target": ("Attack {card}", "{card}をねらう"),
    "use_own": ("Use as your attack card: {card}", "アタックに使う: {card}"),
    "put_here": ("Put the card at position {n}", "{n}番目に入れる"),
    "pick_card": ("1. Choose a face-down card of an opponent.", "1. 相手の伏せたカードを選ぶ。"),
    "target": ("Target: {name}, card {n}. 2. Choose a number.", "ねらい: {name}の{n}枚目。2. 数字を選ぶ。"),
    "numbers": ("Numbers", "数字"),
    "declare": ("Declare {n}", "「{n}」と宣言"),
    "attack": ("Attack", "アタック"),
    "attack_again": ("Attack again", "もう一度アタック"),
    "stay": ("Stay", "ステイ"),
    "advance": ("Next", "次へ"),
    "autoplay": ("Auto-play", "自動で進める"),
    "next_round": ("Next round", "次のラウンド"),
    "new_game": ("New game", "新しいゲーム"),
    "round_over": ("Round {n} is over", "第{n}ラウンド終了"),
    "game_over": ("Game over", "ゲーム終了"),
    "player": ("Player", "プレーヤー"),
    "round_wins": ("Round wins", "勝ったラウンド"),
    "points": ("Points", "点数"),
    "deduction": ("Deduction", "推理"),
    "grid": ("Candidate grid: hidden cards by numbers 0 to 11", "候補表: 伏せたカード × 数字0〜11"),
    "card": ("card", "カード"),
    "slot": ("{name}, card {n}", "{name}の{n}枚目"),
    "slot_short": ("#{n}", "{n}枚目"),
    "color_letter.black": ("B", "黒"),
    "color_letter.white": ("W", "白"),
    "step_rest": ("All {n} steps are applied: this is what logic says. Press First or Back to replay them one at a time.",
                  "{n}ステップの推理をすべて適用した結果です。「最初」か「1つ戻る」で1つずつ見直せます。"),
    "certain": ("= {n} certain", "= {n} 確定"),
    "cell_open": ("{n} is still possible: nothing rules it out so far",
                  "{n}の可能性あり(ここまでの推理では否定されない)"),
    "cell_certain": ("{n}: certain (the only number left)", "{n}: 確定(残りはこれだけ)"),
    # the percentage (the cell's visible text) outside the parentheses: it must be part
    # of the spoken name for voice control
    "cell_prob": ("{n} is still possible: probability {p} ({frac})", "{n}の可能性あり: 確率 {p}({frac})"),
    "cell_out": ("{n} is ruled out ({reason})", "{n}はありえない({reason})"),
    "cell_out_why": ("{n} is ruled out ({reason}): {why}", "{n}はありえない({reason}): {why}"),
    "cell_name": ("{card}: {state}", "{card}: {state}"),
    "legend": ("Why a number is ruled out", "ありえない理由"),
    "reason.seen": ("seen card", "見えているカード"),
    "reason.seen.letter": ("S", "見"),
    "reason.order": ("order rule", "並び順"),
    "reason.order.letter": ("O", "順"),
    "reason.failed_guess": ("failed attack", "はずれたアタック"),
    "reason.failed_guess.letter": ("F", "外"),
    "reason.counting": ("counting", "数え上げ"),
    "reason.counting.letter": ("C", "数"),
    "reason.propagation": ("propagation", "連鎖"),
    "reason.propagation.letter": ("P", "連"),
    "steps": ("Step through the deduction", "推理を1つずつ見る"),
    "first": ("First", "最初"),
    "back": ("Back", "1つ戻る"),
    "step": ("Step", "1つ進む"),
    "last": ("Last", "最後"),
    "step_no": ("step {i} / {n}", "ステップ {i} / {n}"),
    "step_start": ("Before any inference: every number is open. Press Step.",
                   "推理の前: どの数字もありえます。「1つ進む」を押してください。"),
    "keys": ("Keys: Tab next control · Enter/Space press · grid: arrow keys, Home, End · "
             "step buttons: ← → back/step, Home/End first/last",
             "キー操作: Tab 次の操作へ · Enter/Space 押す · 候補表: 矢印キー、Home、End · "
             "ステップのボタン: ← → 戻る/進む、Home/End 最初/最後"),
    "prob_at_end": ("Probabilities are shown at the last step.", "確率は最後のステップで表示します。"),
    "worlds": ("{n} deals fit what you see; each is equally likely.",
               "見えている情報に合う配り方は{n}通り(どれも同じ確からしさ)。"),
    "no_hidden": ("No face-down card of another player is left.", "相手の伏せたカードは残っていません。"),
    "history": ("Attack history", "アタックの記録"),
    "history_empty": ("No attacks yet.", "まだアタックはありません。"),
    "round_no": ("Round {n}", "第{n}ラウンド"),
    "view_text": ("View (edit, then press Enter or Apply)", "盤面(編集して Enter か「反映」)"),
    "apply": ("Apply", "反映"),
}

register(MESSAGES)
register({f"algo.ui.{k}": {"en": en, "ja": ja} for k, (en, ja) in UI.items()})


def card_text(token: str | None, lang: str) -> str:
    """A card token as words: ``"W5"`` -> ``"white 5"`` / ``"白の5"``; None -> ``""``."""
    if not token:
        return ""
    color = "white" if token[0] in "Ww" else "black"
    return t("algo.widget.card", lang, color=t(f"algo.ui.color.{color}", lang),
             number=token[1:])


def record_text(name_of, lang: str, h: dict) -> str:
    """One public attack record as a sentence for the history list.

    Parameters
    ----------
    name_of : callable
        Seat -> display name; seat 0 is the student ("You", "your card").
    lang : {"en", "ja"}
    h : dict
        A record of ``AlgoGame.history``: ``attacker``, ``target``, ``index`` (0-based),
        ``number``, ``hit``, ``card`` (token, on a hit), ``revealed`` (token of the
        attacker's card turned face up by a miss, or None).

    Returns
    -------
    str
        E.g. "Bot 1 attacked your card 3 with 7: hit! It is white 7."
    """
    target = (t("algo.widget.whose_you", lang) if h["target"] == 0
              else t("algo.widget.whose", lang, name=name_of(h["target"])))
    text = t("algo.widget.hit" if h["hit"] else "algo.widget.miss", lang,
             attacker=name_of(h["attacker"]), target=target, n=h["index"] + 1,
             number=h["number"], card=card_text(h.get("card"), lang))
    if not h["hit"] and h.get("revealed"):
        text += t("algo.widget.revealed_you" if h["attacker"] == 0 else "algo.widget.revealed",
                  lang, card=card_text(h["revealed"], lang), name=name_of(h["attacker"]))
    return text
