"""One seat spec for every game widget (gamewidgets.core.seats): ``players=[...]`` where
``None`` or a name is a person and ``"bot:<name>"`` a bot; the old keywords still work,
with a DeprecationWarning; one ``bot_game`` and one ``MAX_STEPS`` for every game."""

from __future__ import annotations

import warnings

import pytest

from gamewidgets.algo import AlgoWidget
from gamewidgets.algo.bots import BOTS as ALGO_BOTS
from gamewidgets.core.bots import MAX_STEPS, BotRegistry
from gamewidgets.core.seats import Seat, parse_players, seat_spec
from gamewidgets.goblin import GoblinWidget
from gamewidgets.goblin.bots import BOTS as GOBLIN_BOTS
from gamewidgets.gramin import GraminGameWidget
from gamewidgets.gramin.bots import BOTS as GRAMIN_BOTS


class Idle:
    name = "idle"

    def act(self, state, player):  # pragma: no cover - never asked to act here
        raise AssertionError


def test_parse_players_reads_each_entry_once():
    bot = Idle()
    seats = parse_players(["Ann", None, "bot:planner", "ｂｏｔ：ｓｉｍｐｌｅ", " Ben ", bot],
                          GRAMIN_BOTS)
    assert seats == (Seat(0, name="Ann"), Seat(1), Seat(2, bot="planner"),
                     Seat(3, bot="simple"), Seat(4, name="Ben"), Seat(5, bot=bot))
    assert [s.person for s in seats] == [True, True, False, False, True, False]
    assert [seat_spec(s) for s in seats] == ["Ann", None, "bot:planner", "bot:simple", "Ben",
                                             "bot:idle"]  # as typed, half-width
    assert parse_players(["bot"], GRAMIN_BOTS, aliases={"bot": "simple"}) \
        == (Seat(0, bot="simple"),)
    assert parse_players(["bot"], GRAMIN_BOTS) == (Seat(0, name="bot"),)  # no alias: a name
    with pytest.raises(ValueError, match="unknown bot 'genius'; known: simple, planner"):
        parse_players(["Ann", "bot:genius"], GRAMIN_BOTS)
    with pytest.raises(ValueError, match="unknown bot policy 'genius'"):
        parse_players(["bot:genius"], GOBLIN_BOTS, noun="bot policy")
    with pytest.raises(ValueError, match="seat 2: a person's name is not empty"):
        parse_players(["Ann", "  "], GRAMIN_BOTS)
    with pytest.raises(ValueError, match="seat 1: a name, None"):
        parse_players([3], GRAMIN_BOTS)
    with pytest.raises(ValueError, match="a list of seats"):
        parse_players("Ann", GRAMIN_BOTS)


# the same players=[...] in every game: a named person, an unnamed person, a bot
SPECS = {
    "gramin": (lambda players, **kw: GraminGameWidget(players, **kw), "bot:planner"),
    "algo": (lambda players, **kw: AlgoWidget(players, **kw), "bot:logical"),
    "goblin": (lambda players, **kw: GoblinWidget(players, **kw), "bot:cooperator"),
}


def names_of(w, game: str) -> list[str]:
    if game == "gramin":
        return w.names
    if game == "algo":
        return [row["name"] for row in w.players]
    return [p["name"] for p in w.players]


@pytest.mark.parametrize("game", SPECS)
def test_every_game_widget_takes_players_with_the_same_meaning(game):
    make, bot = SPECS[game]
    players = ["Ann", None, bot]
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)  # the new spelling never warns
        en, ja = make(players, seed=1), make(players, seed=1, lang="ja")
    for w, names in ((en, {"gramin": ["Ann", "Player 2", "Bot 3"],
                           "algo": ["Ann", "Player 2", "Bot 2"],
                           "goblin": ["Ann", "Goblin 2", "Cooperator 3"]}),
                     (ja, {"gramin": ["Ann", "プレーヤー2", "ボット3"],
                           "algo": ["Ann", "プレーヤー2", "ボット2"],
                           "goblin": ["Ann", "ゴブリン2", "協力ボット3"]})):
        assert names_of(w, game) == names[game]
    # people at seats 0 and 1 share the screen; seat 2 is a bot that acts by itself
    for w in (en, ja):
        bots = w._bots if game != "goblin" else w._flow.bots
        assert [b is None for b in bots] == [True, True, False]
        assert type(bots[2]).__name__.lower().startswith(bot[4:].replace("_", ""))
    en.lang = "ja"  # a default name follows the language, a given one stays
    assert names_of(en, game)[:2] == ["Ann", {"gramin": "プレーヤー2", "algo": "プレーヤー2",
                                               "goblin": "ゴブリン2"}[game]]
    with pytest.raises(ValueError, match="unknown bot"):
        make(["Ann", None, "bot:genius"])


def test_the_old_keywords_are_aliases_that_warn():
    with pytest.warns(DeprecationWarning, match="players="):
        old = GoblinWidget(n_players=4, bots=["random", "cooperator"], seed=2)
    new = GoblinWidget([None, None, "bot:random", "bot:cooperator"], seed=2)
    assert old.players == new.players and old._policies == new._policies
    with pytest.warns(DeprecationWarning, match="players="):
        old = AlgoWidget(n_players=3, bots=["logical", None], seed=2)
    new = AlgoWidget([None, "bot:logical", None], seed=2)
    assert old.players == new.players and old._people == new._people == (0, 2)
    with pytest.warns(DeprecationWarning):
        assert AlgoWidget(2, "random").players == AlgoWidget([None, "bot:random"]).players
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        assert AlgoWidget().players == AlgoWidget([None, "bot:probabilistic"]).players
        GoblinWidget()
    with pytest.raises(ValueError, match="student's"):
        AlgoWidget(["bot:random", None])
    with pytest.raises(ValueError, match="2, 3 or 4 seats"):
        AlgoWidget([None])


def test_one_bot_game_and_one_step_cap_for_every_game():
    for registry in (GRAMIN_BOTS, ALGO_BOTS, GOBLIN_BOTS):
        assert isinstance(registry, BotRegistry)
    import gamewidgets.algo.bots as algo_bots
    import gamewidgets.goblin.bots as goblin_bots
    import gamewidgets.gramin.bots as gramin_bots

    assert goblin_bots.MAX_STEPS == gramin_bots.MAX_STEPS == MAX_STEPS == 100_000
    for module, bots in ((gramin_bots, ["simple", "planner"]),
                         (algo_bots, ["logical", "random"]),
                         (goblin_bots, ["cooperator", "random", "free_rider"])):
        game = module.bot_game(bots, seed=4)
        again = module.bot_game(bots, seed=4)
        assert game.is_terminal and game.to_dict() == again.to_dict()
    # Goblin's bot games stay on the lean path: no step records
    assert goblin_bots.bot_game(["cooperator"] * 3, seed=0).last_steps == []
