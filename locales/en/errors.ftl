# Refusals: what was wrong and what to do instead (engine, rules, dice, store).

rule-does-not-score = { $stray } { $n ->
    [one] does
   *[other] do
} not score: every kept die must be part of a combination
rule-does-not-score-best = { $stray } { $n ->
    [one] does
   *[other] do
} not score: every kept die must be part of a combination (for the most points here, keep { $best })
rule-combo-points = combination `{ $name }`: { $dice } { $n ->
    [one] was
   *[other] were
} given { $points } points: a combination is worth 1 to { $max } (return nil, or 0, when the dice are not the combination)
# Dice named in a message about a combination: "a single 5", "the dice 1 1 5".
rule-the-dice = { $n ->
    [one] a single { $dice }
   *[other] the dice { $dice }
}

dice-wrong-count = { $got ->
    [one] { $got } die
   *[other] { $got } dice
} typed, but { $expected ->
    [one] { $expected } is
   *[other] { $expected } are
} in hand: type exactly { $expected ->
    [one] { $expected } face
   *[other] { $expected } faces
}

## The game's refusals (GameError and the reasons inside it).
# A simulation asked for a number of players the rules do not allow.
odds-player-count = { $got ->
    [one] { $got } player
   *[other] { $got } players
}, but these rules are for { $min } to { $max } players: give --players between { $min } and { $max }
game-player-count = { $got ->
    [one] { $got } player
   *[other] { $got } players
} named, but this game is for { $min } to { $max }: name between { $min } and { $max } players
game-empty-name = a player's name is empty: give every player a name
game-duplicate-name = two players are called `{ $name }`: give every player a different name
game-unknown-player = no player is called `{ $name }`: the players are { $players }
game-roll-off-pending = the roll-off is not over: { $player } throws one die, type its face (1 to 6), or name the starter with `first NAME`
game-roll-off-over = the roll-off is over and { $starter } started: type the faces of a throw
game-throw-pending = the throw { $throw } is waiting for its keep: `keep` the dice to set aside first, or `undo` to take the throw back
game-no-throw = there is no throw to keep from: throw the { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
} in hand first
game-nothing-to-bank = nothing to bank yet: throw the { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
} in hand first
game-not-open = { $player } is not open yet: banking needs { $open_at } in the turn, this turn holds { $points }, { $missing } more needed; { $next }
game-set-aside-automatically = { $player } is opening with ones and fives: they are set aside automatically and the turn banks itself at { $open_at }; throw the { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
} in hand
game-over = the game is over ({ $winners } won): `undo` to take back the last action
game-nothing-to-steal = there is nothing to steal: { $reason }
game-no-turn = no turn is under way
game-nothing-to-undo = nothing to undo: this is the start of the game
game-nothing-to-redo = nothing to redo: `redo` puts back what `undo` took back, and nothing has been taken back
game-short-throw = throw the { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
} in hand
game-short-keep-then-throw = even keeping the most points ({ $best }) leaves it short, so keep, then throw on
game-no-steal-not-a-rule = taking over the last player's dice is not a rule of this game (Cut-Throat and Piggy-Back house rules allow it)
game-no-steal-not-first = a steal must come first in a turn, before any throw
game-no-steal-nothing-banked = the previous player did not bank: throw the 6 dice in hand

## The mark before a refusal on standard error.
error-prefix = error:
warning-prefix = warning:

## Typed dice and kept dice that cannot be.
dice-empty = no dice typed: type the faces that came up, like `1 5 3 3 4 6` or `153346`
dice-not-a-face = `{ $text }` is not a die face: faces are 1 to 6 (digits or { $first }–{ $last })
dice-too-many = { $got } dice typed, but a throw has at most { $max }: type the faces of one throw
dice-no-such-face = { $pips } is not a die face: faces are 1 to 6
rule-not-thrown = keeping { $kept } takes dice the throw does not have: it has { $has } (the throw is { $throw })
# What the throw has of one face: "no 6", "only one 1", "only three 1s".
rule-shortfall = { $has ->
    [0] no { $face }
    [1] only one { $face }
    [2] only two { $face }s
    [3] only three { $face }s
    [4] only four { $face }s
    [5] only five { $face }s
   *[other] only six { $face }s
}
