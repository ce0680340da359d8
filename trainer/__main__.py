"""``python -m trainer``: the command line of :mod:`trainer.cli`."""

from trainer.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
