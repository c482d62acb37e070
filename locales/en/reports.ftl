# Reports of the one-shot commands: score, rules, odds, advise, simulate.

win-chances = To win: { $each }{ $how }{ $hooks }.
win-chances-estimate = {" "}(estimate, { $interval })
win-chances-hooks = {" "}(house-rule hooks not counted)

win-estimating = Working out the win chances from { $games } games played out…

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
} stopped by a house rule; the first: { $why }
simulate-compare-rounds = rounds/game
simulate-compare-penalties = seat { $seat } hook losses/game
simulate-compare-penalty-points = seat { $seat } points lost to hooks/game
simulate-compare-steals = seat { $seat } steals/game
