"""An exam's Table section with the card holders' squeeze (art. 16) sat by keys on a desk
opened over the school server: the server sends each card lying face down as None, the felt
draws its back, the very pixels a desk that deals the table itself draws; the sealed result
is the server's. English and Traditional Chinese; a screenshot of the felt with the cards
face down in docs/screenshots/exam-server-squeeze-*.png.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from tests.gui.test_exam_remote_desk import SHOTS, table_section_over_server
from tests.gui.test_exam_table import FEEDBACK_WORDS, key_for, select, visible_text
from tests.gui.test_table_squeeze import VIP, holder_bet
from tests.support.exam_table import table_spec
from tests.support.school_server import ServerClock
from tests.support.server_exams import live_sitting
from tests.support.table_script import right_action
from trainer.auth import Actor
from trainer.cards import Card
from trainer.exams.records import SealStatus
from trainer.server.client_exam import RemoteExamSession
from trainer.server.exam_table import RemoteTable
from trainer.store import Store, open_store
from trainer.table import TableSession
from trainer.table.squeeze import DEALER
from ui.i18n import Translations

NO_FEEDBACK = tuple(w for w in FEEDBACK_WORDS if w != "art. ")
"""The words of feedback (the squeeze table's "Card holders (art. 16)" is its house rule)."""


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """The school's database on the server's clock (overrides the shared fixture)."""
    opened = open_store(None, data_dir=tmp_path, clock=ServerClock())
    yield opened
    opened.close()


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_trainee_sits_a_squeeze_section_by_keys_over_the_server(
        qtbot, store: Store, instructor: Actor, trainee: Actor, prefs: QSettings,
        translations: Translations, tmp_path: Path, language: str) -> None:
    with table_section_over_server(
            qtbot, store, instructor, trainee, prefs, translations, tmp_path, language,
            table_spec(profile=VIP, squeeze=True, coups=1)) as (server, desk):
        view = desk.sitting_view
        qtbot.waitUntil(view.desk.isVisible)
        session = desk.sitting.session
        assert isinstance(session, RemoteExamSession)
        assert isinstance(session.table, RemoteTable)
        face_down = passes = 0
        shot = False
        while not desk.sitting.ended:
            table = live_sitting(server.app).table  # the oracle: never on the desk
            assert isinstance(table, TableSession) and table.squeezing
            ours, shown = table.state(), view.desk.state
            assert ours.squeeze is not None and shown is not None
            down = sum(card is None for card in (*shown.player, *shown.banker))
            assert down == sum(ours.squeeze.hidden)  # no value of a card face down
            assert [c for c in (*shown.player, *shown.banker) if isinstance(c, Card)] == [
                c for hand, cards in ((0, ours.player), (1, ours.banker))
                for c in cards[:len(cards) - ours.squeeze.hidden[hand]]]
            face_down += down
            name, args = right_action(table)
            if name == "pass_cards" and not shot:
                # The felt the server's desk draws: the pixels of the engine's own state.
                felt = view.desk.felt
                sent = felt.grab().toImage()
                felt.set_state(ours, view.desk.selected)
                assert felt.grab().toImage() == sent
                felt.set_state(shown, view.desk.selected)
                if SHOTS:
                    view.window().grab().save(
                        str(Path(SHOTS) / f"exam-server-squeeze-{language}.png"))
                shot = True
            before = len(table.steps)
            if name in ("pass_cards", "pass_third"):
                hand, seat = args
                view.desk.felt.setFocus()
                if seat == DEALER:
                    qtbot.keyClick(view.desk.felt, Qt.Key.Key_K)
                else:
                    select(qtbot, view.desk, holder_bet(ours, seat, hand))
                    qtbot.keyClick(view.desk.felt, Qt.Key.Key_G)
                passes += 1
            else:
                key_for(qtbot, view.desk, name, args)
            assert len(table.steps) == before + 1 or desk.sitting.ended, (
                name, args, view.desk.refusal.text())
            assert not any(w in visible_text(view) for w in NO_FEEDBACK)
        assert shot and passes >= 2 and face_down >= 4
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.result_view)
        result = desk.result_view.result
        assert result is not None and result.score == result.max_score
        [stored] = store.exams.results(instructor, trainee.user_id)
        assert stored.seal is SealStatus.OK and stored.score == result.score
