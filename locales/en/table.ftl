# At the table (the REPL): prompts, announcements, help, the pad, welcome and farewell.


## Announcements: what the table hears after each accepted action.
announce-roll-off-thrown = { $name } threw { $face }.
announce-roll-off-tied = { $names } tie on the highest die: they throw again.
announce-starts = { $name } starts.
# The Flood's dice: "3 2s".
announce-flood-dice = { $count } { $face }s
announce-flood-lost = ~~~ FLOOD! ~~~ { $what }: { $name }'s { $lost } is washed away. { $name } must open again.
announce-flood-lost-unopened = ~~~ FLOOD! ~~~ { $what }: { $name }'s { $lost } is washed away, and { $name } must still open.
announce-flood-open-nothing = ~~~ FLOOD! ~~~ { $what }: { $name } had nothing to lose, but must open again.
announce-flood-nothing = ~~~ FLOOD! ~~~ { $what }: { $name } had nothing to lose yet, and must still open.
announce-bust-steal = BUST! Nothing scores: { $name } loses the steal, and { $from } keeps what they banked.
announce-bust-lost = BUST! Nothing scores: { $name } loses the turn's { $lost }.
announce-bust = BUST! Nothing scores for { $name }.
announce-rule-bust-lost = BUST by house rule: { $name } loses the turn's { $lost }.
announce-rule-bust = BUST by house rule for { $name }.
announce-rule-bust-lost-why = BUST by house rule ({ $why }): { $name } loses the turn's { $lost }.
announce-rule-bust-why = BUST by house rule ({ $why }) for { $name }.
announce-kept = Kept { $dice } for { $points }: turn { $turn }.
announce-kept-best = Kept the most points: { $dice } for { $points }: turn { $turn }.
announce-out-of-dice = Out of dice: { $name }'s opening stops at { $lost }, short of { $open_at }; the turn's points are lost.
announce-hot-dice = HOT DICE! All { $dice ->
    [5] five
    [6] six
   *[other] { $dice }
} dice come back to { $name }.
announce-banked = { $name } banks { $points }: total { $total }.
announce-banked-house-rule = { $name } banks { $points } ({ $turn } { $change } by a house rule): total { $total }.
announce-opened = { $name } is open! (Makin' Mud)
announce-final-round = { $name } has reached { $win_at }: everyone else finishes the round.
announce-total-adjusted = House rule: { $name } { $change } → { $total }.
announce-total-set = House rule: { $name }'s total goes to { $total }.
announce-stole = { $name } steals { $from }'s { $points } and throws the { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
} left!
announce-lost-to-thief = { $thief } banks the steal: { $name } loses { $points }.
announce-turn-passes = { $name }'s turn (total { $total }).
announce-turn-passes-closed = { $name }'s turn (total { $total }, needs { $open_at } to open).
announce-steal-offer = { $name } may `steal` { $from }'s { $points } and throw the { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
} left, or throw { $fresh ->
    [5] five
    [6] six
   *[other] { $fresh }
} fresh dice.
announce-won-shared = ★ { $names } share the win with { $points }! ★
announce-won = ★ { $name } wins with { $points }! (The Delta) ★

