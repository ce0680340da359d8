"""PDF files the app writes (progress reports) and reads back (their text, to
check what was printed)."""
