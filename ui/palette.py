"""Every colour the app draws or writes, named by what it is for.

Widgets are styled by ``resources/styles/app.qss`` (object names and dynamic properties); the
colours it uses are among these (``tests/gui/test_palette.py`` checks both ways). What a
style sheet cannot reach takes its colour from here: what ``QPainter`` draws (the felt, the
cards' outlines, the chips and notes, the certificate), the charts' pens and brushes, item
models' foreground and background roles, and the HTML of rich-text labels and reports.

Colours are ``#rrggbb`` strings (``QColor(name)`` reads them; HTML and pyqtgraph take them
as they are); the charts' continuous scales are RGB triples, as pyqtgraph's colour maps want.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Final

# ---- the page: ink, paper and the felt-green accent ------------------------------------------

INK: Final = "#1d3b2a"
"""Titles, headings and text on the light page (dark felt green)."""
ACCENT: Final = "#2e7d4f"
"""Focus rings, the default button, a selected lesson, progress."""
ACCENT_DARK: Final = "#1d5e38"
"""The lesson check's "you are here"."""
PAGE: Final = "#f4f1ea"
"""The window's background (warm paper)."""
PAPER: Final = "#ffffff"
"""Panels, tables and buttons on the page."""
LESSON_PAGE: Final = "#fffdf8"
"""A lesson's page, a shade warmer than the panels."""
RULE: Final = "#c9c2b0"
"""Panel borders and report table rules."""
HEADER: Final = "#e8e3d6"
"""Table headers (on screen and in the PDF reports)."""
ACTIVE_BACKGROUND: Final = "#eef6f0"
"""The lesson check's question being answered."""
FELT_PANEL: Final = "#1f6b43"
FELT_PANEL_TEXT: Final = "#f8f4e3"
"""The felt-green panel that holds cards in the drills and lessons, and its words."""
WHITE: Final = "#ffffff"
"""Text on dark ground (the felt, a note, a chart's dark cell)."""

# ---- controls (app.qss) ---------------------------------------------------------------------

FIELD_BORDER: Final = "#b9b2a0"
"""Line edits, tool buttons and progress bars."""
BUTTON_BORDER: Final = "#8e9f92"
DEFAULT_BUTTON_BORDER: Final = "#245f3c"
CHECKED_BUTTON: Final = "#1d5e3a"
CHECKED_BUTTON_BORDER: Final = "#0f3a22"
"""A mark that is on (the result's pairs, natural, Banker 6) reads as pressed."""
DISABLED_TEXT: Final = "#9a9a9a"
DISABLED_BACKGROUND: Final = "#eeeeee"
TILE_HOVER: Final = "#e8f3ec"
GRID: Final = "#e2ddd0"
"""A table's grid lines."""
FEEDBACK_RIGHT_BACKGROUND: Final = "#e3f4e6"
FEEDBACK_RIGHT_BORDER: Final = "#7cc38a"
FEEDBACK_WRONG_INK: Final = "#7f0000"
FEEDBACK_WRONG_BORDER: Final = "#e08a8a"
"""Practice's feedback boxes (the wrong one's background: :data:`TAMPERED_BACKGROUND`)."""

# ---- what a message is: right, wrong, caution, quiet -----------------------------------------

ERROR: Final = "#b00020"
"""A refusal, a wrong answer, a failed exam, a tampered record."""
DONE: Final = "#1b5e20"
"""Right, passed, done, verified."""
CAUTION: Final = "#8a5a00"
"""Amber, never red: late homework, too slow, a blueprint's new version."""
VOID: Final = "#7a5a00"
"""A voided sitting; a lesson opened but not passed."""
REFUSED_AMBER: Final = "#8a6d00"
"""The exam Table desk's refused step (not a mistake of the trainee's answer)."""
FALLBACK_INK: Final = "#7a4b00"
FALLBACK_BACKGROUND: Final = "#fff3d6"
FALLBACK_BORDER: Final = "#e6c77d"
"""A lesson shown in another language than the one picked."""
ALERT: Final = "#b3261e"
"""A silent exam desk, a chart's error band."""
ALERT_BACKGROUND: Final = "#fde7ea"
"""A silent desk's or a tampered row's background."""
TAMPERED_BACKGROUND: Final = "#fde8e8"
"""An exam result whose seal fails."""
IN_PROGRESS: Final = "#1f4e8c"
"""Homework started, not yet done."""
QUIET: Final = "#6b6b6b"
"""Not started, not available, not enough data."""
MUTED: Final = "#555555"
"""Secondary text: details, version lines, the daily goal."""
FAINT: Final = "#666666"
"""A live read-out, a report's muted cells."""
NOTE_INK: Final = "#55624f"
"""Notices and key hints on the page."""
CAPTION_GREY: Final = "#5f6368"
"""Who said it, in the Table's call log."""
DARK_TEXT: Final = "#333333"
"""The certificate's small print; the charts' axes."""
HIGHLIGHT: Final = "#fff3b0"
"""A marked word in an attempt's question."""

