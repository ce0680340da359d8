"""Helpers and worker scripts the tests import or start; no tests here."""
