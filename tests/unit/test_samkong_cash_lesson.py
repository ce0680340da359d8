"""A Sam Kong Table's buy-in and colour-up mistakes cite the lesson the baccarat Table's cash
steps cite (lesson 24), not lesson 26, the Sam Kong round, which does not teach them; the
rest of the Sam Kong procedure still cites lesson 26."""

from __future__ import annotations

from decimal import Decimal

from tests.support.samkong_table import deal_until, session
from trainer.articles import PROCEDURE, SK_PROCEDURE
from trainer.curriculum.cited import lesson_of, lesson_refs
from trainer.datafiles import lessons_dir
from trainer.table.cash import CashKind
from trainer.table.samkong.profile import profile_named
from trainer.table.session import Action

SHOE = profile_named("samkong-six-door-shoe")


def test_each_sam_kong_cash_cell_cites_the_baccarat_cash_lesson() -> None:
    refs = lesson_refs(lessons_dir())
    for cell in ("cash:count", "cash:chips", "colour_up"):
        baccarat = lesson_of(PROCEDURE, refs, None, cell)
        samkong = lesson_of(SK_PROCEDURE, refs, None, f"samkong-table:{cell}")
        assert baccarat is not None and samkong == baccarat and samkong.order == 24
    round_ = lesson_of(SK_PROCEDURE, refs, None, "samkong-table:pay")
    assert round_ is not None and (round_.id, round_.order) == ("samkong-round-at-the-table", 26)


def test_a_wrong_buy_in_count_at_a_sam_kong_table_cites_lesson_24() -> None:
    s = session(SHOE, 3, rounds=4, cash_steps=True)
    assert deal_until(s, lambda s: bool(s.state().cash)
                      and s.state().cash[0].kind is CashKind.BUY_IN)
    request = s.state().cash[0]
    right_name, _args = s.next_right()
    wrong = s.apply(Action(right_name, (request.seat, request.amount + Decimal(50))))
    assert not wrong.right and wrong.cell == "samkong-table:cash:count"
    assert wrong.article == SK_PROCEDURE
    cited = lesson_of(wrong.article, lesson_refs(lessons_dir()), None, wrong.cell)
    assert cited is not None and cited.order == 24
