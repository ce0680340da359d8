"""Draw the 52 card faces and the back as SVG files in ``resources/cards/``.

The cards are drawn by this project from basic shapes (no third-party artwork), so they carry
the project's own licence. Run ``python scripts/make_cards.py`` after changing the drawing;
the output is committed. Only presentation attributes and plain elements are used so that Qt's
``QSvgRenderer`` (SVG Tiny 1.2) renders every file without warnings.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from trainer.cards import Card, Rank, Suit, full_deck  # noqa: E402

OUT_DIR = ROOT / "resources" / "cards"

WIDTH, HEIGHT = 250, 350
RADIUS = 14
FONT = "DejaVu Sans, Noto Sans, Arial, sans-serif"

RED = "#c8102e"
BLACK = "#1a1a1a"
GOLD = "#d9a520"
GOLD_DARK = "#8a6212"
OCHRE_FRAME = "#b07d1a"
PANEL_FILL = "#fbf0cf"
SKIN = "#f6d9b8"
INK = "#3b2a1a"
BLUE = "#27468f"

# Suit shapes in a 100 x 100 box centred on the origin (point of the heart/spade down/up).
SUIT_PATHS = {
    Suit.HEARTS: (
        "M0,46 C-8,32 -48,10 -48,-16 C-48,-36 -35,-46 -23,-46 C-11,-46 -3,-38 0,-27 "
        "C3,-38 11,-46 23,-46 C35,-46 48,-36 48,-16 C48,10 8,32 0,46 Z"
    ),
    Suit.DIAMONDS: "M0,-50 Q15,-20 38,0 Q15,20 0,50 Q-15,20 -38,0 Q-15,-20 0,-50 Z",
    Suit.SPADES: (
        "M0,-48 C-8,-34 -47,-12 -47,12 C-47,29 -35,37 -24,37 C-14,37 -7,32 -3,25 "
        "C-4,36 -9,43 -18,48 L18,48 C9,43 4,36 3,25 C7,32 14,37 24,37 "
        "C35,37 47,29 47,12 C47,-12 8,-34 0,-48 Z"
    ),
    Suit.CLUBS: (
        # three leaves (full circles drawn as two arcs each), a centre boss and the stem, all
        # wound the same way so the non-zero fill rule unites them without holes
        "M-21,-22 A21,21 0 1,1 21,-22 A21,21 0 1,1 -21,-22 Z "
        "M-47,14 A21,21 0 1,1 -5,14 A21,21 0 1,1 -47,14 Z "
        "M5,14 A21,21 0 1,1 47,14 A21,21 0 1,1 5,14 Z "
        "M-12,4 A12,12 0 1,1 12,4 A12,12 0 1,1 -12,4 Z "
        "M4,12 C4,32 9,42 19,48 L-19,48 C-9,42 -4,32 -4,12 Z"
    ),
}

SUIT_NAMES = {
    Suit.SPADES: "spades",
    Suit.HEARTS: "hearts",
    Suit.DIAMONDS: "diamonds",
    Suit.CLUBS: "clubs",
}


def suit_colour(suit: Suit) -> str:
    return RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK


def pip(suit: Suit, x: float, y: float, size: float, *, flip: bool = False) -> str:
    """One suit symbol ``size`` units tall centred on (x, y); ``flip`` turns it upside down."""
    scale = size / 100
    rotate = " rotate(180)" if flip else ""
    return (
        f'<path transform="translate({x:g},{y:g}){rotate} scale({scale:g})" '
        f'd="{SUIT_PATHS[suit]}" fill="{suit_colour(suit)}"/>'
    )


# ---- Faces ------------------------------------------------------------------------------


def card_outline(fill: str) -> str:
    return (
        f'<rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="{RADIUS}" '
        f'ry="{RADIUS}" fill="{fill}" stroke="#7a7a7a" stroke-width="2"/>'
    )


def corner_index(card: Card) -> str:
    """Rank and suit in the top-left corner, repeated upside down in the bottom-right."""
    colour = suit_colour(card.suit)
    label = card.rank.label
    # "10" is squeezed horizontally so it fits the same column as the single characters.
    squeeze = " scale(0.72,1)" if len(label) > 1 else ""
    one = (
        f'<g transform="translate(25,52){squeeze}">'
        f'<text x="0" y="0" font-family="{FONT}" font-weight="bold" font-size="44" '
        f'fill="{colour}" text-anchor="middle">{label}</text></g>' + pip(card.suit, 25, 77, 30)
    )
    return one + f'<g transform="rotate(180 {WIDTH / 2:g} {HEIGHT / 2:g})">{one}</g>'


# Pip positions: columns and fractions of the way from the top row to the bottom row.
LEFT, MIDDLE, RIGHT = 80, 125, 170
TOP, BOTTOM = 68, 282
PIP_SIZE = 48
_SIDE_ROWS_4 = (0, 1 / 3, 2 / 3, 1)
PIP_LAYOUTS: dict[int, list[tuple[float, float]]] = {
    2: [(MIDDLE, 0), (MIDDLE, 1)],
    3: [(MIDDLE, 0), (MIDDLE, 0.5), (MIDDLE, 1)],
    4: [(c, r) for c in (LEFT, RIGHT) for r in (0, 1)],
    5: [(c, r) for c in (LEFT, RIGHT) for r in (0, 1)] + [(MIDDLE, 0.5)],
    6: [(c, r) for c in (LEFT, RIGHT) for r in (0, 0.5, 1)],
    7: [(c, r) for c in (LEFT, RIGHT) for r in (0, 0.5, 1)] + [(MIDDLE, 0.25)],
    8: [(c, r) for c in (LEFT, RIGHT) for r in (0, 0.5, 1)] + [(MIDDLE, 0.25), (MIDDLE, 0.75)],
    9: [(c, r) for c in (LEFT, RIGHT) for r in _SIDE_ROWS_4] + [(MIDDLE, 0.5)],
    10: [(c, r) for c in (LEFT, RIGHT) for r in _SIDE_ROWS_4] + [(MIDDLE, 1 / 6), (MIDDLE, 5 / 6)],
}


def pips(card: Card) -> str:
    if card.rank is Rank.ACE:
        size = 120 if card.suit is Suit.SPADES else 100
        return pip(card.suit, WIDTH / 2, HEIGHT / 2, size)
    out = []
    for x, fraction in PIP_LAYOUTS[int(card.rank)]:
        y = TOP + (BOTTOM - TOP) * fraction
        # Pips below the middle are upside down, as on a real card.
        out.append(pip(card.suit, x, round(y, 2), PIP_SIZE, flip=fraction > 0.5))
    return "".join(out)


# ---- Court cards ---------------------------------------------------------------------------
# The court panel: a gold frame with a double-ended bust (top half drawn, bottom half the same
# turned 180 degrees) and a medallion with a very large J/Q/K in the middle. The frame, the
# figure and the letter make a court card impossible to confuse with a ten.

PANEL = (52, 40, 146, 270)  # x, y, width, height
PANEL_MID_Y = PANEL[1] + PANEL[3] / 2


def robe_colours(suit: Suit) -> tuple[str, str]:
    """Main robe colour and trim: red suits wear red with blue, black suits blue with red."""
    return (RED, BLUE) if suit_colour(suit) == RED else (BLUE, RED)


def bust(card: Card) -> str:
    """The upper half of the court figure, drawn between the panel top and the middle line."""
    robe, trim = robe_colours(card.suit)
    cx = WIDTH / 2
    head_y, head_r = 106, 19
    parts: list[str] = []
    rank = card.rank

    if rank is Rank.QUEEN:
        # long hair framing the face and falling behind the shoulders
        parts.append(
            f'<path d="M{cx - 21},{head_y - 6} C{cx - 34},{head_y + 8} {cx - 24},{head_y + 26} '
            f"{cx - 36},{head_y + 44} L{cx + 36},{head_y + 44} C{cx + 24},{head_y + 26} "
            f'{cx + 34},{head_y + 8} {cx + 21},{head_y - 6} Z" fill="#a0642a" '
            f'stroke="{INK}" stroke-width="1.2"/>'
        )
    # shoulders and robe, cut by the middle line of the panel
    left, right = PANEL[0] + 12, PANEL[0] + PANEL[2] - 12
    parts.append(
        f'<path d="M{left},{PANEL_MID_Y} L{left},{head_y + 50} C{left},{head_y + 32} '
        f"{cx - 36},{head_y + 23} {cx - 16},{head_y + 22} L{cx + 16},{head_y + 22} "
        f"C{cx + 36},{head_y + 23} {right},{head_y + 32} {right},{head_y + 50} "
        f'L{right},{PANEL_MID_Y} Z" fill="{robe}" stroke="{INK}" stroke-width="1.5"/>'
    )
    # collar: a gold V with a trim-coloured band
    parts.append(
        f'<polygon points="{cx - 22},{head_y + 22} {cx},{head_y + 52} {cx + 22},{head_y + 22}" '
        f'fill="{GOLD}" stroke="{INK}" stroke-width="1.2"/>'
        f'<polygon points="{cx - 12},{head_y + 22} {cx},{head_y + 38} {cx + 12},{head_y + 22}" '
        f'fill="{trim}"/>'
    )
    # neck and head
    parts.append(
        f'<rect x="{cx - 7}" y="{head_y + 10}" width="14" height="14" fill="{SKIN}" '
        f'stroke="{INK}" stroke-width="1.2"/>'
        f'<circle cx="{cx}" cy="{head_y}" r="{head_r}" fill="{SKIN}" stroke="{INK}" '
        f'stroke-width="1.5"/>'
        f'<circle cx="{cx - 7}" cy="{head_y - 3}" r="2.2" fill="{INK}"/>'
        f'<circle cx="{cx + 7}" cy="{head_y - 3}" r="2.2" fill="{INK}"/>'
        f'<path d="M{cx - 5},{head_y + 8} Q{cx},{head_y + 11} {cx + 5},{head_y + 8}" '
        f'fill="none" stroke="{INK}" stroke-width="1.5"/>'
    )

    if rank is Rank.KING:
        # full beard, then a tall five-point crown with jewels
        parts.append(
            f'<path d="M{cx - 18},{head_y + 4} C{cx - 16},{head_y + 26} {cx - 6},{head_y + 32} '
            f"{cx},{head_y + 34} C{cx + 6},{head_y + 32} {cx + 16},{head_y + 26} "
            f"{cx + 18},{head_y + 4} C{cx + 10},{head_y + 12} {cx - 10},{head_y + 12} "
            f'{cx - 18},{head_y + 4} Z" fill="#8c8c8c" stroke="{INK}" stroke-width="1.2"/>'
            f'<path d="M{cx - 5},{head_y + 8} Q{cx},{head_y + 11} {cx + 5},{head_y + 8}" '
            f'fill="none" stroke="{INK}" stroke-width="1.5"/>'
        )
        top = head_y - head_r - 30
        base = head_y - head_r + 6
        parts.append(
            f'<polygon points="{cx - 24},{base} {cx - 26},{top + 6} {cx - 13},{top + 18} '
            f'{cx},{top} {cx + 13},{top + 18} {cx + 26},{top + 6} {cx + 24},{base}" '
            f'fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="2" stroke-linejoin="round"/>'
            f'<rect x="{cx - 24}" y="{base - 8}" width="48" height="8" fill="{trim}" '
            f'stroke="{GOLD_DARK}" stroke-width="1.5"/>'
        )
        for jx, jy in ((cx - 26, top + 6), (cx, top), (cx + 26, top + 6)):
            parts.append(
                f'<circle cx="{jx}" cy="{jy}" r="4" fill="{robe}" stroke="{GOLD_DARK}" '
                f'stroke-width="1.2"/>'
            )
    elif rank is Rank.QUEEN:
        # low tiara of three arches with pearls, and a flower held up at the side
        base = head_y - head_r + 8
        parts.append(
            f'<path d="M{cx - 20},{base} L{cx - 20},{base - 10} Q{cx - 13},{base - 20} '
            f"{cx - 7},{base - 12} Q{cx},{base - 26} {cx + 7},{base - 12} "
            f'Q{cx + 13},{base - 20} {cx + 20},{base - 10} L{cx + 20},{base} Z" '
            f'fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.8" stroke-linejoin="round"/>'
            f'<circle cx="{cx}" cy="{base - 22}" r="3.5" fill="#ffffff" stroke="{GOLD_DARK}"/>'
            f'<circle cx="{cx}" cy="{base - 7}" r="3.5" fill="{trim}"/>'
        )
        fx, fy = cx + 45, head_y - 14
        parts.append(
            f'<path d="M{fx},{fy + 10} C{fx - 2},{fy + 30} {fx - 8},{fy + 42} {fx - 14},'
            f'{fy + 56}" fill="none" stroke="#2e7d32" stroke-width="3"/>'
            f'<path d="M{fx - 4},{fy + 30} C{fx + 8},{fy + 24} {fx + 14},{fy + 30} {fx + 10},'
            f'{fy + 36} C{fx + 4},{fy + 38} {fx - 2},{fy + 34} {fx - 4},{fy + 30} Z" '
            f'fill="#43a047"/>'
        )
        for dx, dy in ((0, -9), (8.5, -3), (5.5, 7), (-5.5, 7), (-8.5, -3)):
            parts.append(
                f'<circle cx="{fx + dx}" cy="{fy + dy}" r="6" fill="{robe}" '
                f'stroke="{INK}" stroke-width="1"/>'
            )
        parts.append(f'<circle cx="{fx}" cy="{fy}" r="4.5" fill="{GOLD}"/>')
    else:
        # jack: halberd at the side, a flat cap with a long feather
        hx = cx + 46
        parts.append(
            f'<rect x="{hx - 2}" y="{head_y - 46}" width="4" height="{PANEL_MID_Y - head_y + 46}" '
            f'fill="{GOLD_DARK}"/>'
            f'<path d="M{hx},{head_y - 60} L{hx + 6},{head_y - 46} L{hx - 6},{head_y - 46} Z" '
            f'fill="#9e9e9e" stroke="{INK}" stroke-width="1"/>'
            f'<path d="M{hx + 2},{head_y - 42} C{hx + 18},{head_y - 46} {hx + 20},{head_y - 26} '
            f"{hx + 2},{head_y - 26} Z M{hx - 2},{head_y - 40} L{hx - 12},{head_y - 34} "
            f'L{hx - 2},{head_y - 30} Z" fill="#bdbdbd" stroke="{INK}" stroke-width="1"/>'
        )
        cap_y = head_y - head_r + 4
        parts.append(
            f'<path d="M{cx - 4},{cap_y - 8} C{cx - 14},{cap_y - 36} {cx - 26},{cap_y - 40} '
            f"{cx - 32},{cap_y - 34} C{cx - 22},{cap_y - 30} {cx - 14},{cap_y - 22} "
            f'{cx - 12},{cap_y - 6} Z" fill="{trim}" stroke="{INK}" stroke-width="1"/>'
            f'<path d="M{cx - 24},{cap_y + 2} C{cx - 22},{cap_y - 22} {cx + 22},{cap_y - 22} '
            f'{cx + 24},{cap_y + 2} Z" fill="{robe}" stroke="{INK}" stroke-width="1.5"/>'
            f'<rect x="{cx - 25}" y="{cap_y - 1}" width="50" height="6" rx="3" fill="{GOLD}" '
            f'stroke="{GOLD_DARK}" stroke-width="1.2"/>'
        )
    # the suit of the court in the panel's corner
    parts.append(pip(card.suit, PANEL[0] + 20, PANEL[1] + 22, 26))
    return "".join(parts)


def court_panel(card: Card) -> str:
    x, y, w, h = PANEL
    colour = suit_colour(card.suit)
    half = bust(card)
    # both halves of the figure end on the middle line, so no clipping is needed
    parts = [
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" ry="6" fill="{PANEL_FILL}" '
        f'stroke="{OCHRE_FRAME}" stroke-width="5"/>',
        half,
        f'<g transform="rotate(180 {WIDTH / 2:g} {PANEL_MID_Y:g})">{half}</g>',
        f'<rect x="{x + 6}" y="{y + 6}" width="{w - 12}" height="{h - 12}" rx="3" ry="3" '
        f'fill="none" stroke="{OCHRE_FRAME}" stroke-width="1.5"/>',
        # the medallion with the big letter
        f'<circle cx="{WIDTH / 2:g}" cy="{PANEL_MID_Y:g}" r="38" fill="#ffffff" '
        f'stroke="{OCHRE_FRAME}" stroke-width="4"/>',
        f'<text x="{WIDTH / 2:g}" y="{PANEL_MID_Y + 21:g}" font-family="{FONT}" '
        f'font-weight="bold" font-size="60" fill="{colour}" '
        f'text-anchor="middle">{card.rank.label}</text>',
    ]
    return "".join(parts)


def face_svg(card: Card) -> str:
    body = court_panel(card) if card.is_face else pips(card)
    title = f"{card.rank.name.title()} of {SUIT_NAMES[card.suit].title()}"
    return svg_document(title, card_outline("#ffffff") + body + corner_index(card))


# ---- Back ---------------------------------------------------------------------------------

BACK_RED = "#8e1b24"
BACK_LINE = "#d8a0a4"


def _clip_diagonal(
    x0: float, y0: float, x1: float, y1: float, c: float, slope: int
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Clip the line y = slope * x + c to the rectangle; return its end points or None."""
    points = []
    for x in (x0, x1):
        y = slope * x + c
        if y0 <= y <= y1:
            points.append((x, y))
    for y in (y0, y1):
        x = (y - c) / slope
        if x0 <= x <= x1:
            points.append((x, y))
    unique = sorted(set((round(px, 2), round(py, 2)) for px, py in points))
    if len(unique) < 2:
        return None
    return unique[0], unique[-1]


