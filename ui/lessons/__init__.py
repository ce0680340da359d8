"""The Lessons screen (``view``), its presenter, worked examples, the check, and the
instructor's table of a trainee's lesson progress (``progress``)."""
