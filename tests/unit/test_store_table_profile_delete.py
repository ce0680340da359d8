"""Deleting a table profile by compare-and-set, on SQLite and PostgreSQL: a junk version is
refused and deletes nothing, a second delete and a stale version are refused, and the
deletion names the profile as saving does."""

from __future__ import annotations

from typing import Any

import pytest

from trainer.auth import Actor
from trainer.baccarat.table import DEFAULT_PROFILES
from trainer.store import Store

MASS = DEFAULT_PROFILES["mass-300"].to_dict()


# ---- deleting a table profile by compare-and-set --------------------------------------------


@pytest.mark.parametrize("junk", [True, "1", 1.0, [1]])
def test_deleting_a_profile_with_a_junk_version_is_refused_and_deletes_nothing(
    store: Store, instructor: Actor, junk: Any
) -> None:
    """A version that is not a whole number is a caller's mistake: refused before the
    database is asked (True would be compared as a boolean, an error on PostgreSQL and
    version 1 on SQLite)."""
    saved = store.table_profiles.save(instructor, "VIP 80k", MASS, loaded=0)
    assert saved.row_version == 1
    with pytest.raises(TypeError):
        store.table_profiles.delete(instructor, "VIP 80k", loaded=junk)
    assert [p.name for p in store.table_profiles.list(instructor)] == ["VIP 80k"]


def test_deleting_a_profile_twice_and_a_stale_version(store: Store, instructor: Actor) -> None:
    store.table_profiles.save(instructor, "VIP 80k", MASS, loaded=0)
    store.table_profiles.save(instructor, "VIP 80k", MASS, loaded=1)
    from trainer.errors import ChangedElsewhere

    with pytest.raises(ChangedElsewhere):
        store.table_profiles.delete(instructor, "VIP 80k", loaded=1)
    with pytest.raises(ChangedElsewhere):
        store.table_profiles.delete(instructor, "VIP 80k", loaded=-1)
    assert store.table_profiles.delete(instructor, "VIP 80k", loaded=2)
    assert not store.table_profiles.delete(instructor, "VIP 80k", loaded=2)
    assert not store.table_profiles.delete(instructor, "VIP 80k")


def test_deleting_a_profile_names_it_as_saving_does(store: Store, instructor: Actor) -> None:
    """Save stores a name trimmed and in NFC; delete must find it by the same name as the
    user typed it (blanks around, a decomposed 'é'), and refuse in words a name no
    database can hold (a NUL: PostgreSQL refuses it), as save does."""
    import unicodedata

    from trainer.errors import StoreError

    store.table_profiles.save(instructor, "Salão VIP", MASS, loaded=0)
    assert store.table_profiles.delete(instructor, "  Salão VIP ", loaded=1)
    store.table_profiles.save(instructor, "Salão VIP", MASS, loaded=0)
    assert store.table_profiles.delete(instructor, unicodedata.normalize("NFD", "Salão VIP"))
    assert store.table_profiles.list(instructor) == []
    with pytest.raises(StoreError) as refused:
        store.table_profiles.delete(instructor, "VIP\x00")
    assert refused.value.code == "name_unstorable"



REMOTE_VARIANT = True
