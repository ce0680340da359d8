"""Dealer Trainer's data files, as installed from the wheel: ``resources/`` and ``lessons/``.

In a source checkout this package is empty: the folders live at the top of the repository and
``setup.py`` copies them in here when it builds the wheel. Find them with
:func:`trainer.datafiles.data_dir`, never through this package directly.
"""
