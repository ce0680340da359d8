"""Table profiles are saved by compare-and-set (issue 16 point 7): two desks (two store
connections to one database, SQLite and PostgreSQL) edit one profile; the second save is
refused with the stored one and never overwrites it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.errors import ChangedElsewhere
from trainer.store import Store, open_store
from trainer.store.models import TableProfile

MASS = DEFAULT_PROFILES["mass-300"].to_dict()


@pytest.fixture
def desk_b(store: Store, store_url: str, instructor: Actor) -> Iterator[tuple[Store, Actor]]:
    other = open_store(store_url, lock_timeout=1.0)
    yield other, other.authenticate("mdeus", "teacher-pass")
    other.close()


def test_a_second_desk_saving_a_changed_profile_is_refused(
    store: Store, instructor: Actor, desk_b: tuple[Store, Actor]
) -> None:
    b, boss_b = desk_b
    created = store.table_profiles.save(instructor, "VIP 80k", {**MASS, "minimum": "80000",
                                                                "maximum": "2000000"}, loaded=0)
    assert created.row_version == 1
    (seen_a,) = store.table_profiles.list(instructor)
    (seen_b,) = b.table_profiles.list(boss_b)
    assert seen_a.row_version == seen_b.row_version == 1
    store.table_profiles.save(instructor, "VIP 80k", {**seen_a.rules, "maximum": "3000000"},
                              loaded=seen_a.row_version)
    with pytest.raises(ChangedElsewhere) as refused:
        b.table_profiles.save(boss_b, "VIP 80k", {**seen_b.rules, "maximum": "1000000"},
                              loaded=seen_b.row_version)
    theirs = refused.value.theirs
    assert isinstance(theirs, TableProfile) and theirs.rules["maximum"] == "3000000"
    assert refused.value.version == 2
    (stored,) = b.table_profiles.list(boss_b)
    assert (stored.rules["maximum"], stored.row_version) == ("3000000", 2)  # not overwritten
    # Keep editing on top of theirs: the save carries their version and goes through.
    kept = b.table_profiles.save(boss_b, "VIP 80k", {**theirs.rules, "maximum": "1000000"},
                                 loaded=theirs.row_version)
    assert kept.row_version == 3
    (now_a,) = store.table_profiles.list(instructor)
    assert now_a.rules["maximum"] == "1000000"


def test_two_desks_creating_one_name_do_not_overwrite(
    store: Store, instructor: Actor, desk_b: tuple[Store, Actor]
) -> None:
    b, boss_b = desk_b
    store.table_profiles.save(instructor, "Hall 5", MASS, loaded=0)
    with pytest.raises(ChangedElsewhere) as refused:
        b.table_profiles.save(boss_b, "Hall 5", {**MASS, "minimum": "500"}, loaded=0)
    assert isinstance(refused.value.theirs, TableProfile)
    # Deleted on desk A while desk B edits: B's save is refused too (theirs: none).
    (seen,) = b.table_profiles.list(boss_b)
    store.table_profiles.delete(instructor, "Hall 5")
    with pytest.raises(ChangedElsewhere) as gone:
        b.table_profiles.save(boss_b, "Hall 5", seen.rules, loaded=seen.row_version)
    assert gone.value.theirs is None and gone.value.version == 0


def test_deleting_a_profile_changed_on_another_desk_is_refused(
    store: Store, instructor: Actor, desk_b: tuple[Store, Actor]
) -> None:
    """Desk B deletes the profile as it saw it; desk A saved a change meanwhile: B's delete
    is refused with A's version and nothing is deleted. Deleting the version shown goes
    through; one already removed elsewhere is False, not an error."""
    b, boss_b = desk_b
    store.table_profiles.save(instructor, "VIP 80k", {**MASS, "minimum": "80000",
                                                    "maximum": "2000000"}, loaded=0)
    (seen_b,) = b.table_profiles.list(boss_b)
    (seen_a,) = store.table_profiles.list(instructor)
    store.table_profiles.save(instructor, "VIP 80k", {**seen_a.rules, "maximum": "3000000"},
                              loaded=seen_a.row_version)
    with pytest.raises(ChangedElsewhere) as refused:
        b.table_profiles.delete(boss_b, "VIP 80k", loaded=seen_b.row_version)
    theirs = refused.value.theirs
    assert isinstance(theirs, TableProfile) and theirs.rules["maximum"] == "3000000"
    assert refused.value.version == 2
    assert [p.name for p in store.table_profiles.list(instructor)] == ["VIP 80k"]
    assert b.table_profiles.delete(boss_b, "VIP 80k", loaded=theirs.row_version)
    assert store.table_profiles.list(instructor) == []
    assert not store.table_profiles.delete(instructor, "VIP 80k", loaded=2)


REMOTE_VARIANT = True
