"""Card SVGs and the card/hand widgets (offscreen)."""

from __future__ import annotations

from PySide6.QtCore import QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QColor
from PySide6.QtSvg import QSvgRenderer

from trainer.cards import Card, full_deck, parse_cards
from ui.resources import card_svg_path, resource_path
from ui.widgets.card import CardWidget, HandWidget, Highlight, card_renderer

CARDS_DIR = resource_path("cards")


def test_every_card_of_the_deck_has_an_svg() -> None:
    codes = {card.code for card in full_deck()}
    files = {path.stem for path in CARDS_DIR.glob("*.svg")}
    assert len(codes) == 52
    assert files == codes | {"back"}
    assert card_svg_path(Card.parse("10H")) == CARDS_DIR / "10H.svg"
    assert card_svg_path(None) == CARDS_DIR / "back.svg"
    assert (CARDS_DIR / "LICENSE.txt").is_file()


def test_every_svg_loads_without_qt_warnings(qapp) -> None:
    # QSvgRenderer reports unsupported SVG features as Qt warnings, not as invalid files.
    messages: list[str] = []
    previous = qInstallMessageHandler(
        lambda kind, _context, text: messages.append(text) if kind != QtMsgType.QtDebugMsg else None
    )
    try:
        for path in sorted(CARDS_DIR.glob("*.svg")):
            renderer = QSvgRenderer(str(path))
            assert renderer.isValid(), path.name
            box = renderer.viewBoxF()
            assert box.width() * 7 == box.height() * 5, path.name
    finally:
        qInstallMessageHandler(previous)
    assert messages == []


def test_renderers_are_cached_per_card(qapp) -> None:
    king = Card.parse("KD")
    assert card_renderer(king) is card_renderer(Card.parse("KD"))
    assert card_renderer(None) is not card_renderer(king)


def _ink_pixels(widget: CardWidget) -> int:
    """Pixels of the grabbed widget that differ from the widget's background."""
    image = widget.grab().toImage()
    background = widget.palette().window().color().rgb()
    return sum(
        1
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
        if image.pixel(x, y) != background
    )


def test_card_widget_paints_the_card(qtbot) -> None:
    widget = CardWidget(Card.parse("QH"))
    qtbot.addWidget(widget)
    widget.resize(widget.sizeHint())
    sampled = (widget.width() // 2) * (widget.height() // 2)
    assert _ink_pixels(widget) > sampled // 2

    image = widget.grab().toImage()
    centre = QColor(image.pixel(widget.width() // 2, widget.height() // 2))
    widget.set_card(Card.parse("QH"), face_up=False)
    back_centre = QColor(widget.grab().toImage().pixel(widget.width() // 2, widget.height() // 2))
    assert centre != back_centre


def test_card_widget_keeps_five_by_seven(qtbot) -> None:
    widget = CardWidget(Card.parse("AS"))
    qtbot.addWidget(widget)
    assert widget.hasHeightForWidth()
    assert 95 <= widget.sizeHint().width() <= 110
    assert 135 <= widget.sizeHint().height() <= 150
    widget.resize(300, 200)
    rect = widget.card_rect()
    assert abs(rect.height() / rect.width() - 7 / 5) < 1e-6
    assert rect.height() <= 200


def test_accessible_names(qtbot) -> None:
    widget = CardWidget(Card.parse("KD"))
    qtbot.addWidget(widget)
    assert widget.accessibleName() == "King of Diamonds"
    widget.set_card(Card.parse("10H"))
    assert widget.accessibleName() == "Ten of Hearts"
    widget.set_card(Card.parse("AS"), face_up=False)
    assert widget.accessibleName() == "Face-down card"
    widget.set_card(None)
    assert widget.accessibleName() == "Face-down card"
    widget.set_card(Card.parse("JC"))
    widget.set_highlight(Highlight.THIRD_CARD)
    assert widget.accessibleName() == "Jack of Clubs"
    assert widget.accessibleDescription() == "Third card"


def test_hand_reuses_card_widgets(qtbot) -> None:
    hand = HandWidget("Player 閒", reserve=3)
    qtbot.addWidget(hand)
    hand.show()
    hand.set_cards(parse_cards("KD 4S 10H"))
    first = hand.card_widgets()
    assert [w.card for w in first] == list(parse_cards("KD 4S 10H"))
    assert all(w.isVisible() for w in first)

    hand.set_cards(parse_cards("QC 9H"))
    second = hand.card_widgets()
    assert second == first[:2]
    assert not first[2].isVisible()
    assert [w.card for w in second] == list(parse_cards("QC 9H"))

    hand.set_cards(parse_cards("2C 3D 4H"))
    assert hand.card_widgets() == first
    assert len(hand.findChildren(CardWidget)) == 3


def test_hand_hidden_cards_caption_and_total(qtbot) -> None:
    hand = HandWidget("Banker 莊")
    qtbot.addWidget(hand)
    hand.show()
    hand.set_cards(parse_cards("QC JH 7D"), hidden=1)
    assert [w.face_up for w in hand.card_widgets()] == [True, True, False]
    assert hand.accessibleName() == "Banker 莊: Queen of Clubs, Jack of Hearts, Face-down card"
    assert hand.caption_label.text() == "Banker 莊"
    assert not hand.total_label.isVisible()
    hand.set_total("7")
    assert hand.total_label.isVisible()
    assert hand.total_label.text() == "7"
    hand.set_highlight(2, Highlight.THIRD_CARD)
    hand.set_cards(parse_cards("5S 5H"))
    assert all(w.highlight is Highlight.NONE for w in hand.card_widgets())
    hand.set_total(None)
    assert not hand.total_label.isVisible()


def test_preview_opens(qtbot) -> None:
    from ui.widgets.card import preview

    window = preview()
    qtbot.addWidget(window)
    window.show()
    assert len(window.widget().findChildren(CardWidget)) >= 53
