# Exports: headings, column names, result words and the HTML page's texts.

## CSV column names in the spreadsheet dialect (`export --excel`); plain CSV keeps the
## English identifiers whatever the language, like JSON keys.
csv-round = round
csv-turn = turn
csv-player = player
csv-result = result
csv-points = points
csv-lost = lost
csv-total = total
csv-value-banked = banked
csv-value-bust = bust
csv-value-flood = flood
csv-value-stolen = stolen
csv-value-out-of-dice = out of dice
csv-value-house-rule = house rule
csv-yes = yes
csv-no = no
csv-game = game
csv-date = date
csv-tallied = tallied

## The headline, and the lines under it.
export-title = Mississippi Marbles
export-headline-won = { $name } won with { $points }
export-headline-shared = { $names } share the win with { $points }
export-headline-over = Game over
export-headline-leading = Game in progress: { $names } { $count ->
    [one] leads
   *[other] lead
} with { $points }
export-headline-level = Game in progress: all level on { $points }
export-headline-unscored = Game in progress: nobody has scored yet
export-played = Played { $date } at { $time }
export-date = { $weekday ->
    [1] Monday
    [2] Tuesday
    [3] Wednesday
    [4] Thursday
    [5] Friday
    [6] Saturday
   *[7] Sunday
} { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
export-time = { $hour }:{ $minute }
export-lasted = { $hours ->
    [0] { $minutes ->
        [0] lasted under a minute
       *[other] lasted { $minutes } min
    }
   *[other] { $minutes ->
        [0] lasted { $hours } h
       *[other] lasted { $hours } h { $minutes } min
    }
}
export-first-player = { $name } threw first
export-rules-standard = Rules: the standard game
export-rules-house = House rules: { $names }

## The final table.
export-final-table = Final table
export-standings = Standings
export-col-rank = rank
export-col-player = player
export-col-total = total
export-col-opened = opened
export-col-turns = turns
export-col-busts = busts
export-col-floods = Floods
export-col-best-turn = best turn
export-opened-round = round { $round }
export-opened-yes = yes
export-opened-flooded = flooded
export-opened-no = no

## The pad (its round and total labels are the pad's own, `pad-round` and `pad-total`).
export-pad = Pad
export-pad-caption = The pad: each player's result and total round by round, in order of play
export-final-caption = Each player's total, turns, busts and Floods, best first

## The HTML page's chart of the game.
export-chart-heading = The game
export-chart-totals = Totals
export-chart-chances = Chance to win
export-chart-round = round
export-chart-description = One line per player; a cross marks a bust, a triangle a Flood.
export-chart-mark-bust = a bust
export-chart-mark-flood = a Flood
export-chart-title = { $chances ->
    [yes] Totals and chances to win, round by round
   *[no] Totals round by round
}
export-chart-goal = goal { $points }

## The live pad (`play --serve`): the header over the pad, and the stream's state.
live-title = Live pad
live-turn = { $name } to throw
live-turn-points = { $points } this turn · { $dice } in hand
live-keeps-from = { $name } keeps from { $dice }
live-won = { $count ->
    [one] { $names } wins with { $points }
   *[other] { $names } share the win with { $points }
}
live-banked = { $name } banked { $points }
live-bust = { $name }: BUST
live-flood = { $name }'s Flood: { $points } washed away
live-out-of-dice = { $name } ran out of dice
live-undone = undone: { $action }
live-board-caption = Scoreboard, in seating order
live-board-player = Player
live-board-total = Total
live-board-needs = Needs
live-board-chance = To win
live-board-to-throw = to throw
live-board-leads = leads
live-needs-open = { $points } to open
live-needs-win = { $points } to win
live-roll-off = Roll-off: { $name } throws a die
live-roll-off-waiting = Roll-off
live-over = The game is over
live-last-throw = Last throw, { $name }: { $dice } — { $result }
live-throw-scores = keeps up to { $points }
live-throw-bust = bust
live-throw-flood = Flood
live-stream-connecting = Connecting…
live-stream-open = Live: the pad follows the table
live-stream-lost = Connection lost: trying again…
live-stream-closed = The table closed the live pad

export-review-costly = { $rank }: { $player }'s decision in round { $round }, −{ $cost } points of win chance
export-review-luckiest = +: { $player }'s luckiest throw of the game, in round { $round }, { $luck } points
export-review-unluckiest = −: { $player }'s unluckiest throw of the game, in round { $round }, { $luck } points
export-review-marks = Marked on the chart from the review (`marbles review`): { $marks }.
