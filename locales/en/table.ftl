# At the table (the REPL): prompts, announcements, help, the pad, welcome and farewell.

table-too-many-roll-off-dice = { $typed } roll-off dice typed, but { $waiting ->
    [one] { $waiting } player is
   *[other] { $waiting } players are
} still to throw: type one die per player
