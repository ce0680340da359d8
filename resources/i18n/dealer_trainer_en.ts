<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
<context>
    <name>AccountsTab</name>
    <message numerus="yes">
        <source>{0}: %n trainee(s)</source>
        <translation>
            <numerusform>{0}: %n trainee</numerusform>
            <numerusform>{0}: %n trainees</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AuditTab</name>
    <message numerus="yes">
        <source>Entries saved to {0}: %n</source>
        <translation>
            <numerusform>Entries saved to {0}: %n</numerusform>
            <numerusform>Entries saved to {0}: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AuditWords</name>
    <message numerus="yes">
        <source>Entries deleted before this one: %n</source>
        <translation>
            <numerusform>Entries deleted before this one: %n</numerusform>
            <numerusform>Entries deleted before this one: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Entries changed or deleted: %n (see the flags).</source>
        <translation>
            <numerusform>Entries changed or deleted: %n (see the flags).</numerusform>
            <numerusform>Entries changed or deleted: %n (see the flags).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Entries checked: %n, all as written.</source>
        <translation>
            <numerusform>Entries checked: %n, all as written.</numerusform>
            <numerusform>Entries checked: %n, all as written.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Written without the school key: %n.</source>
        <translation>
            <numerusform>Written without the school key: %n.</numerusform>
            <numerusform>Written without the school key: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) added</source>
        <translation>
            <numerusform>%n minute added</numerusform>
            <numerusform>%n minutes added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) added in all</source>
        <translation>
            <numerusform>%n minute added in all</numerusform>
            <numerusform>%n minutes added in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n row</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s) on the version before</source>
        <translation>
            <numerusform>%n sitting on the version before</numerusform>
            <numerusform>%n sittings on the version before</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>minutes a day: %n</source>
        <translation>
            <numerusform>minutes a day: %n</numerusform>
            <numerusform>minutes a day: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>answers a day: %n</source>
        <translation>
            <numerusform>answers a day: %n</numerusform>
            <numerusform>answers a day: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lines refused: %n</source>
        <translation>
            <numerusform>lines refused: %n</numerusform>
            <numerusform>lines refused: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BackupCounts</name>
    <message numerus="yes">
        <source>%n instructor(s)</source>
        <translation>
            <numerusform>%n instructor</numerusform>
            <numerusform>%n instructors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n trainee</numerusform>
            <numerusform>%n trainees</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BlueprintsPanel</name>
    <message numerus="yes">
        <source>This exam has %n sitting(s) under version {0}; saving a change to what it examines makes version {1}, and the sittings keep theirs. Moving the exam window or changing the cohorts keeps version {0}.</source>
        <translation>
            <numerusform>This exam has %n sitting under version {0}; saving a change to what it examines makes version {1}, and the sitting keeps its version. Moving the exam window or changing the cohorts keeps version {0}.</numerusform>
            <numerusform>This exam has %n sittings under version {0}; saving a change to what it examines makes version {1}, and the sittings keep theirs. Moving the exam window or changing the cohorts keeps version {0}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message numerus="yes">
        <source>average of the last %n sessions</source>
        <translation>
            <numerusform>the last session</numerusform>
            <numerusform>average of the last %n sessions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s), all timed out</source>
        <comment>the readiness verdict&apos;s figures</comment>
        <translation>
            <numerusform>%Ln answer, timed out</numerusform>
            <numerusform>%Ln answers, all timed out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s), {0}% right, median {1} s</source>
        <comment>the readiness verdict&apos;s figures</comment>
        <translation>
            <numerusform>%Ln answer, {0}% right, {1} s</numerusform>
            <numerusform>%Ln answers, {0}% right, median {1} s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartWords</name>
    <message numerus="yes">
        <source>last %n days</source>
        <comment>the period a chart shows</comment>
        <translation>
            <numerusform>today</numerusform>
            <numerusform>last %n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DashboardScreen</name>
    <message numerus="yes">
        <source>Practice edited outside the app: sessions that no longer match their seals: %n (their answers are tinted below).</source>
        <translation>
            <numerusform>Practice edited outside the app: sessions that no longer match their seals: %n (their answers are tinted below).</numerusform>
            <numerusform>Practice edited outside the app: sessions that no longer match their seals: %n (their answers are tinted below).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Daily figures edited outside the app: days unlike the stored answers: %n (the roster&apos;s counts and medians read them; run daily-rebuild).</source>
        <translation>
            <numerusform>Daily figures edited outside the app: days unlike the stored answers: %n (the roster&apos;s counts and medians read them; run daily-rebuild).</numerusform>
            <numerusform>Daily figures edited outside the app: days unlike the stored answers: %n (the roster&apos;s counts and medians read them; run daily-rebuild).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DateRangeBar</name>
    <message numerus="yes">
        <source>Last %n days</source>
        <translation>
            <numerusform>Today</numerusform>
            <numerusform>Last %n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamWords</name>
    <message numerus="yes">
        <source>%n void coup(s) not counted</source>
        <translation>
            <numerusform>%n void coup not counted</numerusform>
            <numerusform>%n void coups not counted</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomeworkWords</name>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message numerus="yes">
        <source>%n question(s) not answered yet: answer them, then press Enter to check your answers.</source>
        <translation>
            <numerusform>%n question is not answered yet: answer it, then press Enter to check your answers.</numerusform>
            <numerusform>%n questions are not answered yet: answer them, then press Enter to check your answers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProctorConsole</name>
    <message numerus="yes">
        <source>Running sittings: %n</source>
        <translation>
            <numerusform>Running sittings: %n</numerusform>
            <numerusform>Running sittings: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>desks not responding: %n</source>
        <translation>
            <numerusform>desks not responding: %n</numerusform>
            <numerusform>desks not responding: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message numerus="yes">
        <source>{0}, {2}, the whole cohort: %Ln answer(s), {1}% right.</source>
        <translation>
            <numerusform>{0}, {2}, the whole cohort: %Ln answer, {1}% right.</numerusform>
            <numerusform>{0}, {2}, the whole cohort: %Ln answers, {1}% right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}, {2}: %Ln answer(s), {1}% right.</source>
        <translation>
            <numerusform>{0}, {2}: %Ln answer, {1}% right.</numerusform>
            <numerusform>{0}, {2}: %Ln answers, {1}% right.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message numerus="yes">
        <source>%n trainee(s); {0} ready against the pass mark.</source>
        <translation>
            <numerusform>%n trainee; {0} ready against the pass mark.</numerusform>
            <numerusform>%n trainees; {0} ready against the pass mark.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message numerus="yes">
        <source>%n sitting(s).</source>
        <translation>
            <numerusform>%n sitting.</numerusform>
            <numerusform>%n sittings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with altered records (in red).</source>
        <translation>
            <numerusform>%n with altered records (in red).</numerusform>
            <numerusform>%n with altered records (in red).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message numerus="yes">
        <source>Interrupted at the table after all {0} questions and %n Table step(s) (the last stored {1})</source>
        <translation>
            <numerusform>Interrupted at the table after all {0} questions and %n Table step (the last stored {1})</numerusform>
            <numerusform>Interrupted at the table after all {0} questions and %n Table steps (the last stored {1})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Interrupted after %n of {0} question(s) were answered (the last stored {1})</source>
        <translation>
            <numerusform>Interrupted after %n of {0} questions was answered (the last stored {1})</numerusform>
            <numerusform>Interrupted after %n of {0} questions were answered (the last stored {1})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min added {0} by {1}</source>
        <translation>
            <numerusform>%n min added {0} by {1}</numerusform>
            <numerusform>%n min added {0} by {1}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message numerus="yes">
        <source>%n days ago</source>
        <translation>
            <numerusform>%n day ago</numerusform>
            <numerusform>%n days ago</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RosterTab</name>
    <message numerus="yes">
        <source>%n trainee(s) imported.</source>
        <translation>
            <numerusform>%n trainee imported.</numerusform>
            <numerusform>%n trainees imported.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) refused, listed below: save them, correct them and import them again.</source>
        <translation>
            <numerusform>%n line refused, listed below: save it, correct it and import it again.</numerusform>
            <numerusform>%n lines refused, listed below: save them, correct them and import them again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunningModel</name>
    <message numerus="yes">
        <source>Table {0} of {1} · coup {2} of {3} · %n step(s) taken</source>
        <translation>
            <numerusform>Table {0} of {1} · coup {2} of {3} · %n step taken</numerusform>
            <numerusform>Table {0} of {1} · coup {2} of {3} · %n steps taken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SamKongWords</name>
    <message numerus="yes">
        <source>Void rounds (art. 2): %n, every bet returned</source>
        <translation>
            <numerusform>Void rounds (art. 2): %n, every bet returned</numerusform>
            <numerusform>Void rounds (art. 2): %n, every bet returned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) from the end</source>
        <translation>
            <numerusform>%n card from the end</numerusform>
            <numerusform>%n cards from the end</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableCharts</name>
    <message numerus="yes">
        <source>%n wrong</source>
        <comment>a Table step kind recorded only when wrong: its count, not a share</comment>
        <translation>
            <numerusform>%n wrong</numerusform>
            <numerusform>%n wrong</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableProfilesTab</name>
    <message numerus="yes">
        <source>%n kept shoe(s) begun at this table resume with the rules they began with.</source>
        <translation>
            <numerusform>%n kept shoe begun at this table resumes with the rules it began with.</numerusform>
            <numerusform>%n kept shoes begun at this table resume with the rules they began with.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message numerus="yes">
        <source>Of the payouts not right: %n in the right amount but not the fewest chips</source>
        <translation>
            <numerusform>Of the payouts not right: %n in the right amount but not the fewest chips</numerusform>
            <numerusform>Of the payouts not right: %n in the right amount but not the fewest chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Void coups (art. 10): %n, every bet returned</source>
        <translation>
            <numerusform>Void coups (art. 10): %n, every bet returned</numerusform>
            <numerusform>Void coups (art. 10): %n, every bet returned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TodayWords</name>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraineeDesk</name>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sam Kong Table “{0}”: %n round(s)</source>
        <comment>an exam&apos;s Table section</comment>
        <translation>
            <numerusform>Sam Kong Table “{0}”: %n round</numerusform>
            <numerusform>Sam Kong Table “{0}”: %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table “{0}”: %n coup(s)</source>
        <comment>an exam&apos;s Table section</comment>
        <translation>
            <numerusform>Table “{0}”: %n coup</numerusform>
            <numerusform>Table “{0}”: %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your sitting is running on the desk {0} now: all {2} questions are answered and %n step(s) were taken at the table; its time runs out at {3} (Macau time).

