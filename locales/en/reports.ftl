# Reports of the one-shot commands: score, rules, odds, advise, simulate.

win-chances = To win: { $each }{ $how }{ $hooks }.
win-chances-estimate = {" "}(estimate, { $interval })
win-chances-points = {" "}(everyone playing for points)
win-chances-hooks = {" "}(house-rule hooks not counted)
win-story-caption = Chance to win, round by round:
win-story-caption-latest = Chance to win, round by round (the last { $rounds }):

## The standard game's combinations, as tables and reports show them. The names in
## rule files, scripts and JSON stay `single 1`, `three 2s`, `straight`.
combo-single = single { $face }
combo-of-a-kind = { $n ->
    [3] three { $face }s
    [4] four { $face }s
    [5] five { $face }s
   *[other] six { $face }s
}
combo-straight = straight
# One row for four, five or six of a kind of any face.
combo-any-of-a-kind = { $n ->
    [4] four of a kind
    [5] five of a kind
   *[other] six of a kind
}

## marbles rules: the scoring table and the thresholds under it.
rules-col-combination = combination
rules-col-dice = dice
rules-col-points = points
rules-col-nickname = pad name
rules-scripted = (scripted)
rules-varies = varies
rules-flood-dice = { $count } × { $face }
rules-flood-dice-or-more = { $count } or more × { $face }
rules-flood-points = total → 0
rules-open-at = Open at { $points } (Makin' Mud)
rules-min-bank = every bank at least { $points }
rules-win-at = win at { $points } (The Delta)
rules-players = { $min } to { $max } players
rules-dice-a-turn = { $n ->
    [one] { $n } die a turn
   *[other] { $n } dice a turn
}
rules-final-round = final round after the winning score
rules-point-stacking = point stacking
rules-ones-and-fives = opening with ones and fives
rules-one-throw = one throw a turn once open

## marbles rules list / rules check
rules-list-folder = House rules in { $folder }:
rules-list-shipped = House rules built into marbles:
rules-no-description = (no description)
rules-does-not-load = does not load: { $error }
rules-list-outro = Play one with `--rules house_rules/NAME.lua`; see house_rules/README.md to write your own.
rules-check-no-description = (no description: add marbles.describe("..."))
rules-check-ok = ok
rules-check-fail = FAIL
rules-example-failed = { $place }: example { $dice }: expected { $expected }, the rules give { $actual }
rules-no-examples = No examples declared: add marbles.example("1 1 1 2 3 4", 500) lines.
# "1 example hold." reads oddly, but `rules check` callers match "hold.".
rules-examples-hold = { $examples } hold.
rules-scenario-unnamed = (unnamed)
rules-scenario-ok = scenario: { $name }
rules-scenario-failed = { $place }: scenario { $name }: { $failure }
rules-hook-unexercised = note: the `{ $event }` hook at { $place } is not exercised by any scenario
rules-hook-returns-nothing = warning: the `{ $event }` hook at { $place } returns nothing on any path and keeps nothing, so it changes nothing: has it lost its `return`? A hook changes the game only by the table it returns (return {"{"} points = N {"}"})
rules-game-failed = game with seed { $seed }: { $reason } (play it again: { $command })
rules-games-failed = { $games } games stopped on the same fault; the first, game with seed { $seed }: { $reason } (play it again: { $command })
rules-games-hold = { $games ->
    [one] { $games } game
   *[other] { $games } games
} with computer players: no hook error.
rules-games-note = note: games with computer players: { $why }
scenario-players = the players cannot start a game: { $why }
scenario-not-a-move = line { $line } (`{ $typed }`) is not a move: a scenario's lines are throws, keeps, `bank`, `steal`, `first NAME`, `undo` and `redo`
scenario-refused = line { $line } (`{ $typed }`) was refused: { $why }
scenario-not-refused = line { $line } (`{ $typed }`) was expected to be refused, but the game took it
scenario-refused-otherwise = line { $line } was refused as expected, but with "{ $why }", which does not say "{ $says }"
scenario-total-wrong = { $name } expected { $expected }, has { $actual }
scenario-total-absent = { $name } expected { $expected }, but plays no part
scenario-totals = the totals differ: { $each }

## marbles advise, and the one-line hint of `play --hints`.
advise-throw = Throw { $throw } ({ $situation })
advise-flood = the total of { $points } is washed away.
advise-bust = nothing scores: { $points } in the turn lost.
advise-col-keep = keep
advise-col-points = points
advise-col-then = then
advise-col-expected = expected
advise-best = best play
advise-most-points = most points
advise-then-bank = bank
advise-then-hot-dice = hot dice, throw { $dice }
advise-then-throw = throw { $dice }
advise-expected-note = expected: what the turn adds to the total on average (points set aside
    included), playing the best play from then on
hint-advice = hint: best play: keep { $dice } ({ $points }), then { $then }: { $value } expected
hint-advice-most-points = ; most points: keep { $dice } ({ $points }): { $value } expected
hint-advice-flood = Flood: { $points } washed away
hint-advice-bust = bust: { $points } lost

## marbles simulate
sim-col-seat = seat
sim-col-strategy = strategy
sim-col-wins = wins
sim-col-interval = ± 99%
sim-col-bust = bust
sim-col-points-per-turn = points/turn
sim-col-net-per-turn = net/turn
sim-summary = { $games ->
    [one] { $games } game
   *[other] { $games } games
} (seed { $seed }), seat 1 throws first. Turns to win: mean { $mean }, sd { $sd }, { $min }–{ $max }.
sim-all-turns = All turns: { $bust } bust, { $flood } Flood, { $points } points banked per turn.
sim-unfinished = { $games ->
    [one] { $games } game had no winner after { $rounds } rounds and was given up.
   *[other] { $games } games had no winner after { $rounds } rounds and were given up.
}
sim-with = With { $rules }:
sim-these-rules = these rules
sim-change = change
sim-turns-to-win = turns to win
sim-seat-wins = seat { $seat } wins ({ $strategy })
sim-progress-games = games

## marbles win, and the win view in odds and hints.
win-method-exact = exact: both play to win
win-method-estimate = estimated from { $games } games, everyone playing for points
win-method-points = exact: everyone playing for points
win-heading = Chances to win, player 1 to throw ({ $method }):
win-player = player { $n }
win-not-open = not open
win-interval-note = ± is the { $confidence } confidence interval, in percentage points.
win-estimate-two-note = note: no exact table for these rules, so this is an estimate with both players playing for points
win-unfinished-note = note: { $unfinished } of the { $games } games reached the round limit with no winner; the chances are shares of the { $finished } that finished
win-turn = Player 1 has { $points } set aside and { $dice } in hand:
win-best-bank = bank
win-best-throw = throw on
win-view = bank { $turn }: { $bank } to win; throw on: { $throw } (best: { $best })
win-view-no-bank = throw on: { $throw } to win (banking is not allowed yet)
win-other-way = to win, the other way: { $view }
win-estimate-note = to win: estimated from { $games } games of points play, each chance { $interval } at { $confidence } confidence
win-points-note = to win: worked out exactly, everyone playing for points
win-keep = keep { $dice } ({ $points }) then { $then }: { $chance }
win-solving = Solving the win chances of these rules ({ $states } states within turns; rules the size of the standard game's { $standard } million take 4 to 8 seconds of processor time), then keeping them in the cache…
win-sweep-moved = sweep { $number } (moved { $change })
win-sweep = sweep { $number }
win-checking = checking
win-cache-note = note: the solved win chances could not be kept in the cache ({ $error }); the next run solves them again
win-hooks-unseen-note = note: the chances to win do not see what the house rules' hooks do during play
win-unmodelled-note = note: no chances to win under `{ $switch }`: they are worked out for the standard turn flow
win-off-grid-note = note: no chances to win from here: { $player } stands at { $total }, which the rules can reach but the chances do not cover (they cover 0 before opening and open totals from { $first_open } to below { $win_at })

## marbles history
history-empty = No games yet: start one with `marbles play NAME NAME`.
history-col-started = started
history-col-players = players
history-col-rules = rules
history-col-state = state
history-col-rounds = rounds
history-outro = { $games ->
    [one] { $games } game
   *[other] { $games } games
}. Continue one with `marbles resume N`, or export it with `marbles export N -o game.html`.
history-started-unknown = unknown
history-state-missing = the state folder { $state } was not there, and with it the list of games saved outside { $games } (with --save, or resumed from a file): only the games in { $games } are listed, and a game saved elsewhere is listed again once it is resumed (`marbles resume FILE`)
history-rules-standard = standard
history-in-play = in play
history-over = over
history-won = { $names } won
history-problem-damaged = damaged: not readable as a save
history-problem-not-a-save = not a marbles save
history-problem-newer = from a newer marbles
history-problem-too-large = too large to be a save
history-problem-house-rules = its house rules no longer load
history-problem-replay = its moves no longer replay
history-problem-unreadable = could not be read
history-no-game-none = there is no game { $number }: no games are saved yet; give a save file, or start one with `marbles play NAME NAME`
history-no-game = there is no game { $number }: `marbles history` lists games 1 to { $games }; give one of those numbers, or a save file
weekday-mon = Mon
weekday-tue = Tue
weekday-wed = Wed
weekday-thu = Thu
weekday-fri = Fri
weekday-sat = Sat
weekday-sun = Sun

## marbles stats, and the fair-dice verdict (stats and the REPL's `dice`).
stats-empty = No games to count: play one with `marbles play NAME NAME`, or widen --player, --since or --rules.
stats-not-exactly = No game was played with exactly { $rules }: `--rules` means exactly these house rules, no others. { $games ->
    [one] One game was
   *[other] { $games } games were
} played with { $rules } among others: `marbles stats { $command }` counts { $games ->
    [one] it
   *[other] them
}.
stats-names-more = { $n } more
stats-col-player = player
stats-col-games = games
stats-col-finished = finished
stats-col-wins = wins
stats-col-win-rate = win rate
stats-col-throws = throws
stats-col-busts = busts
stats-col-expected = expected
stats-col-luck = luck
stats-col-floods = Floods
stats-col-banked = banked
stats-col-best-turn = best turn
stats-col-players = players
stats-col-ahead = ahead at the end
stats-col-reviewed = reviewed
stats-col-decisions = decisions
stats-col-average-cost = cost/decision
stats-col-throw-luck = dice luck
stats-play-outro = Skill and luck from each game's review (`marbles review`), in percentage points of the chance to win: what a decision cost on average against the best one, and how much the player's throws gave above (+) or below (−) what those dice give on average.
stats-not-reviewed = { $games } without a review: two players under house rules whose win table is not solved yet. `marbles review GAME` solves it once, and the game counts from then on.
stats-outro = { $games } ({ $over } over). Luck: busts against the busts fair dice give for the same throws on average.
stats-head-to-head = Head to head:
stats-luck-even = as expected
stats-luck-bad = unlucky ({ $by })
stats-luck-good = lucky ({ $by })
dice-verdict-too-few = Dice: too few to judge yet ({ $dice } typed; the fair-dice test needs at least { $min }).
dice-verdict-no-reason = Dice: no reason to doubt them. { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
}, p { $p }: counts this uneven are common with fair dice.
dice-verdict-no-reason-uneven = Dice: no reason to doubt them. { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
}, p { $p }: fair dice give counts this uneven less than once in twenty looks, which is not rare enough to doubt them.
dice-verdict-some-reason = Dice: some reason to doubt them. { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
}, p { $p }: fair dice give counts this uneven less than once in a hundred looks. Worth watching.
dice-verdict-strong-reason = Dice: strong reason to doubt them. { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
}, p { $p }: fair dice give counts this uneven less than once in a thousand looks. Check the dice.
dice-verdict-most-off = Most off: { $face } came up { $share } of the time (a fair die: { $fair }).
dice-verdict-faces = Faces 1 to 6: { $counts }.
dice-players-head = Each player's dice, the dice they typed: { $tested ->
    [0] no player has typed enough to test yet
    [one] { $tested } player tested, so the p-value is read as it is
   *[other] { $tested } players tested together, so each p-value is adjusted by Holm–Bonferroni before it is read
}.
dice-player-too-few = { $name }: too few to judge yet ({ $dice } typed).
dice-player-even = { $name }: no reason to doubt them. { $dice } dice, p { $p }; every face came up equally often.
dice-player-no-reason = { $name }: no reason to doubt them. { $dice } dice, p { $p }; most off: { $face } came up { $share } of the time.
dice-player-some-reason = { $name }: some reason to doubt them. { $dice } dice, p { $p }; most off: { $face } came up { $share } of the time.
dice-player-strong-reason = { $name }: strong reason to doubt them. { $dice } dice, p { $p }; most off: { $face } came up { $share } of the time.

## history and win-table progress (stderr).
history-index-not-kept = { $reason }; history is complete, but the next listing will read every save again
history-state-not-a-folder = the state folder { $path } is not a folder, so the games saved outside the games folder are not listed: set { $var } to a folder (or unset it)

simulate-engine = Played through the game engine: the house rules' hooks and turn flow acted as at the table.
simulate-rounds = Rounds a game: { $rounds } on average.
simulate-heuristic = Rule of thumb for { $count ->
    [one] seat
   *[other] seats
} { $seats }: { $what }.
simulate-heuristic-steal = a steal (Cut-Throat, Piggy-Back) is taken when throwing on from the banker's points and dice is worth more than a fresh turn
simulate-heuristic-stacking = under point stacking each keep is chosen as if its throw scored alone
simulate-heuristic-hooks = the best play does not foresee what the hooks will do; it plays on the totals they leave
simulate-heuristic-win = the win strategy plays the optimal policy, as no win table covers these rules
simulate-seat-hooks = Seat { $seat }: total lowered by a hook { $penalties } times a game ({ $points } points), raised { $bonuses } times.
simulate-seat-steals = Seat { $seat }: { $steals } steals a game, { $robbed } banks stolen.
simulate-stopped = { $count ->
    [one] One game was
   *[other] { $count } games were
} stopped by a house rule: { $why }
sim-stop-reason = { $games ->
    [one] one game
   *[other] { $games } games
}: { $why }
sim-stop-reason-between = {"; "}
sim-no-move-left-keep = the house rules refused every keep of { $dice }, so the turn could not go on and only undo was left (the hook said: { $refusal }); a `keep` or `throw` hook can end the turn as a bust instead (bust = "why", marbles.api(2))
sim-no-move-left-throw = the house rules refused both banking and throwing on, so the turn could not go on and only undo was left (the hook said: { $refusal })
simulate-refused = { $count ->
    [one] One move
   *[other] { $count } moves
} of the computer players ({ $per_game } a game) were refused by a house rule and made otherwise.
simulate-stalled = { $games ->
    [one] One game was
   *[other] { $games } games were
} given up after { $rounds } rounds in which no total changed: a house rule keeps them from ending.
simulate-compare-rounds = rounds/game
simulate-compare-penalties = seat { $seat } hook losses/game
simulate-compare-penalty-points = seat { $seat } points lost to hooks/game
simulate-compare-steals = seat { $seat } steals/game

## review: every decision and every throw, skill apart from luck
review-title-exact = Review of every decision and every throw, in exact chances to win (both players playing to win).
review-title-race = Review of every decision and every throw, in the race's chances to win (everyone playing for points, as the pad shows them).
review-thresholds = Cost and luck are in percentage points of the chance to win. A decision that cost { $inaccuracy } points or more is an inaccuracy, { $mistake } or more a mistake, { $blunder } or more a blunder.
review-empty = Nothing to review yet: no throw has been typed.
review-col-player = player
review-col-decisions = decisions
review-col-cost = cost
review-col-inaccuracies = inaccuracies
review-col-mistakes = mistakes
review-col-blunders = blunders
review-col-luck = luck
review-col-round = round
review-col-throw = throw
review-col-made = made
review-col-best = best
review-col-class = class
review-class-inaccuracy = inaccuracy
review-class-mistake = mistake
review-class-blunder = blunder
review-then-throw = throw on
review-move = keep { $keep }, { $then }
review-notable = Decisions that cost { $inaccuracy } points or more:
review-no-notable = No decision cost { $inaccuracy } points or more.
review-costliest = Costliest decision of { $player }: round { $round }, throw { $throw }: { $made } where { $best } was better (−{ $cost } points).
review-verdict-cost = { $player } lost { $cost } points of win chance to their decisions;
review-verdict-clean = { $player } lost nothing to their decisions;
review-verdict-lucky = their dice were { $luck } points luckier than average.
review-verdict-unlucky = their dice were { $luck } points unluckier than average.
review-tallies = { $player }: { $turns ->
        [one] one turn
       *[other] { $turns } turns
    } typed without dice skipped (no throws to weigh).
