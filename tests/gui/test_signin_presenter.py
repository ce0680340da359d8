"""The sign-in presenters: the core decides, the presenter says what came of it by signals."""

from __future__ import annotations

from tests.gui.conftest import INSTRUCTOR_NAME, INSTRUCTOR_PASSWORD, TRAINEE_NAME, TRAINEE_PIN
from trainer.auth import Actor, Role
from trainer.store import Store
from ui.signin.presenter import FirstRunPresenter, Refusal, SignInPresenter, SignInRefused
from ui.signin.words import first_run_refusal, sign_in_refusal


def test_sign_in_emits_the_actor_or_the_refusal(qtbot, store: Store, trainee: Actor) -> None:
    presenter = SignInPresenter(store)
    refused: list[SignInRefused] = []
    presenter.sig_refused.connect(refused.append)
    presenter.sign_in(TRAINEE_NAME, "0000")
    presenter.sign_in("  ", TRAINEE_PIN)
    assert [r.refusal for r in refused] == [Refusal.MISMATCH, Refusal.EMPTY]
    assert sign_in_refusal(refused[0]) == "That name and PIN or password do not match."
    with qtbot.waitSignal(presenter.sig_signed_in) as signed:
        presenter.sign_in(f" {TRAINEE_NAME} ", TRAINEE_PIN)
    assert signed.args[0].user_id == trainee.user_id


def test_first_run_checks_the_password_before_the_core_creates_the_instructor(
        qtbot, store: Store) -> None:
    presenter = FirstRunPresenter(store)
    refused: list[SignInRefused] = []
    presenter.sig_refused.connect(refused.append)
    presenter.create(INSTRUCTOR_NAME, "", "short", "short")
    presenter.create(INSTRUCTOR_NAME, "", INSTRUCTOR_PASSWORD, INSTRUCTOR_PASSWORD + "x")
    assert [r.refusal for r in refused] == [Refusal.SHORT_PASSWORD, Refusal.PASSWORDS_DIFFER]
    assert first_run_refusal(refused[1]) == "The two passwords are not the same."
    assert store.needs_first_instructor()
    with qtbot.waitSignal(presenter.sig_instructor_created) as created:
        presenter.create(INSTRUCTOR_NAME, "", INSTRUCTOR_PASSWORD, INSTRUCTOR_PASSWORD)
    actor = created.args[0]
    assert actor.role is Role.INSTRUCTOR and actor.display_name == INSTRUCTOR_NAME
    assert not store.needs_first_instructor()