## The session's own talk: welcome, status after undo, saves, exports, farewell.
table-welcome-players = { $names }: open at { $open_at }, win at { $win_at }.
table-welcome-house-rules = House rules: { $names }.
table-welcome-resumed = Resumed from { $save }
table-welcome-saving = Saving every step to { $save }
table-welcome-roll-off = Who starts? Each player throws one die: type its face (or `first NAME`).
table-welcome-round = Round { $round }, { $name }'s turn.
table-welcome-waiting-throw = { $name } threw { $throw }:
table-welcome-over = This game is over: `pad`, `export FILE`, or `undo`.
table-welcome-type = Type the faces you throw (like `{ $example }`); `help` lists the commands.
table-welcome-keep = Type the dice you keep (like `keep { $example }`), or `keep` alone for the most points; `help` lists the commands.
table-welcome-help = `help` lists the commands.
table-status-roll-off = Roll-off: { $name } throws next.
table-status-throw-waits = { $name }'s throw { $throw } waits for its keep.
table-status-turn = { $name }'s turn: { $points } in the turn, { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
} in hand.
# An action named by `undo` and `redo`.
action-roll-off = roll-off { $face }
action-first = first { $name }
action-throw = throw { $dice }
action-keep = keep { $dice }
action-bank = bank
action-steal = steal
action-tally = tally { $points } (a turn without dice)
action-tally-bust = tally bust (a turn without dice)
table-undone = Undone: { $action }.
table-redo-cleared = nothing to redo: the action typed after `undo` cleared what could be redone; `undo` takes that action back
table-redone = Redone: { $action }.
table-nothing-kept = Nothing was played, so no game is kept.
table-undo-short = Only { $done } of the { $asked } steps could be undone: that is the start of the game.
table-redo-short = Only { $done } of the { $asked } steps could be redone: nothing more had been taken back.
table-house-rules = House rules: { $names }
table-saved-again = Saved again: { $save } holds the whole game.
table-step-unsaved = This step is kept in this session but is NOT saved to disk: free some space or fix the folder, or `save FILE` to save somewhere else; every next step tries to save again.
table-quit-unsaved = The game is not saved, so marbles stays open: `save FILE` to another place
table-saved-to = Saved to { $save }.
table-save-moved = Moved the save to { $save }; every step is saved there from now on.
table-exported = Exported the table to { $path } ({ $format }).
table-unknown-export-format = cannot tell the format from `{ $path }`: end the name in .{ $names } or add --format
table-export-onto-save = that is the game's save file: export to another file
table-no-odds = there are no odds to show: the odds are for a turn under way
table-not-saved = The game could NOT be saved: { $save } holds it as of the last save that worked; what was played since is lost when marbles closes.
table-farewell-over = Saved to { $path }. Export it with `marbles export { $path } -o table.html`.
table-farewell = Saved to { $path }. Continue with `marbles resume { $path }`.
table-farewell-numbered = Saved as game { $number } of `marbles history`. Continue with `marbles resume { $number }`.
table-farewell-over-numbered = Saved as game { $number } of `marbles history`. Export it with `marbles export { $number } -o table.html`.

## The prompt ("Ann: 1,200, needs 700 to open · turn 350 · 4 dice > ") and its hint.
prompt-roll-off-next = roll-off · { $name }'s die
prompt-roll-off = roll-off
prompt-over = game over (undo, pad, export, quit)
prompt-can-open = , can open
prompt-needs = , needs { $need } to open
prompt-turn = turn { $points }
prompt-keep-from = keep from { $throw }
hint-roll-off = one die's face, or first NAME
hint-over = export FILE, pad, undo or quit
hint-keep-or-bank = k FACES, keep (most points) or bank
hint-keep = k FACES or keep (most points)
hint-throw-or-bank = { $faces }, or bank
hint-throw-or-steal = { $faces }, or steal ({ $dice } left)
hint-throw = { $faces } thrown

## REPL help: the command list and each command explained. Ids named in repl/command.rs
## (COMMANDS). Details may use $open_at and $win_at, the thresholds in play.
help-list-intro = Type the faces you threw, like `{ $example }` or `{ $spaced }`.
help-list-intro-over = This game is over: `pad` shows the pad, `export FILE` writes it out, `undo` takes back the last action, `quit` leaves.
help-list-outro = `help COMMAND` explains one. Tab completes, ↑ recalls, Ctrl-C clears the line, Ctrl-D saves and quits.
help-no-command = no command `{ $word }`: `help` lists them
help-keep = set dice aside from the last throw (alone: most points)
help-keep-details = `keep 1 5`, `k 15` or `k 1,5` sets those dice aside; every kept die must be part of a combination thrown in that throw. `keep` alone keeps the dice worth the most points now, which is not always the best play (`odds` shows both). One keep per throw: to change it, `undo`.

help-bank = add the turn points to your total and pass the dice
help-bank-details = Banks the turn. Typed straight after a throw it first keeps the most points and says so. Until you are open, a turn must hold the opening score ({ $open_at }) to bank.

help-log = the moves by number
help-log-details = Lists every move of the game (throws, keeps, banks, tallies) numbered as the save counts them, grouped by turn and player. `log Ann` lists Ann's turns only. The numbers are the ones `amend` takes.

help-amend = correct move N, replay the rest
help-amend-details = `amend 12 155346` replaces move 12 (see `log`) with what is typed, read as it would have been typed then, and replays every move after it; it says each player's total before → after. If a later move no longer fits, nothing changes and marbles names it: amend it too in the same command (`amend 12 155346, 13 keep 1 5 5`). An amend is one step: `undo` takes it back whole and `redo` brings it back, also after `marbles resume`; the save keeps what was replaced. The roll-off and the starter cannot be amended, nor the players or the rules.

