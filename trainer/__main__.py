"""``python -m trainer``: the command line of :mod:`trainer.cli`."""

from trainer.cli import main

raise SystemExit(main())
