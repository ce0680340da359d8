"""An exam's Sam Kong Table section sat by keys on a desk opened over the school server: the
server sends each card lying face down (from the deal until the hands are turned for the
levels) as None, the felt draws its back, the very pixels a desk that deals the table itself
draws; a key out of turn is refused in the Sam Kong table's words; the sealed result is the
server's. English and Traditional Chinese; a screenshot of the felt with the cards face down
in docs/screenshots/exam-server-samkong-*.png when DEALER_TRAINER_SHOTS says where.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QSettings, Qt

from tests.gui.test_exam_remote_desk import SHOTS, table_section_over_server
from tests.gui.test_exam_samkong_table import FEEDBACK_WORDS, visible_text
from tests.gui.test_samkong_table import by_keys
from tests.support.exam_samkong import samkong_spec, wrong_of
from tests.support.school_server import ServerClock
from tests.support.server_exams import live_sitting
from trainer.auth import Actor
from trainer.cards import Card
from trainer.exams.records import SealStatus
from trainer.server.client_exam import RemoteExamSession
from trainer.server.exam_table import RemoteTable
from trainer.store import Store, open_store
from trainer.table.samkong.model import SHOWN_FROM, SamKongPhase
from trainer.table.samkong.session import SamKongSession
from trainer.table.session import Action
from ui.i18n import Translations

NOT_NOW = {"en": "Not now: that is not this step of the round."}
"""The Sam Kong table's words for a key out of turn (the baccarat Table's differ)."""


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """The school's database on the server's clock (overrides the shared fixture)."""
    opened = open_store(None, data_dir=tmp_path, clock=ServerClock())
    yield opened
    opened.close()


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_a_trainee_deals_a_samkong_section_by_keys_over_the_server(
        qtbot, store: Store, instructor: Actor, trainee: Actor, prefs: QSettings,
        translations: Translations, tmp_path: Path, language: str) -> None:

    with table_section_over_server(
            qtbot, store, instructor, trainee, prefs, translations, tmp_path, language,
            samkong_spec(coups=1, fault_percent=30)) as (server, desk):
        view = desk.sitting_view
        sk = view.samkong_desk
        qtbot.waitUntil(sk.isVisible)
        session = desk.sitting.session
        assert isinstance(session, RemoteExamSession)
        assert isinstance(session.table, RemoteTable)
        assert sk.state is not None and sk.state.phase is SamKongPhase.CUT
        # A key out of turn: refused on the server, said in the Sam Kong table's words.
        table = live_sitting(server.app).table  # the oracle: never on the desk
        assert isinstance(table, SamKongSession)
        sk.felt.setFocus()
        qtbot.keyClick(sk.felt, Qt.Key.Key_W)  # a door's result: not now
        assert table.steps == []
        assert sk.refusal.text() == view.presenter.samkong_words.refusal(
            "out_of_turn", SamKongPhase.CUT)
        if language in NOT_NOW:
            assert sk.refusal.text() == NOT_NOW[language]
        # An action the server's table refuses (the shoe closed in the cut: a button's
        # action sent out of turn) comes back refused, said in the same words.
        sk.refusal.say("")
        sk.sig_action_requested.emit(Action("close_shoe", ()))
        assert table.steps == []
        assert sk.refusal.text() == view.presenter.samkong_words.refusal(
            "out_of_turn", SamKongPhase.CUT)
        shim = SimpleNamespace(samkong_desk=sk)
        face_down = face_up = 0
        wrong, shot = True, False
        while not desk.sitting.ended:
            table = live_sitting(server.app).table
            assert isinstance(table, SamKongSession)
            ours, shown = table.state(), sk.state
            assert shown is not None
            sent = [c for hand in (*shown.hands, shown.banker) for c in hand]
            dealt = [c for hand in (*ours.hands, ours.banker) for c in hand]
            if ours.phase in SHOWN_FROM:
                assert shown == ours
            else:  # no value of a card face down, but one exposed in the deal
                assert [c for c in sent if isinstance(c, Card)] == [
                    c for c in dealt if c in ours.exposed
                    or (ours.irregular is not None and c == ours.irregular.card)]
            face_down += sent.count(None)
            face_up += len(sent) - sent.count(None)
            name, args = table.next_right()
            if len(dealt) >= 6 and ours.phase not in SHOWN_FROM and not shot:
                # The felt the server's desk draws: the pixels of the engine's own state.
                felt = sk.felt
                drawn = felt.grab().toImage()
                felt.set_state(ours, felt.selected, felt.bet_words, felt.text,
                               felt.level_words)
                assert felt.grab().toImage() == drawn
                felt.set_state(shown, felt.selected, felt.bet_words, felt.text,
                               felt.level_words)
                if SHOTS:
                    view.window().grab().save(
                        str(Path(SHOTS) / f"exam-server-samkong-{language}.png"))
                shot = True
            bad = wrong_of(name, args) if wrong else None
            if bad is not None:  # one wrong step: stored on the server, never said
                args, wrong = bad, False
            before = len(table.steps)
            by_keys(qtbot, shim, name, args)
            assert len(table.steps) == before + 1 or desk.sitting.ended, (
                name, args, sk.refusal.text())
            assert not any(w in visible_text(view) for w in FEEDBACK_WORDS)
        assert shot and not wrong and face_down >= 21 and face_up >= 21
        qtbot.waitUntil(lambda: desk.stack.currentWidget() is desk.result_view)
        result = desk.result_view.result
        assert result is not None and result.max_score - result.score == 1
        [stored] = store.exams.results(instructor, trainee.user_id)
        assert stored.seal is SealStatus.OK and stored.score == result.score