def back_svg() -> str:
    margin = 12
    x0, y0, x1, y1 = margin, margin, WIDTH - margin, HEIGHT - margin
    step = 16
    segments = []
    for slope in (1, -1):
        # the lattice: lines y = slope * x + c, `step` units apart vertically
        span = range(-WIDTH - HEIGHT, WIDTH + HEIGHT, step)
        for c in span:
            ends = _clip_diagonal(x0 + 6, y0 + 6, x1 - 6, y1 - 6, c, slope)
            if ends:
                (ax, ay), (bx, by) = ends
                segments.append(f"M{ax:g},{ay:g} L{bx:g},{by:g}")
    lattice = " ".join(segments)
    cx, cy = WIDTH / 2, HEIGHT / 2
    body = (
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="8" ry="8" '
        f'fill="{BACK_RED}"/>'
        f'<path d="{lattice}" fill="none" stroke="{BACK_LINE}" stroke-width="1.6"/>'
        f'<rect x="{x0 + 6}" y="{y0 + 6}" width="{x1 - x0 - 12}" height="{y1 - y0 - 12}" '
        f'rx="5" ry="5" fill="none" stroke="#f3d9a4" stroke-width="2"/>'
        f'<ellipse cx="{cx:g}" cy="{cy:g}" rx="40" ry="28" fill="{BACK_RED}" '
        f'stroke="#f3d9a4" stroke-width="3"/>'
        f'<text x="{cx:g}" y="{cy + 11:g}" font-family="{FONT}" font-weight="bold" '
        f'font-size="30" fill="#f3d9a4" text-anchor="middle">DT</text>'
    )
    return svg_document("Card back", card_outline("#ffffff") + body)


# ---- Output -------------------------------------------------------------------------------


def svg_document(title: str, body: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">\n'
        f"<title>{title}</title>\n{body}\n</svg>\n"
    )


LICENSE_TEXT = """\
Card images in this folder (the 52 faces and back.svg)

These SVG files were drawn and generated by scripts/make_cards.py for the Dealer Trainer
project. They contain no third-party artwork or fonts (text is rendered with the system's
sans-serif font). They are distributed under the same licence as the Dealer Trainer project
itself (see pyproject.toml). To change them, edit scripts/make_cards.py and run it again.
"""


def write_all(out_dir: Path = OUT_DIR) -> list[Path]:
    """Write the 52 faces, the back and the licence note; return the SVG paths written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for card in full_deck():
        path = out_dir / f"{card.code}.svg"
        path.write_text(face_svg(card), encoding="utf-8")
        written.append(path)
    back = out_dir / "back.svg"
    back.write_text(back_svg(), encoding="utf-8")
    written.append(back)
    (out_dir / "LICENSE.txt").write_text(LICENSE_TEXT, encoding="utf-8")
    return written


def main() -> int:
    written = write_all()
    print(f"wrote {len(written)} SVG files to {OUT_DIR.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
