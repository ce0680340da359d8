"""Sam Kong 三公百家樂 at the Table (Portaria 22/96/M): the table profile, the simulated
bettors and the round dealt by the trainee (:class:`SamKongSession`), the second game of the
one Table (:mod:`trainer.table.game`). The ranking, door results and settlement are
:mod:`trainer.samkong`'s."""
