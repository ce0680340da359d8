"""Telling trainees apart when two share a display name.

A school may have two 陳大文 in one cohort; wherever a proctor or an instructor picks one
(the roster, homework, the proctor console, exam results) the display name alone would not
say which. The sign-in name is unique, so it goes beside a display name that another trainee
on the same list shares, and nowhere else (a list of distinct names stays as it was).
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Iterable


def shared_display_names(people: Iterable[tuple[Hashable, str]]) -> frozenset[str]:
    """The display names (case-folded) that two or more different people share.

    Parameters
    ----------
    people
        ``(who, display_name)`` pairs, ``who`` anything that tells two people apart (a user
        id, a sign-in name); one person listed twice (two sittings) shares with no one.
    """
    seen: dict[str, set[Hashable]] = {}
    for who, display_name in people:
        seen.setdefault(display_name.casefold(), set()).add(who)
    return frozenset(name for name, whos in seen.items() if len(whos) > 1)


def told_apart(display_name: str, name: str, shared: Collection[str]) -> str:
    """``display_name``, with the sign-in ``name`` beside it when it is one of ``shared``
    (from :func:`shared_display_names`): "陳大文 (chan2)"."""
    if display_name.casefold() in shared:
        return f"{display_name} ({name})"
    return display_name
