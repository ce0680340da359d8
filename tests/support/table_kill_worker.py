"""The Table screen dealing a shoe until killed (tests/integration/test_table_kill.py).

Usage: ``python table_kill_worker.py DB_FILE RUN [cash]``. It opens the real screen, presenter and
store offscreen as the trainee ``chan.tm``. When a kept shoe is offered it clicks Resume, else
a new shoe is dealt (seed 4, six coups at the commission-box table; with ``cash``, players
buying in and colouring up at the 9-seat table without seat 4, issue 24). It prints
``ready SHOE STEPS COUP PHASE`` once the table is shown, then deals by the scripted dealer's
right steps (now and then a wrong deal first, then Enter to go on) and prints
``ack N COUP CELL RIGHT`` (flushed) from a slot connected after the screen's own: the line is
written only once step N's feedback is on screen, the trainee's acknowledgement.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

import ui  # noqa: F401  (installs the emit fix)
from tests.support.kdf_cost import use_test_cost
from tests.support.table_script import right_action
from trainer.baccarat.tableau import Hand
from trainer.store import open_store
from trainer.table import GradedStep, Phase, TableSettings
from trainer.table.session import Action
from ui.table.view import TableScreen

use_test_cost()  # the hashes the test wrote are checked at the test's cost
SETTINGS = TableSettings(fault_rate=0.3, max_coups=6, seats_filled=0.8)
CASH = TableSettings(fault_rate=0.3, max_coups=6, seats_filled=0.9, cash_steps=True)


def main(argv: list[str]) -> int:
    db_file, run = argv[0], int(argv[1])
    cash = argv[2:] == ["cash"]
    app = QApplication([])
    store = open_store(f"sqlite:///{db_file}")
    actor = store.authenticate("chan.tm", "1234")
    screen = TableScreen(store, actor)
    screen.resize(1024, 700)
    screen.show()
    presenter = screen.presenter
    if presenter.kept_shoe() is None:
        if cash:
            screen.preset(profile="mass-1000-9-seats", seed=4, settings=CASH)
        else:
            screen.preset(profile="commission-box-2000", seed=4, settings=SETTINGS)
    else:
        screen.enter()  # offers the kept shoe
        assert screen.resume_button is not None
        screen.resume_button.click()
    session = presenter.session
    assert session is not None
    print(f"ready {presenter.shoe_id} {len(session.steps)} {session.coup_number} "
          f"{session.phase.value}", flush=True)

    def acknowledge(step: GradedStep) -> None:
        print(f"ack {step.number} {step.coup} {step.cell} {int(step.right)}", flush=True)

    presenter.sig_step_graded.connect(acknowledge)
    rng = random.Random(run)

    def deal_one() -> None:
        live = presenter.session
        if live is None or live.finished:
            return
        if presenter.waiting:
            presenter.go_on()
        elif live.phase is Phase.DEAL and not live.state().late and rng.random() < 0.3:
            dealt = len(live.state().player) + len(live.state().banker)
            hand = Hand.BANKER if dealt % 2 == 0 else Hand.PLAYER
            presenter.act(Action("deal", (hand,)))  # out of order
        else:
            presenter.act(Action(*right_action(live)))
        QTimer.singleShot(0, deal_one)

    QTimer.singleShot(0, deal_one)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
