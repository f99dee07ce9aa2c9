"""What every game's rule tests check of a refused action."""

from __future__ import annotations

import pytest

from gamewidgets.core.errors import GameRuleError


def refused_unchanged(error: type[GameRuleError], g, call, *needles):
    """``call()`` raises the game's ``error``; the game ``g`` is exactly as before (its
    save), the message holds each of ``needles`` and reads differently in Japanese.
    Returns the error."""
    before = g.to_dict()
    with pytest.raises(error) as info:
        call()
    assert g.to_dict() == before
    assert isinstance(info.value, GameRuleError)
    text = str(info.value)
    for needle in needles:
        assert needle in text, text
    assert info.value.text("ja") != text
    return info.value
