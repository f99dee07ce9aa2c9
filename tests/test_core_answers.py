"""One cap on every answer (gamewidgets.core.answers): an answer is read once, at most
MAX_ANSWER characters' worth, whatever its type; what is read keeps its shape; what is
quoted back is short and never raises."""

from __future__ import annotations

import itertools

import pytest

from gamewidgets.core.answers import MAX_ANSWER, MAX_DEPTH, AnswerError, bounded, echo, size


def test_answers_keep_their_shape():
    assert bounded("ann 2 = 7") == "ann 2 = 7"
    assert bounded(("ann", 2, 7)) == ("ann", 2, 7)  # a tuple stays a tuple: one card
    assert bounded([("ann", 2, 7), ("bob", 1, 0)]) == [("ann", 2, 7), ("bob", 1, 0)]
    assert bounded({7, 5}) == {5, 7}
    assert bounded(x for x in (1, 2)) == [1, 2]  # read once, into a list
    assert bounded(range(3)) == [0, 1, 2]
    assert bounded(None) is None and bounded(True) is True and bounded(2.5) == 2.5


def test_sizes_by_hand():
    """A text's letters; a number's digits plus one; a list's brackets, a comma per item
    and its items."""
    assert size("abc") == 3
    assert size(12345) == 6  # 5 digits from the bit length (17 bits x 0.30103 = 5.1 -> 6)
    assert size([1, 2]) == 2 + (1 + 2) * 2
    assert size("x" * MAX_ANSWER) == MAX_ANSWER
    assert size("x" * (MAX_ANSWER + 1)) == MAX_ANSWER + 1


@pytest.mark.parametrize("make", [
    lambda: "x" * (MAX_ANSWER + 1), lambda: 9 ** 9 ** 5, itertools.count,
    lambda: [["x"] * 10] * 300, lambda: itertools.repeat("a"), lambda: 10 ** 2000],
    ids=["text", "huge int", "endless", "nested", "repeat", "big int"])
def test_too_long_is_refused_before_it_is_read_whole(make):
    with pytest.raises(AnswerError) as err:
        bounded(make())
    assert err.value.message_id == "core.answer.too_long"
    assert err.value.text("en") == ("This answer is longer than 2000 characters, so it is not "
                                    "read: a right answer is much shorter.")


class Broken:
    def __iter__(self):
        raise RuntimeError("no")

    def __repr__(self):
        raise RuntimeError("no")


def broken_items():
    yield 1
    raise RuntimeError("no")


class Text(str):
    def __len__(self):
        raise RuntimeError("no")


@pytest.mark.parametrize("make", [Broken, broken_items, lambda: {"a": 1}, lambda: b"bytes",
                                  object, lambda: [[[[[[[[[1]]]]]]]]]],
                         ids=["broken", "raising items", "dict", "bytes", "object", "deep"])
def test_what_is_not_an_answer_is_refused(make):
    with pytest.raises(AnswerError) as err:
        bounded(make())
    assert err.value.message_id == "core.answer.kind"
    assert err.value.text("ja").endswith("は答えになっていません。文字か数、またはそれを並べた"
                                         "リストで答えます。")


def test_a_subclass_of_text_is_read_as_plain_text():
    """Its own methods are not called: they could raise, or lie about its length."""
    got = bounded(Text("abc"))
    assert got == "abc" and type(got) is str


def test_nesting_limit():
    deep = 1
    for _ in range(MAX_DEPTH):
        deep = [deep]
    assert bounded(deep) == deep
    with pytest.raises(AnswerError):
        bounded([deep])


def test_echo_is_short_and_never_raises():
    assert echo("abc") == "abc"
    assert echo("x" * 1000) == "x" * 79 + "…"
    assert echo(9 ** 9 ** 5) == "<int of 56,348 digits>"
    assert echo(Broken()) == "<Broken>"
    assert echo(list(range(10 ** 5))) == "<list of 100,000 items>"
    assert echo("\ud800") == "\\ud800"
    assert echo(("ann", 2)) == "('ann', 2)"
