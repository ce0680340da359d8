"""The bundle's entry point (PyInstaller runs this file): the same ``main`` as the wheel's."""

import sys

from ui.app import main

if __name__ == "__main__":
    sys.exit(main())
