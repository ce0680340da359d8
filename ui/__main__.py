"""``python -m ui``: start Dealer Trainer."""

import sys

from ui.app import main

sys.exit(main())
