"""Tests across processes, installs and builds (slow)."""