SECTION_PASSED: Final = "#008000"
SECTION_FAILED: Final = "#ff0000"
"""A section's PASS or FAIL in the trainee's exam result grid."""
INACTIVE: Final = "#a0a0a4"
"""A retired exam in the blueprint list."""
QR_DARK: Final = "#000000"
QR_LIGHT: Final = "#ffffff"
"""A certificate's QR code: black on white, as every reader expects."""

# ---- the Table's feedback line and prompt ----------------------------------------------------

STEP_RIGHT: Final = "#2e7d32"
"""A right step."""
STEP_WRONG: Final = "#c62828"
"""A wrong step."""
STEP_LATE: Final = "#ef6c00"
"""Past the step's time, a shoe's end, a refused step."""
STEP_READ: Final = "#6d4c41"
"""A wrong step the table waits for (read it, then act)."""
STEP_INFO: Final = "#1565c0"
"""A note that is neither right nor wrong."""
MARK_INK: Final = "#6a1b9a"
"""The commission box marks' heading."""

# ---- the felt (painted) ----------------------------------------------------------------------

FELT: Final = "#1d6b3a"
FELT_LINE: Final = "#e8d9a0"
"""The printed lines and the side bets' words."""
FELT_DARK: Final = "#134d29"
"""An empty seat's disc."""
FELT_BOX: Final = "#0f3d21"
"""A commission box."""
FELT_MAT: Final = "#17552f"
"""The cash mat over the card boxes."""
SURROUND: Final = "#2b2118"
"""Around the table, where the window is wider than the felt."""
RAIL: Final = "#5d3a1a"
"""The table's padded edge."""
SEAT_TAKEN: Final = "#8d6e63"
"""A seat with a player."""
FELT_TEXT: Final = "#fff8e1"
"""Words on the felt: seats, the shoe, the discard rack, the limit sign's first line."""
FELT_TEXT_DIM: Final = "#d7ccc8"
"""The limit sign's other lines."""
WOOD_EDGE: Final = "#3e2723"
WOOD: Final = "#6d4c41"
WOOD_DARK: Final = "#4e342e"
"""The shoe, the discard rack and the float."""
CUT_CARD: Final = "#fdd835"
DUE: Final = "#ffab40"
"""A commission box that is due."""
CASH_RING: Final = "#ffd54f"
"""The seat and mat of a buy-in or a colour change."""
BANKER_WORDS: Final = "#ef9a9a"
PLAYER_WORDS: Final = "#90caf9"
"""The main bets' words on the felt."""
PICKED: Final = "#29b6f6"
"""The bet or box picked."""
GIVEN: Final = "#ef5350"
"""A re-drawn mistake: the bet (or box) the trainee acted on."""
RIGHT_PLACE: Final = "#66bb6a"
"""A re-drawn mistake: the bet (or box) the right step was on."""
PAID_TICK: Final = "#2e7d32"
"""A paid winner's tick."""
STAKE_BACKING: Final = (12, 20, 14, 215)
"""Behind a stack's amount: the felt darkened, nearly opaque (RGBA)."""
SEAT_GLOW: Final = (255, 255, 255, 14)
"""A seat with a player: a faint light over the felt (RGBA)."""
NOTE_SHEEN: Final = (255, 255, 255, 110)
"""A note's inner frame (RGBA)."""

# ---- chips, notes and cards ------------------------------------------------------------------

