"""Two trainees with one display name are told apart by their sign-in names (issue 25 point 15)."""

from __future__ import annotations

from trainer.names import shared_display_names, told_apart


def test_a_shared_display_name_gets_the_sign_in_name_beside_it() -> None:
    people = [(1, "陳大文"), (2, "陳大文"), (3, "Amy"), (3, "Amy"), (4, "amy lee"), (5, "AMY LEE")]
    shared = shared_display_names(people)
    assert shared == {"陳大文", "amy lee"}
    assert told_apart("陳大文", "chan1", shared) == "陳大文 (chan1)"
    assert told_apart("AMY LEE", "lee5", shared) == "AMY LEE (lee5)"
    assert told_apart("Amy", "amy", shared) == "Amy"  # one person, twice: nothing to tell apart


def test_a_list_of_distinct_names_is_left_as_it_was() -> None:
    assert shared_display_names([(1, "A"), (2, "B")]) == frozenset()
    assert told_apart("A", "a1", frozenset()) == "A"
