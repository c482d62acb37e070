# The game's own words, shared by every area: counted nouns and lists.
#
# Count messages take $n (a whole number, grouped in the language's style) and pick
# the plural by it. Ids start with "count-"; code uses them through render::count.

count-dice = { $n ->
    [one] { $n } die
   *[other] { $n } dice
}
count-face = { $n ->
    [one] { $n } face
   *[other] { $n } faces
}
count-player = { $n ->
    [one] { $n } player
   *[other] { $n } players
}
count-example = { $n ->
    [one] { $n } example
   *[other] { $n } examples
}
count-save = { $n ->
    [one] { $n } save
   *[other] { $n } saves
}

# The word before the last item of a list: "Ann, Bob and Cy".
list-and = and
list-or = or

rules-scenarios-hold = { $n ->
    [one] { $n } scenario holds.
   *[other] { $n } scenarios hold.
}
game-hook-no-such-player = house rule failed: a hook changed the total of player { $player }, but the game has { $players ->
    [one] { $players } player
   *[other] { $players } players
}: players are numbered from 1 in seating order
game-below-min-bank = { $player } may not bank yet: every bank must hold at least { $min_bank }, this turn holds { $points }, { $missing } more needed; { $next }

count-action = { $n ->
    [one] { $n } action
   *[other] { $n } actions
}
count-game = { $n ->
    [one] { $n } game
   *[other] { $n } games
}
count-total = { $n ->
    [one] { $n } total
   *[other] { $n } totals
}
cli-scenarios-failed = { $n ->
    [one] { $n } of the declared scenarios does not come out as declared: fix the script or the scenario
   *[other] { $n } of the declared scenarios do not come out as declared: fix the script or the scenario
}

# "and 3 more", the end of a list cut short.
count-more = { $n ->
    [one] { $n } more
   *[other] { $n } more
}