CHIP_FACE: Final = "#fdfaf0"
"""A chip's inlay and rim."""
CHIP_TEXT: Final = "#1d1d1d"
CHIP_COLOURS: Final[dict[Decimal, str]] = {
    Decimal(1): "#9e9e9e",
    Decimal(5): "#c62828",
    Decimal(10): "#1565c0",
    Decimal(20): "#00838f",
    Decimal(25): "#2e7d32",
    Decimal(50): "#ef6c00",
    Decimal(100): "#212121",
    Decimal(500): "#6a1b9a",
    Decimal(1000): "#c9a227",
    Decimal(5000): "#795548",
    Decimal(10000): "#ad1457",
    Decimal(50000): "#558b2f",
    Decimal(100000): "#283593",
}
"""A chip's body by value; any other value takes one of :data:`SPARE_CHIP_COLOURS`."""
SPARE_CHIP_COLOURS: Final = ("#00695c", "#4527a0", "#bf360c", "#37474f", "#827717")
NOTE_COLOURS: Final[dict[Decimal, str]] = {
    Decimal(20): "#3f7fbf",  # blue
    Decimal(50): "#4f9a5a",  # green
    Decimal(100): "#c0392b",  # red
    Decimal(500): "#8d5a2b",  # brown
    Decimal(1000): "#d4a017",  # gold
}
"""The Hong Kong notes' main colours (blue, green, red, brown, gold: all three issuing banks
keep them), by value."""
OTHER_NOTE: Final = "#9e9e9e"
CARD_THIRD: Final = "#f0a30a"
"""Amber: the card was drawn under the third-card rule."""
CARD_SELECTED: Final = "#1e88e5"
"""Blue: the trainee picked this card."""
CARD_DECISIVE: Final = "#00e5ff"
"""Cyan: the card that decides the answer under review."""

# ---- charts (colour-blind-safe choices) ------------------------------------------------------

CHART_BACKGROUND: Final = "#ffffff"
CHART_FOREGROUND: Final = "#333333"
"""Axes, ticks and the charts' small words."""
CHART_RULE: Final = "#888888"
"""A goal or limit line across a chart."""
CHART_ACCURACY: Final = "#1f77b4"
CHART_COHORT: Final = "#8c8c8c"
CHART_GOAL: Final = "#2ca02c"
CHART_TIME: Final = "#d62728"
"""The trend lines: the Tableau-10 blue, grey, green and red (told apart by lightness and
line style as well as hue)."""
CHART_CELL_DARK_TEXT: Final = "#222222"
"""A light matrix cell's number (a dark cell's is :data:`WHITE`)."""
SAMKONG_HEAT: Final = ((240, 248, 240), (255, 200, 60), (200, 30, 30))
"""The Sam Kong matrix's continuous scale (its colour bar shows it)."""
ERROR_BANDS: Final = ((120, 190, 110), (245, 180, 50), (205, 45, 40))
"""The third-card map's good, watch and weak bands: green, amber, red (its legend names the
error rates as well)."""
READY: Final = DONE
TOO_SLOW: Final = CAUTION
NOT_ACCURATE: Final = ERROR
NOT_ENOUGH_DATA: Final = QUIET
"""Readiness: the same words everywhere, coloured as the page's messages are."""
TODAY_HEAT: Final = ("#d5dfea", "#c6dbef", "#6baed6", "#2171b5", "#08306b")
"""Levels 0-4 of Today's heat map: one blue hue, light to dark (ColorBrewer "Blues", safe for
colour-blind eyes and never red)."""
PAYOUT_FILL: Final = (255, 140, 40, 170)
PAYOUT_EDGE: Final = "#c05a00"
TABLE_STEP_BAR: Final = "#6f9e78"
"""A Table step kind's accuracy bar at or over the pass mark: a muted green, apart from the
chip row's blue (right amount, not the fewest chips) drawn after it, which the charts' blue
of accuracy could not be told from."""
PAYOUT_CHIP_FILL: Final = (40, 110, 200, 190)
PAYOUT_CHIP_EDGE: Final = "#1d4f91"
"""The payout times' bars (RGBA fill, edge): orange and blue, apart for every eye; the chip
row's blue also marks a payout in more chips than the fewest."""
BAR_LABEL: Final = "#5a2a00"