A sitting runs on one desk at a time: go on at {0}. If that desk has stopped, a proctor can continue the sitting here once it has been quiet for two minutes.</source>
        <translation>
            <numerusform>Your sitting is running on the desk {0} now: all {2} questions are answered and %n step was taken at the table; its time runs out at {3} (Macau time).

A sitting runs on one desk at a time: go on at {0}. If that desk has stopped, a proctor can continue the sitting here once it has been quiet for two minutes.</numerusform>
            <numerusform>Your sitting is running on the desk {0} now: all {2} questions are answered and %n steps were taken at the table; its time runs out at {3} (Macau time).

A sitting runs on one desk at a time: go on at {0}. If that desk has stopped, a proctor can continue the sitting here once it has been quiet for two minutes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At the table, %n step(s) were taken: the table goes on at the same round and step.</source>
        <translation>
            <numerusform>At the table, %n step was taken: the table goes on at the same round and step.</numerusform>
            <numerusform>At the table, %n steps were taken: the table goes on at the same round and step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At the table, %n step(s) were taken: the table goes on at the same coup (or round) and step.</source>
        <translation>
            <numerusform>At the table, %n step was taken: the table goes on at the same coup (or round) and step.</numerusform>
            <numerusform>At the table, %n steps were taken: the table goes on at the same coup (or round) and step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At the table, %n step(s) were taken: the table goes on at the same coup and step.</source>
        <translation>
            <numerusform>At the table, %n step was taken: the table goes on at the same coup and step.</numerusform>
            <numerusform>At the table, %n steps were taken: the table goes on at the same coup and step.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraineeExamsTab</name>
    <message numerus="yes">
        <source>%n sitting(s), {0} passed.</source>
        <translation>
            <numerusform>%n sitting, {0} passed.</numerusform>
            <numerusform>%n sittings, {0} passed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <source>%n face(s) and {points} points: {name}, rank {ordinal} of {count} levels</source>
        <translation>
            <numerusform>%n face and {points} points: {name}, rank {ordinal} of {count} levels</numerusform>
            <numerusform>%n faces and {points} points: {name}, rank {ordinal} of {count} levels</numerusform>
        </translation>
    </message>
</context>
</TS>
