"""Progress and the Dashboard's trainee view chart the Table game by game: the baccarat
Table's steps and pace under one heading, the Sam Kong Table's (rounds an hour) under its own,
and a trainee who dealt one game sees that game only. Assertions are on the plot data."""

from __future__ import annotations

from itertools import count

import pytest

from tests.gui.test_table_everywhere import choose_kind, deal_shoe, open_progress
from trainer.auth import Actor
from trainer.kinds import TABLE_KIND
from trainer.store import Store
from trainer.table import TableSettings
from trainer.table.samkong.profile import PROFILES as SAMKONG_PROFILES
from trainer.table.samkong.record import score_card as samkong_score_card
from trainer.table.session import Action
from ui.felt.steps import samkong_kind_name, samkong_step_name
from ui.table.presenter import TablePresenter


def deal_samkong_round(store: Store, trainee: Actor, seed: int = 5) -> TablePresenter:
    """One round at the six-door Sam Kong table, every step right, through the presenter
    (its steps stored as the screen stores them)."""
    ticks = count(0, 4)
    presenter = TablePresenter(store, trainee, clock=lambda: float(next(ticks)))
    presenter.start(SAMKONG_PROFILES[0], seed=seed,
                    settings=TableSettings(max_coups=1, fault_rate=0.3))
    session = presenter.samkong
    assert session is not None
    while not session.finished:
        name, args = session.next_right()
        step = presenter.act(Action(name, args))
        assert step is not None and step.right
    return presenter


def samkong_rows(presenter: TablePresenter) -> list[str]:
    session = presenter.samkong
    assert session is not None
    cells = list(dict.fromkeys(s.cell for s in session.steps))
    assert all(c.startswith("samkong-table:") for c in cells)
    return cells


def check_both(screen, baccarat: TablePresenter, samkong: TablePresenter) -> None:  # type: ignore[no-untyped-def]
    charts = screen.table_charts
    assert screen.pages.currentWidget() is charts
    assert charts.headings() == [charts.tr("Baccarat Table"), charts.tr("Sam Kong Table")]
    # The baccarat section: its steps only, no Sam Kong cell.
    kinds = [k.kind for k in charts.figures.kinds]
    assert kinds and not any(k.startswith("samkong-table:") for k in kinds)
    assert {s.cell for s in baccarat.session.steps} == set(kinds)  # type: ignore[union-attr]
    # The Sam Kong section: its steps, named as the game names them, and rounds an hour.
    section = charts.samkong
    shown = [k.kind for k in section.figures.kinds]
    assert sorted(shown) == sorted(samkong_rows(samkong))
    labels = section.step_labels()
    assert labels == [samkong_step_name(c) for c in shown]
    assert samkong_kind_name("level") in labels and samkong_kind_name("door") in labels
    ticks = section.steps_plot.getAxis("left")._tickLevels[0]
    assert [label for _, label in ticks] == labels
    session = samkong.samkong
    assert session is not None
    card = samkong_score_card(session.steps, session.records)
    x, y = section.pace_points.getData()
    assert len(x) == 1 and card.coups_per_hour is not None
    assert y[0] == pytest.approx(card.coups_per_hour)
    assert section.pace_goal.value() == SAMKONG_PROFILES[0].pace_target
    assert section.pace_plot.property("chartTitle") == charts.tr(
        "Sam Kong Table: rounds per hour")


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_progress_shows_each_game_under_its_own_heading(
        qtbot, store: Store, trainee: Actor, translations, language: str) -> None:
    assert translations.install(language)
    baccarat = deal_shoe(qtbot, store, trainee)
    samkong = deal_samkong_round(store, trainee)
    screen = open_progress(qtbot, store, trainee)
    choose_kind(qtbot, screen, TABLE_KIND)
    check_both(screen, baccarat, samkong)
    if language == "zh-Hant":
        assert screen.table_charts.headings() == ["百家樂賭枱", "三公百家樂賭枱"]


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_dashboards_trainee_view_splits_the_table_the_same_way(
        qtbot, store: Store, instructor: Actor, trainee: Actor, translations,
        language: str) -> None:
    assert translations.install(language)
    baccarat = deal_shoe(qtbot, store, trainee)
    samkong = deal_samkong_round(store, trainee)
    screen = open_progress(qtbot, store, instructor, user_id=trainee.user_id, compact=True)
    choose_kind(qtbot, screen, TABLE_KIND)
    check_both(screen, baccarat, samkong)


def test_a_trainee_who_dealt_only_sam_kong_sees_only_its_section(
        qtbot, store: Store, trainee: Actor) -> None:
    samkong = deal_samkong_round(store, trainee)
    screen = open_progress(qtbot, store, trainee)
    choose_kind(qtbot, screen, TABLE_KIND)
    charts = screen.table_charts
    assert charts.headings() == ["Sam Kong Table"]
    assert charts.figures.kinds == ()  # nothing of baccarat's
    assert sorted(k.kind for k in charts.samkong.figures.kinds) == sorted(samkong_rows(samkong))


def test_a_trainee_who_dealt_only_baccarat_sees_only_its_section(
        qtbot, store: Store, trainee: Actor) -> None:
    deal_shoe(qtbot, store, trainee)
    screen = open_progress(qtbot, store, trainee)
    choose_kind(qtbot, screen, TABLE_KIND)
    assert screen.table_charts.headings() == ["Baccarat Table"]


@pytest.mark.parametrize("language", ["en", "zh-Hant"])
def test_the_dashboard_pane_scrolls_once_to_the_whole_samkong_section_at_1024(
        qtbot, store: Store, instructor: Actor, trainee: Actor, translations,
        language: str) -> None:
    """In the Dashboard's narrow pane the Table's charts have no scroll area of their own:
    the pane's one scroll bar reaches the Sam Kong section, every plot whole (a second scroll
    area hid it below a second bar and cut the plots at the pane's right edge)."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QScrollArea

    from tests.gui.test_dashboard import click_trainee, open_dashboard

    assert translations.install(language)
    deal_shoe(qtbot, store, trainee)
    deal_samkong_round(store, trainee)
    screen = open_dashboard(qtbot, store, instructor, rows=1)
    screen.resize(1024, 640)  # the Dashboard in a 1024 x 700 window
    click_trainee(qtbot, screen, trainee.user_id)
    choose_kind(qtbot, screen.progress, TABLE_KIND)
    charts = screen.progress.table_charts
    assert not charts.findChildren(QScrollArea)
    pane = screen.progress_scroll
    viewport = pane.viewport()
    for plot in charts.samkong.plots():

        def whole_in_view(plot=plot) -> bool:  # type: ignore[no-untyped-def]
            top = plot.mapTo(pane.widget(), QPoint(0, 0))  # once the pane is laid out
            pane.verticalScrollBar().setValue(top.y())  # its top at the pane's top
            return viewport.rect().contains(
                QRect(plot.mapTo(viewport, QPoint(0, 0)), plot.size()))

        qtbot.waitUntil(whole_in_view)