help-undo = take back the last step, back to the start
help-undo-details = Takes back the last throw, keep, bank, roll-off die or amend (whole), even into an earlier player's turn. Repeat to go further back, or give a count (`undo 5` takes back five steps); `redo` puts it back.

help-redo = put back what undo took back
help-redo-details = Puts back the last action taken back by `undo`; `redo 5` puts back five. Anything new typed after an undo clears what could be redone.

help-steal = take over the dice just banked (Cut-Throat, Piggy-Back)
help-steal-details = Under the Cut-Throat or Piggy-Back house rules, at the start of your turn you may throw the dice the previous player left instead of { $dice ->
    [5] five
    [6] six
   *[other] { $dice }
} fresh ones.

help-tally = a turn whose dice were not typed: its points, or bust
help-tally-details = For a turn thrown and banked before anyone typed it: `tally 450` banks 450 for the player whose turn it is, `tally bust` records a bust. Type it before the turn's first throw. The rules still hold: until you are open a tally must hold the opening score ({ $open_at }), and house rules see the bank or the bust. The pad marks the turn with †; odds, luck and the fair-dice test leave it out, having no dice to go on.

help-first = skip the roll-off: NAME starts
help-first-details = During the roll-off, names the starter directly instead of everyone throwing a die.

help-odds = the decision now: bust and Flood chance, throw on or bank, the best play
help-odds-details = Before a throw: the exact chance that throwing the dice in hand busts or Floods, what throwing on is worth against banking, and the best play. After a throw: the keeps worth most in the long run, the best play and the most points marked (not always the same keep). `odds all` adds the details: before a throw, how often each number of points is the most a throw offers; after one, every keep. Values maximise the points a turn banks (a Flood costs the whole total).

help-pad = show the score pad
help-pad-details = Shows the score pad: a column per player, a row per round, each turn's result and the running total; ★ marks the leader.

help-rules = show the scoring table and thresholds in play
help-rules-details = Shows every scoring combination with its points, the Flood, the opening and winning scores, and the house rules in play.

help-export = write the score table and pad to a file
help-export-details = Writes the final table (rank, total, opened, turns, busts, Floods, best turn) and the round-by-round pad. The format (csv, md, json, yaml, html or bgstats) comes from the file's extension (.bgsplay for bgstats) unless --format is given. An existing file is replaced only with --force, and a game's save never.

help-save = save the game to FILE and keep autosaving there
help-save-details = Every action is already saved the moment it is accepted; `save FILE` moves the save to FILE (autosaving there from now on). Continue later with `marbles resume FILE`.

help-serve = show the pad live on everyone's phone; `serve stop` ends it
help-serve-details = Opens a read-only page of the pad, the turn under way and the chances, updated after every action, at an address with a secret in it: `serve` listens on this machine only (127.0.0.1, any free port); `serve 0.0.0.0:8080` lets phones on the same network in. Anyone with the address can watch until `serve stop` or the end of the session; nobody can change the game from it.

help-help = list the commands, or explain one
help-help-details = `help` lists every command; `help keep` explains one.

help-quit = save and leave (Ctrl-D too)
help-quit-details = Saves the game and leaves; `marbles resume` continues it exactly where it stopped, undo history included.

