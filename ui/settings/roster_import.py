"""The roster import's preview: what was guessed about the file (its
encoding and delimiter) and its first rows as they will be read, before anything is imported;
the instructor can pick another encoding or delimiter and sees the rows again at once.

The guessing is the core's (:mod:`trainer.roster_file`); this dialog only shows it. It keeps
a fixed size however wide or long the file is: the rows scroll inside it.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.roster_file import (
    DELIMITERS,
    ENCODINGS,
    RosterFile,
    decode,
    is_header,
    preview_rows,
)
from ui.widgets.retranslating import Retranslating

PREVIEW_ROWS = 8
"""How many of the file's first rows the preview shows."""

DIALOG_SIZE = QSize(760, 480)
"""The preview's size (it never grows: on a 1024 x 768 screen it fits with room to spare)."""


class RosterPreviewDialog(Retranslating, QDialog):
    """Shows a roster file's guessed encoding and delimiter and its first rows; Import
    accepts with :attr:`text` and :attr:`delimiter` as chosen."""

    def __init__(self, file_name: str, data: bytes, guess: RosterFile,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rosterPreview")
        self._file_name = file_name
        self._data = data
        self._guess = guess
        self.text: str | None = guess.text
        self.delimiter = guess.delimiter
        self.header_row = False
        """Whether the first row shown is a header the import skips."""
        layout = QVBoxLayout(self)
        self.detected = QLabel()
        self.detected.setObjectName("rosterDetected")
        self.detected.setWordWrap(True)
        layout.addWidget(self.detected)
        form = QFormLayout()
        self.encoding_label = QLabel()
        self.encoding_combo = QComboBox()
        self.encoding_combo.setObjectName("rosterEncoding")
        self.encoding_label.setBuddy(self.encoding_combo)
        self.delimiter_label = QLabel()
        self.delimiter_combo = QComboBox()
        self.delimiter_combo.setObjectName("rosterDelimiter")
        self.delimiter_label.setBuddy(self.delimiter_combo)
        form.addRow(self.encoding_label, self.encoding_combo)
        form.addRow(self.delimiter_label, self.delimiter_combo)
        layout.addLayout(form)
        self.rows_label = QLabel()
        layout.addWidget(self.rows_label)
        self.table = QTableWidget(0, 0)
        self.table.setObjectName("rosterPreviewRows")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.rows_label.setBuddy(self.table)
        layout.addWidget(self.table, 1)
        self.problem = QLabel()
        self.problem.setObjectName("rosterPreviewProblem")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = QPushButton()
        self.import_button.setObjectName("rosterPreviewImport")
        self.import_button.setDefault(True)
        self.buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for _code in ENCODINGS:
            self.encoding_combo.addItem("", _code)
        for _mark in DELIMITERS:
            self.delimiter_combo.addItem("", _mark)
        self.encoding_combo.setCurrentIndex(ENCODINGS.index(guess.encoding))
        self.delimiter_combo.setCurrentIndex(DELIMITERS.index(guess.delimiter))
        self.encoding_combo.currentIndexChanged.connect(lambda _i: self._reread())
        self.delimiter_combo.currentIndexChanged.connect(lambda _i: self._reread())
        self.setFixedSize(DIALOG_SIZE)
        self.retranslate()
        self._reread()
        self.import_button.setFocus()

    # ---- words ----------------------------------------------------------------------------

    def encoding_name(self, code: str) -> str:
        return {
            "utf-8-sig": self.tr("UTF-8 (\"CSV UTF-8\")"),
            "utf-16": self.tr("UTF-16 (\"Unicode text\")"),
            "cp950": self.tr("Big5 / CP950 (Traditional Chinese Windows)"),
            "gb18030": self.tr("GB18030 (Simplified Chinese Windows)"),
            "cp1252": self.tr("Windows-1252 (Portuguese and Western European Windows)"),
        }[code]

    def delimiter_name(self, mark: str) -> str:
        return {",": self.tr("Comma ( , )"), ";": self.tr("Semicolon ( ; )"),
                "\t": self.tr("Tab")}[mark]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Import a roster: check the file"))
        self.encoding_label.setText(self.tr("&Encoding"))
        self.delimiter_label.setText(self.tr("&Delimiter"))
        self.rows_label.setText(self.tr("&First rows as they will be read"))
        self.import_button.setText(self.tr("&Import"))
        self.detected.setText(self.tr(
            "{0}: read as {1}, cells separated by {2}. Check the names below; if they look "
            "wrong, pick another encoding or delimiter.").format(
                self._file_name, self.encoding_name(self._guess.encoding),
                self.delimiter_name(self._guess.delimiter).lower()))
        for index, code in enumerate(ENCODINGS):
            self.encoding_combo.setItemText(index, self.encoding_name(code))
        for index, mark in enumerate(DELIMITERS):
            self.delimiter_combo.setItemText(index, self.delimiter_name(mark))
        self.table.setHorizontalHeaderLabels(self._headers(self.table.columnCount()))
        if self.table.rowCount():
            self._reread()  # the vertical labels too
        self._show_problem()

    def _headers(self, count: int) -> list[str]:
        names = [self.tr("Sign-in name"), self.tr("Cohort"), self.tr("First PIN"),
                 self.tr("Display name"), self.tr("Staff ID")]
        return names[:count] + [self.tr("(extra)")] * max(0, count - len(names))

    # ---- reading --------------------------------------------------------------------------

    def _reread(self) -> None:
        """Decode the file again with the chosen encoding and show its first rows split at
        the chosen delimiter; Import is possible only when the file reads as that encoding."""
        encoding = str(self.encoding_combo.currentData())
        self.delimiter = str(self.delimiter_combo.currentData())
        self.text = decode(self._data, encoding)
        rows = [] if self.text is None else preview_rows(self.text, self.delimiter,
                                                         PREVIEW_ROWS)
        columns = max((len(row) for row in rows), default=0)
        self.table.clear()
        self.table.setRowCount(len(rows))
        self.table.setColumnCount(columns)
        self.table.setHorizontalHeaderLabels(self._headers(columns))
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                self.table.setItem(r, c, QTableWidgetItem(cell))
        # The first row, when the import will skip it as a header, says so.
        self.header_row = bool(rows) and is_header(rows[0])
        labels = [str(n) for n in range(1, len(rows) + 1)]
        if self.header_row:
            labels[0] = self.tr("header")
        self.table.setVerticalHeaderLabels(labels)
        if self.header_row:
            self.table.verticalHeaderItem(0).setToolTip(self.tr(
                "The import skips this line: it names the columns."))
        self.import_button.setEnabled(self.text is not None)
        self._show_problem()

    def _show_problem(self) -> None:
        if self.text is None:
            self.problem.setText(self.tr("The file cannot be read as {0}: pick another "
                                         "encoding.").format(
                self.encoding_name(str(self.encoding_combo.currentData()))))
        else:
            self.problem.setText("")
        self.problem.setVisible(self.text is None)

    def preview(self) -> list[list[str]]:
        """The rows shown, cell by cell (for tests and screen readers alike)."""
        def cell(r: int, c: int) -> str:
            item = self.table.item(r, c)
            return "" if item is None else item.text()

        return [[cell(r, c) for c in range(self.table.columnCount())]
                for r in range(self.table.rowCount())]
