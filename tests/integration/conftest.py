"""Fixtures the integration tests share with the unit modules they were moved out of."""

from tests.unit.test_backup import live, school  # noqa: F401  (the backup tests' school)