## Lines that are not commands.
command-unknown = unknown command `{ $word }`: type the faces you threw, or `help` for the commands
command-unknown-suggest = unknown command `{ $word }` (did you mean `{ $suggestion }`?): type the faces you threw, or `help` for the commands
command-unknown-wanted = unknown command `{ $word }`: { $wanted }; `help` lists the commands
command-unknown-suggest-wanted = unknown command `{ $word }` (did you mean `{ $suggestion }`?): { $wanted }; `help` lists the commands
# What the prompt wants, for the refusal of an unknown word.
wanted-throw = type the faces you threw, like `{ $example }`
wanted-roll-off-die = type { $name }'s die, one face such as `5`
wanted-keep = the throw { $throw } waits for its keep: `keep FACES`, or `keep` alone for the most points
wanted-keep-or-bank = the throw { $throw } waits for its keep: `keep FACES`, `keep` alone for the most points, or `bank`
wanted-over = the game is over: `export FILE`, `pad`, `undo` or `quit`
command-usage = { $message }: usage `{ $usage }`
## `amend` and `log`. $number is a move's number (from 1) as text; $was and $now are moves as typed.
amend-total = { $name } { $before } → { $after }
amend-totals = Totals: { $totals }.
amend-change = move { $number }: { $was } → { $now }
amend-done = { $n ->
    [one] Amended { $n } move, and replayed every move after it:
   *[other] Amended { $n } moves, and replayed every move after them:
}
amend-undone = Undone: the amend.
amend-redone = Redone: the amend.
amend-nothing = Nothing to amend: each move already is what was given.
amend-not-a-move = move { $number }: `{ $text }` is not a move (a throw, a keep, `bank`, `steal` or a `tally`)
command-amend-what = give each move's number and what it should be (`amend 12 155346`, `amend 12 155346, 13 keep 1 5 5`); `log` lists the moves
log-empty = No moves yet.
# $round counts from 1.
log-turn = { $name } · round { $round }:
log-roll-off = Roll-off:
command-tally-what = say what the turn banked, as points (`tally 450`), or `tally bust`
command-tally-not-points = `{ $given }` is not points: say what the turn banked in digits (`tally 450`, `tally { $example }`), or `tally bust`
command-tally-too-many = `{ $given }` is more than a game holds: a turn banks at most { $most } points; say what it banked, or `tally bust`
command-odds-all = `odds` alone shows the decision; `odds all` every detail
command-takes-nothing = `{ $name }` takes nothing after it
command-steps-what = `{ $given }` is not a number of steps: `{ $name }` alone is one step, `{ $name } 3` three
command-name-starter = name the player who starts
command-name-save-file = name the file to save to
usage-faces = FACES
usage-points = POINTS
usage-name = NAME
usage-file = FILE
usage-address = ADDR
usage-command = COMMAND
usage-move = MOVE
command-one-file = give one file (a name with spaces in quotes, as in a shell: `"friday night.yaml"`)
command-unclosed-quote = a quote is not closed: end the file name with the quote it began with
command-format-one-of = the format must be one of { $names }
command-name-export-file = name the file to write

## The live pad: its address, and why it could not open.
serve-open = Live pad for phones: { $url }
serve-qr-note = Point a phone's camera at the code, or type the address. Anyone with it can watch; `serve stop` closes it.
serve-stopped = The live pad is closed.
serve-same-address = Same address as before: a phone reloads the page to follow again, no code to scan.
serve-moved = Port { $port } is taken now, so the pad has a new address: phones scan the code again.
serve-not-open = No live pad is open: `serve` opens one.
serve-already-open = The live pad is open at { $url } (`serve stop` closes it, before `serve ADDR` can move it).
serve-bad-address = `{ $address }` is not an address to listen on: write IP:PORT, such as 127.0.0.1:0 (this machine, any free port) or 0.0.0.0:8080 (phones on the network)
serve-cannot-bind = cannot open the live pad on { $address }: { $reason }. Choose another port (`:0` takes any free one), or an address of this machine
serve-no-random = cannot make the live pad's secret address: the system's random source failed ({ $reason })
serve-no-thread = cannot start the live pad: { $reason }

## The score pad: headings and each turn's result ("+650", "bust").
pad-round = round
pad-total = total
pad-bust = bust
pad-tally-footnote = { $mark } tallied: the turn was recorded without its dice (`tally`)
pad-flood = FLOOD
pad-stolen = stolen
pad-house-rule = house rule { $by }
pad-out-of-dice = out of dice
# The pad below 60 columns: a row per player.
pad-player = player
pad-last-turn = last turn

## A throw judged: what it offers, or the bust or the Flood.
throw-flood-mark = FLOOD!
throw-flood = { $count } { $face }s in one throw: the thrower's whole total is washed away and they must open again.
throw-bust-mark = BUST
throw-bust = nothing scores: the turn's points are lost and the dice pass on.
throw-best-keep = Most points: { $keep } for { $points }

table-one-roll-off-die-of = { $typed } dice typed, but a roll-off line is one die: type { $name }'s die, one face such as `5`
table-one-roll-off-die = { $typed } dice typed, but a roll-off line is one die: type the die, one face such as `5`

