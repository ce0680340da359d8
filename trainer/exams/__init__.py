"""Exam mode, Qt-free: blueprints, the sitting state machine, scoring, sealing and review.

Usage sketch (the store side is :class:`trainer.store.exams.Exams`, ``store.exams``)::

    from trainer.drills import DrillKind, Level, DrawAnswer
    from trainer.exams.blueprint import Blueprint, SectionSpec, OnInterrupt
    from trainer.exams.session import TickEvent

    # An instructor (signed in: store.authenticate unlocked their seal key) sets an exam.
    boss = store.authenticate("mdeus", "teacher-pass")
    blueprint = Blueprint(
        name="Baccarat dealer certificate",
        sections=(SectionSpec(DrillKind.DRAW, Level.ALL, questions=20, pass_mark=90),
                  SectionSpec(DrillKind.PAYOUT, Level.ALL, questions=10, pass_mark=80)),
        pass_mark=85, time_limit_s=30 * 60, question_limit_s=45, attempts_allowed=1,
        show_missed=False, on_interrupt=OnInterrupt.RESUME, cohort_ids=(cohort.id,))
    exam = store.exams.create(boss, blueprint)
    store.sign_out(boss)

    # At the trainee's desk: the trainee is signed in, the proctor types name + password.
    amy = store.authenticate("amy", "1234")
    running = store.exams.running_sitting(amy)          # after a crash: resume, never restart
    if running is not None:
        session = store.exams.resume_sitting(amy, "mdeus", "teacher-pass")
    else:
        offered = store.exams.assigned(amy)             # exams with attempts left
        session = store.exams.start_sitting(amy, offered[0].exam.id, "mdeus", "teacher-pass")

    # The view: show the question, forward the answer, tick from a timer. No feedback.
    while (shown := session.next_question()) is not None:
        session.remaining_seconds(); session.question_remaining_seconds()   # countdowns
        session.submit(DrawAnswer(draws=True))         # returns None; committed and sealed
        if session.tick() is TickEvent.EXAM_OVER:      # call tick() from a QTimer as well
            break
    # A Table section (blueprint ``tables=(TableSectionSpec(...),)``) comes after the questions:
    while (table := session.next_table()) is not None:  # a TableSession, rebuilt on resume
        session.table_act("accept_bets")               # any TableSession action; None back
    result = session.trainee_result()                  # score, pass/fail, missed if allowed

    # Later, an instructor signed in reviews, grants a retake, exports the cohort.
    boss = store.authenticate("mdeus", "teacher-pass")
    review = store.exams.review(boss, session.sitting_id)   # review.seal.status: ok/tampered
    store.exams.grant_retake(boss, exam.id, amy.user_id, note="illness")
    text = store.exams.results_csv(boss, cohort.id)         # the UI only saves it

Each name is imported from the module that defines it (``trainer.exams.session``,
``trainer.exams.seal``, ...): this package imports none of them, so opening the store at
start-up (which reads the seals and the statuses) does not import the drill generators that
the sitting and its review need.
"""
