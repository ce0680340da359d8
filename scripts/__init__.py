"""Build-time and developer tools (not shipped in the wheel): ``python -m scripts.<tool>``."""