help-dice = are the dice fair? the faces typed in this game, tested
help-dice-details = Counts every die typed in this game (roll-off dice too) and tests the counts against a fair die (a chi-square test): says in plain words whether they give reason to doubt the dice, with the p-value and the number of dice. `marbles stats` does the same across games.
help-review = who played well, who was lucky: every decision and throw
help-review-details = Reviews the game so far: each decision (the keep, then bank or throw on) against the best one, and each typed throw's luck, in percentage points of the chance to win (exact for two players playing to win, the race's chances for more). A decision that cost 2 points or more is an inaccuracy, 5 or more a mistake, 10 or more a blunder. `review NAME` shows one player's part. `marbles review` does the same for a saved game.

pad-to-win = to win

## Piped input (not a terminal): refusals name the line they are about.
# $line is the line's number, counted from 1, as text.
piped-line = line { $line }: { $message }
piped-refused = { $n ->
    [one] { $n } line was refused ({ $lines }); the rest of the input was played without it
   *[other] { $n } lines were refused ({ $lines }); the rest of the input was played without them
}
piped-strict-unsaved = This step is NOT saved to disk, and --strict stops here.
piped-longer-than-most = line { $line } is longer than { $max } bytes, the most a line may be: type one throw, keep or command per line
piped-too-long = line { $line } is { $bytes } bytes long, and a line is at most { $max }: it was skipped; type one throw, keep or command per line
piped-not-text = line { $line } is not UTF-8 text (byte { $at } is { $byte }): it was skipped; send the faces and commands as plain UTF-8 text

## Odds: the decision before a throw (`odds`), its details (`odds all`, `marbles odds`).
odds-situation-open = { $dice }, { $turn } in the turn, open, total { $total }
odds-situation-closed = { $dice }, { $turn } in the turn, not open yet
odds-bust = bust
odds-flood = Flood
odds-scores = scores
odds-flood-washes = (washes away the total of { $total })
odds-throw-or-bank = Throw on: { $throw } expected   Bank: { $bank }
odds-bank-nothing = nothing set aside yet
odds-bank-below-minimum = below the minimum bank
odds-bank-not-open = not allowed before opening
odds-best-play = Best play: { $play }
odds-play-throw = throw the { $n ->
    [one] { $n } die
   *[other] { $n } dice
} in hand
odds-play-bank = bank { $points }
odds-most-points = most points
odds-throws = throws
odds-chance = chance
odds-most-points-heading = Most points a throw offers, out of { $outcomes } throws:
odds-all-hint = `odds all` shows how often each number of points is the most a throw offers.
odds-keeps-all-hint = `odds all` lists every keep ({ $keeps }).
odds-hook-note = note: house-rule hooks on { $events } may change what really happens; these values leave them out
odds-flow-note = note: the expected values assume the standard turn flow, not `{ $switch }`

## At a terminal: Ctrl-C, Ctrl-D, the line history.
terminal-line-cleared = (line cleared; `quit` or Ctrl-D saves and leaves)
terminal-stays-open = marbles stays open so nothing is lost: `save FILE` to save somewhere else, or Ctrl-D again to leave without saving.
# A hint beside a block of several lines pasted into the editor, before Enter.
terminal-paste-enter = (Enter plays these { $n } lines one by one)
terminal-paste-lines = { $n ->
    [one] pasted { $n } line: played as typed
   *[other] pasted { $n } lines: each played in turn, as if typed
}
# $lines lists the refused lines' numbers, counted from 1 in the pasted block.
terminal-paste-refused = { $n ->
    [one] { $n } of the { $of } pasted lines was refused ({ $lines }); the others were played
   *[other] { $n } of the { $of } pasted lines were refused ({ $lines }); the others were played
}
terminal-history-not-kept = could not keep the command history in { $path }: { $error }

## `marbles score`: the throw, lowest face first, above what it offers.
score-throw = Throw: { $throw }

## Command words: what is typed at the table, one table per language (`CommandSpec::word`).
## The English words are typed in every language too; the help, the hints and the
## refusals name the words of the language in use. A word may be two (`sett inn`).
word-keep = keep
word-bank = bank
word-undo = undo
word-redo = redo
word-steal = steal
word-tally = tally
word-first = first
word-odds = odds
word-pad = pad
word-dice = dice
word-review = review
word-rules = rules
word-export = export
word-save = save
word-serve = serve
word-log = log
word-amend = amend
word-help = help
word-quit = quit
word-bust = bust
word-all = all
word-stop = stop
