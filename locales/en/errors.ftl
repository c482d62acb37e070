# Refusals: what was wrong and what to do instead (engine, rules, dice, store).

rule-does-not-score = { $stray } { $n ->
    [one] does
   *[other] do
} not score: every kept die must be part of a combination
rule-does-not-score-best = { $stray } { $n ->
    [one] does
   *[other] do
} not score: every kept die must be part of a combination (for the most points here, keep { $best })
rule-flood-never-kept = { $count ->
    [4] four
   *[other] { $count }
} { $face }s are never kept: that many is the Flood, not a combination (rule 5.5)
rule-flood-never-kept-best = { $count ->
    [4] four
   *[other] { $count }
} { $face }s are never kept: that many is the Flood, not a combination (rule 5.5); for the most points here, keep { $best }
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
game-unknown-player-close = no player is called `{ $name }`: did you mean { $close }?
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
game-short-tally = a turn short of that cannot have been banked: tally the points it banked, or `tally bust`
game-tally-mid-turn = `tally` records a whole turn before its first throw, and { $player }'s turn is under way: go on with the dice, or `undo` back to the turn's start and tally it
game-tally-points = a tally is the points the turn banked, a positive multiple of 50 (like `tally 450`), not { $points }; for a turn that busted, `tally bust`
game-tally-too-many = a tally of { $points } is more than any game holds (at most { $most } points): tally the points the turn banked, or `tally bust` for a bust
game-no-steal-not-a-rule = taking over the last player's dice is not a rule of this game (Cut-Throat and Piggy-Back house rules allow it)
game-no-steal-not-first = a steal must come first in a turn, before any throw
game-no-steal-nothing-banked = the previous player did not bank: throw the { $dice } dice in hand
game-no-steal-tallied = the previous turn was tallied (`tally`), so nobody knows which dice it left: throw the { $dice } dice in hand

## The mark before a refusal on standard error.
error-prefix = error:
warning-prefix = warning:
warning-rules-changed = { $path } has changed since this game began; the game goes on with the rules saved in { $save }
warning-used-rules-changed = { $path }, which { $script } uses (marbles.use), has changed since this game began; the game goes on with the copy saved in { $save }
warning-rules-gone = { $path } cannot be found: it was moved or deleted since this game began; the game goes on with the rules saved in { $save }, and `--reload-rules` needs the file back where it was
warning-not-remembered = { $reason }; continue this game later with `marbles resume { $save }`

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

## File sizes in messages: { $size } is like `8 MiB`.
size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } bytes
}
size-just-over = just over { $size }

## Saves, history and exports on disk (store): what went wrong with which file, and
## what to do. { $reason } is what the system or a parser said.
os-not-found = no such file or folder
os-permission-denied = permission denied
os-already-exists = it already exists
os-is-a-folder = it is a folder
os-not-a-folder = a part of the path is not a folder
os-storage-full = the disk is full
os-quota-exceeded = the disk quota is used up
os-read-only = the file system is read-only
os-file-too-large = the file is larger than the system allows
os-invalid-name = the name is not one the file system allows
os-broken-pipe = the program reading it has stopped
os-busy = the file or device is busy
os-folder-not-empty = the folder is not empty
os-address-in-use = the address is in use by another program
os-address-not-here = the address is not one of this machine's
store-missing = there is no saved game at { $path }: check the path (saved games are kept in the `games` folder of the data directory, see `MARBLES_DATA_DIR`)
store-read = could not read { $path }: { $reason }; check that the file is readable
store-too-large = { $path } is larger than { $limit }, more than any marbles save (a long game takes well under 1 MiB); the file was left untouched: check the path
store-corrupt = { $path } is damaged and cannot be loaded ({ $reason }); the file was left untouched: restore it from a backup, or start a new game
store-too-many-aliases = { $path } is damaged and cannot be loaded: it uses more YAML aliases and anchors (`&name`, `*name`) than any save marbles writes, which has none; the file was left untouched: restore it from a backup, or start a new game
store-bad-tally = { $path } is damaged and cannot be loaded: action { $action } is `tally: { $value }`, but a tally is `bust` or the points the turn banked, a whole number such as 450; the file was left untouched: correct the line, or restore the save from a backup
store-not-a-save = { $path } is not a marbles save (it has no `format: marbles-save` line); the file was left untouched: check the path
store-not-a-file = { $path } is not a file (it is a folder, a pipe or a device); nothing was loaded: give the path of a save, as `marbles history` lists them
store-not-replaceable = { $path } is { $what ->
    [folder] a folder
    [pipe] a pipe (FIFO)
    [device] a device
   *[other] something other than a file (a socket?)
}, not a file: marbles never writes over one (it was left as it is); remove it, or point marbles at a file
store-state-link = { $path } is a symbolic link: marbles writes the files of its state folder only in the folder itself, never through a link (this one was left as it is); remove the link to let marbles keep this file again
store-odd-name = { $path } names a player `{ $shown }` with a control or invisible character (shown escaped, as \e or <U+…>), which would garble the terminal wherever the name is shown; nothing was loaded and the file was left untouched: edit the name in the save, as `play` would have asked
store-newer = { $path } was written by a newer marbles (save format { $version }, this marbles reads up to { $supported }): update marbles; the file was left untouched
store-house-rules = { $path }: { $reason }; the file was left untouched
store-replay = { $path } does not replay: { $reason }; the file was left untouched
store-write = could not save to { $path }: { $reason }; check that the folder exists and is writable (the previous save, if any, is unchanged)
store-rules-too-large = the house rules in play hold { $total } of script text, and a game's save keeps at most { $limit } of it (so that the save can always be loaded again): play with fewer or shorter scripts
store-save-too-large = the game no longer fits in a save: it would take { $size } and marbles loads saves of at most { $limit }, so { $path } keeps the game as of the last step that fit; finish this game, or start a new one with `marbles play`
store-in-use = { $path } is in use by another marbles session (in another terminal?): finish that session first, or choose another file; nothing was changed
store-lock = could not lock { $path } against a second session: { $reason }; check that its folder is writable
store-held-here = { $path } is held by this marbles session itself (is the game saved onto one of marbles' own files?): choose another file for the game
store-lock-lost = { $sidecar } was deleted or replaced while this session held { $path }, so another session may be writing that game now: nothing was written (finish the other session; `save FILE` keeps this game in another file)
store-hard-linked = { $path } has { $links } names (hard links): saving replaces the file under one name, so the others would keep the old game; copy it to a file of its own (`cp`) and continue that, or use a symbolic link; nothing was changed
store-no-folder = cannot write { $path }: its folder does not exist; create the folder first, or choose another path
store-exists = { $path } already exists: choose a new file, so no other game is overwritten (continue that game with `marbles resume { $path }`)
store-taken = { $path } already exists: choose a new file, so no other game is overwritten
store-old-save-kept = the old save { $path } is still there: { $reason }
store-sidecar-lock = { $path } is the lock file marbles keeps beside { $save } while a session plays it; writing there would break that session's saves, so it is refused even with --force: choose another file
store-sidecar-temp = { $path } is a temp file marbles keeps while it writes { $save }; writing there would break that save, so it is refused even with --force: choose another file
store-export-exists = { $path } already exists: add --force to replace it, or choose another file
store-export-onto-save = { $path } is a marbles save, and an export never replaces a game (not even with --force): choose another file
store-export-is-folder = { $path } is a folder: give a file name for the export (such as { $example }), or leave out -o to print it
store-export-not-a-file = { $path } is neither a file nor a stream marbles can write to (a disk device or a socket?): choose a file
store-export-not-replaceable = { $path } is not a file an export can replace: an export is written beside it and renamed over it, and its folder takes no new file ({ $reason }); choose a file in a folder of yours, or leave out -o to print it
store-export-no-reader = no program is reading { $path }, so the export was not written: start the reader first, or choose a file
store-export-write = could not write the export to { $path }: { $reason }; check that the folder is writable and has room (nothing was written)
store-encode = could not encode the save for { $path }: { $reason }
store-no-data-dir = could not find a data directory for saved games: set MARBLES_DATA_DIR to a folder, or pass a save file
store-not-listable = the path of { $path } holds a line break, which the list of saves kept outside the games folder cannot hold: `history` and `stats` will not list this game; rename the file without the line break and resume it
store-no-saves = there is no saved game in { $dir }: start one with `marbles play NAME NAME`, or give the save file
store-list = could not list the saved games in { $dir }: { $reason }

## The command line's own failures (CliError).
cli-reload-refused = { $path } does not replay under the house rules' current text: action { $index } (`{ $action }`) is refused: { $reason }. Nothing was changed: fix the script, or resume without --reload-rules to go on under the text saved with the game
cli-output = could not write the output: { $reason }
cli-input = could not read the input: { $reason }; give the moves as lines of text, from a file or a pipe
cli-stopped = stopped by { $signal }
cli-stopped-piped = stopped by { $signal } after { $line ->
    [0] no line
   *[other] line { $line }
}: { $unread ->
    [0] every line of the input was read
    [one] 1 line of the input was left unread
   *[other] { $unread } lines of the input were left unread
}
cli-stopped-piped-open = stopped by { $signal } after { $line ->
    [0] no line
   *[other] line { $line }
}: { $unread ->
    [0] no line was waiting to be read, though the input was still open
    [one] at least 1 line of the input was left unread (the input was still open)
   *[other] at least { $unread } lines of the input were left unread (the input was still open)
}
cli-json = could not write JSON: { $reason }
cli-save-exists = { $path } already exists: continue that game with `marbles resume { $path }`, or give a new file to --save
cli-save-not-a-file = { $folder ->
    [yes] { $path } is a folder, so the game cannot be saved there: give --save a file in it, such as `{ $path }/game.yaml`
   *[no] { $path } is not a file (it is a pipe or a device), so the game cannot be saved there: give --save the path of a new file
}
cli-invisible-in-name = the player name `{ $shown }` holds an invisible character (shown as <U+…>) that changes how names read on the pad and in exports: type the name without it
cli-strict = stopped at line { $line }, the first refused line (--strict); the game is saved as it stood before it
cli-strict-unsaved = stopped at line { $line } (--strict): its step could not be saved, so { $path } holds the game as it stood before that line
cli-saves-failed-caught-up = { $saves } failed during this game; a later save caught up, so { $path } holds the whole game
cli-saves-failed-lost = { $saves } failed during this game; the game is NOT saved: { $path } holds it as of the last save that worked
cli-since = --since: { $reason }
cli-stats-player-close = --player: no game has a player called `{ $name }`: did you mean { $close }?
cli-stats-player-unknown = --player: no game has a player called `{ $name }`; the players are { $known }
cli-stats-player-no-games = --player: no game has a player called `{ $name }`: no game has been played yet
cli-stats-rule-close = { $flag }: no game was played with a house rule called `{ $name }`: did you mean { $close }?
cli-stats-rule-unknown = { $flag }: no game was played with a house rule called `{ $name }`; the games were played with { $known } (or `standard`, no house rules)
cli-stats-rule-no-rules = { $flag }: no game was played with a house rule called `{ $name }`: every game was played without house rules (`standard`)
cli-unknown-format = cannot tell the export format from { $path }: give --format csv|md|json|yaml|html, or a FILE ending in .csv, .md, .json, .yaml or .html
cli-output-is-save = { $path } is the save being exported, and writing the export there would replace the game: choose another output file
export-csv = could not write CSV: { $reason }

## House-rule scripts that do not load (the Rust side; what a script itself raises
## stays its author's words).
house-rule-read = could not read house rule `{ $path }`: { $reason }: check the path, or see `marbles rules list` for the shipped scripts
house-rule-no-such = there is no house rule `{ $path }` (no such file, and no shipped script by that name): did you mean { $close }? `marbles rules list` shows the shipped scripts
house-rule-too-large = house rule `{ $path }` is larger than { $limit }, far more than a house-rule script (a few pages of Lua): check the path
house-rule-saved-too-large = the house rule `{ $name }` in this save is larger than { $limit }, far more than a house-rule script (a few pages of Lua): the save is damaged or was edited; replay it from a copy
house-rule-too-many = { $given } house rules were given, but a game may use at most { $limit }: combine some of them into one script
house-rule-load-too-slow = { $place }loading the house rules was stopped after { $seconds } seconds, though within their instruction budget: a guard against work no instruction count sees (joining or comparing long strings over and over), which no ordinary script comes near; make the house rule do less
house-budget-game-time = { $place }the hooks of this game have taken { $time } in all on this machine, though within their instruction budget: the machine may be very busy, or the scripts join or compare long strings over and over; try again, or make the house rules do less
house-budget-task-time = { $place }{ $doing } took longer than { $time } on this machine, though within its instruction budget: the machine may be very busy, or the script joins or compares long strings over and over; try again, or make the house rule do less
house-budget-call-cost = { $place }{ $what }: this call's work counts as { $cost } Lua instructions, more than the { $left } left of the budget: is there an endless loop, or a number far too large?
house-budget-game-spent = { $place }the hooks of this game have run { $budget } Lua instructions in all, as many as one game allows (undo and resume replay them all), so the house rules have used up their budget for this game and no further action is accepted: quit (the game is saved), make the hooks do less work, and go on with `marbles resume --reload-rules` and the cheaper script
house-budget-endless = { $place }the script ran { $granted } Lua instructions without finishing: is there an endless loop?
house-budget-load-spent = { $place }{ $doing } took more than { $budget } Lua instructions (all scripts and their combination functions together): is there an endless loop, or a combination function that does too much?
house-budget-event-spent = { $place }{ $doing } took more than { $budget } Lua instructions (all its handlers together): is there an endless loop?
house-budget-memory = { $place }: out of memory: a house rule may use at most { $mib } MiB
house-budget-doing-load = loading the house rules
house-budget-doing-event = answering the `{ $event }` event
house-budget-seconds = { $n ->
    [one] 1 second
   *[other] { $shown } seconds
}
house-rule-not-playable = the house rules { $names } do not make a playable game: { $reason }

## The config file.
config-invalid = { $path }:{ $line }:{ $column }: { $reason }; fix that line, or move the file away to use the defaults
config-fault-syntax = not valid TOML: { $reason }
config-toml-underscore-between-digits = `_` may only go between digits
config-toml-extra-equals = extra `=`
config-toml-extra-assignment-between-key-value-pairs = extra assignment between key-value pairs
config-toml-extra-comma-in-array = extra comma in array
config-toml-extra-comma-in-inline-table = extra comma in inline table
config-toml-invalid-basic-string = invalid basic string
config-toml-invalid-binary-number = invalid binary number
config-toml-invalid-boolean = invalid boolean
config-toml-invalid-comment-character = invalid comment character
config-toml-invalid-date-time = invalid date-time
config-toml-invalid-exponent = invalid exponent
config-toml-invalid-float = invalid float
config-toml-invalid-fraction = invalid fraction
config-toml-invalid-hexadecimal-number = invalid hexadecimal number
config-toml-invalid-inline-table-element = invalid inline table element
config-toml-invalid-integer-number = invalid integer number
config-toml-invalid-key = invalid key
config-toml-invalid-key-value-pair = invalid key-value pair
config-toml-invalid-literal-string = invalid literal string
config-toml-invalid-mantissa = invalid mantissa
config-toml-invalid-multi-line-basic-string = invalid multi-line basic string
config-toml-invalid-multi-line-literal-string = invalid multi-line literal string
config-toml-invalid-octal-number = invalid octal number
config-toml-invalid-string = invalid string
config-toml-invalid-table = invalid table
config-toml-invalid-unquoted-key = invalid unquoted key
config-toml-invalid-value = invalid value
config-toml-key-with-no-value = key with no value
config-toml-missing-array-opening = missing array opening
config-toml-missing-assignment-between-key-value-pairs = missing assignment between key-value pairs
config-toml-missing-comma-between-array-elements = missing comma between array elements
config-toml-missing-comma-between-key-value-pairs = missing comma between key-value pairs
config-toml-missing-comment-start = missing comment start
config-toml-missing-escaped-value = missing escaped value
config-toml-missing-inline-table-opening = missing inline table opening
config-toml-missing-key-for-inline-table-element = missing key for inline table element
config-toml-missing-opening-quote = missing opening quote
config-toml-missing-table-open = missing table open
config-toml-missing-value-for-key = missing value for key
config-toml-missing-value = missing value
config-toml-unclosed-array-table = unclosed array table
config-toml-unclosed-array = unclosed array
config-toml-unclosed-inline-table = unclosed inline table
config-toml-unclosed-table = unclosed table
config-toml-unexpected-equals-in-array = unexpected `=` in array
config-toml-unexpected-content-between-comment-and-newline = unexpected content between comment and newline
config-toml-unexpected-content = unexpected content
config-toml-unexpected-key-or-value = unexpected key or value
config-toml-unexpected-leading-zero = unexpected leading zero
config-toml-unexpected-sign = unexpected sign
config-toml-duplicate-key = duplicate key
config-toml-expected = expected { $what }
config-fault-type = `{ $key }` takes { $expected ->
    [text] a text in quotes
    [list] a list
   *[table] a table
}, such as { $example }, not { $found ->
    [text] a text
    [number] a number
    [boolean] true or false
    [date] a date
    [list] a list
   *[table] a table
}
config-fault-item = each item of `{ $key }` is a text in quotes, such as { $example }, not { $found ->
    [text] a text
    [number] a number
    [boolean] true or false
    [date] a date
    [list] a list
   *[table] a table
}
config-fault-empty-rule = an empty house rule: remove it, or write one
config-fault-empty-name = an empty player name: remove it, or write the name
config-fault-named-twice = `{ $name }` is named twice: each player sits at the table once
config-fault-address = `{ $text }` is not an address to serve on: write IP:PORT, such as "0.0.0.0:8080"
config-fault-numbers = `{ $text }` is not a number style: write "1,000", "1 000", "1.000" or "1000"
config-fault-lang = `{ $text }` is not a language marbles speaks: write { $languages }
config-unknown-key = { $path }:{ $line }:{ $column }: `{ $key }` is not a setting this marbles knows, so it is left out: check its spelling, or it is for a newer marbles
config-read = could not read the config file { $path }: { $reason }; check that it is readable, or point MARBLES_CONFIG at another file
config-not-a-file = the config file { $path } is { $what ->
    [pipe] a pipe (FIFO)
    [device] a device
   *[other] not a file
}, and a config is a file of a few lines: point MARBLES_CONFIG at a file (/dev/null for none), or give --no-config
config-is-the-input = the config file { $path } is what marbles is reading the game from: reading the settings from it would eat the moves; point MARBLES_CONFIG at a file, or give --no-config
config-no-dir = could not find a config folder: set MARBLES_CONFIG to the config file, or XDG_CONFIG_HOME to a folder
config-not-settable = `marbles config set` does not set `{ $key }`: it sets { $keys } (players are remembered in the state folder; anything else, edit the file: `marbles config --path` says where)
config-refused = { $reason }; nothing was written to { $path }
config-one-value = `{ $key }` takes one value, and { $given } were given: `marbles config set { $key } VALUE` (quote a value with spaces, `"1 000"`)
config-write = could not write the config file { $path }: { $reason }; it is as it was

## Times and dates.
clock-stamp = `{ $text }` is not a time marbles wrote: a save's times (`created`, `finished_at`) read like 2026-11-29T14:30:05+01:00 ({ $reason })
clock-date = `{ $text }` is not a date: write it as YEAR-MONTH-DAY, like 2026-11-20 (a day in local time)
clock-no-such-day = { $date } has no start in the local time zone ({ $reason }): choose the day after

## Odds, advice, win chances and simulations that cannot be worked out (OddsError).
## Most numbers here are what was typed, shown as typed (ungrouped).
odds-dice-in-hand = { $dice } dice in hand: a throw has 1 to 6 dice, give between 1 and 6
odds-more-dice-than-rules = { $dice } in hand, but under these rules a turn has at most { $most }: give between 1 and { $most }
odds-negative-points = turn points { $turn } and total { $total }: points in a turn or a total are never below 0, give 0 or more
odds-total-before-opening = a total of { $total } for a player who is not open: a player who is not open has a total of 0, so say they are open (--open) or give no total
odds-already-won = a total of { $total } has already won (the game ends at { $win_at }): give a total below { $win_at }
odds-too-fine = these rules count points in steps of { $step }, { $levels } steps up to the winning score; exact odds handle at most { $max }: give the scoring combinations rounder values or a lower winning score
odds-unknown-strategy = `{ $text }` is not a strategy: use `optimal`, `win`, `cautious` or `bank-at:N` (for example `bank-at:1000`)
odds-strategy-count = { $got } strategies for { $players } players: give one --strategy for everyone or one per player
odds-no-games = no games to play: give --games 1 or more
odds-unmodelled-flow = the simulator plays the standard turn flow and cannot play `{ $switch }`: simulate these rules without that switch
odds-win-unmodelled = win chances are worked out for the standard turn flow and cannot follow `{ $switch }`: ask about these rules without that house rule
odds-win-players = these rules are for { $min } to { $max } players, so there is no two-player game to solve: allow two players or estimate the chances by simulation
odds-win-too-large = these rules make { $states } states within turns to solve for win chances (points in steps of { $step } up to { $win_at }); at most { $max } are solved: give the combinations rounder values or a lower winning score
odds-win-off-grid-open = an open total of { $total } is never reached under these rules (totals move in steps of { $step }; an open total is at least { $first_open } and below { $win_at }): give a total a game can reach
odds-win-off-grid-closed = a closed total of { $total } is never reached under these rules (totals move in steps of { $step }; an open total is at least { $first_open } and below { $win_at }): give a total a game can reach
odds-win-turn-off-grid = turn points of { $turn } are never reached under these rules (turn points move in steps of { $step } from 0): give a multiple of { $step }
odds-win-table-bytes = the win table is not usable ({ $reason }): solve the rules again to rebuild it
odds-win-table-rules = the win table was solved for other rules (fingerprint { $table }, these rules { $rules }): solve these rules to get their table
odds-no-win-table = playing to win under these rules needs their win chances, which are not solved yet (only the standard rules ship theirs): solve them first, or choose another strategy
odds-win-strategy-players = the `win` strategy plays two-player games, not { $players }: give --players 2, or another strategy
odds-win-totals-count = { $totals } for { $players }: give one total per player, the player to throw first
odds-win-no-such-player = there is no player { $place } at a table of { $players }: name players by their place in the list, 1 to { $players }
odds-win-closed-total = player { $place } has a total of { $total } but is not open: a player who has not opened has 0, so list them in --open or give them 0
odds-win-player = player { $place }: { $reason }
odds-win-turn-players = banking against throwing on is worked out for two players, not { $players }: leave out --turn and --dice, or give two totals
odds-table-not-a-table = it is not a marbles win table
odds-table-version = format version { $found }, this marbles reads version { $reads }
odds-table-length = it is cut short or too long
odds-table-checksum = its checksum does not match
odds-table-step = its point step is not positive
odds-table-size = its size does not match its rules
odds-below-zero-turn = no odds for this turn: the odds are worked out for points of 0 or more, and a house rule has put this turn's points below 0 (turn { $turn }, total { $total }); they are back once both are 0 or more
odds-below-zero-total = no odds for this turn: the odds are worked out for points of 0 or more, and a house rule has put the total below 0 (turn { $turn }, total { $total }); they are back once both are 0 or more
odds-in-game-past-win = no odds for this turn: a house rule has put the total at { $total }, at or past the winning score of { $win_at }, and the odds are worked out for totals below it; the game goes on as the house rules say
odds-in-game-total-before-opening = no odds for this turn: a house rule has given this player a total of { $total } before they opened, and the odds are worked out for a player who is not open having 0; they are back once the player opens

## House-rule hooks that fail in play, and saves whose actions no longer replay.
hook-failed-in-throw = { $reason } (in the `{ $hook }` hook, dice { $dice })
hook-failed-in = { $reason } (in the `{ $hook }` hook)
## { $reason } after "house rule failed:" is the script's own message; the numbers
## of a hook are shown as the script gave them (ungrouped).
game-hook-failed = house rule failed: { $reason }
game-hooks-spent = the house rules have used up their budget for this game (said above), so no action is accepted: quit, make the hooks do less work, and go on with `marbles resume --reload-rules`
game-hook-too-large = house rule failed: a hook asked to add { $points } points and { $total } to the total: a hook adjusts by at most { $max } either way
game-hook-total-at-game-end = house rule failed: a hook asked to add { $total } to a total as the game ends, but the end of the game has no acting player: change totals in an earlier event
game-hook-total-overflow = house rule failed: a hook asked to add { $by } to { $player }'s total of { $was }, which is past the largest total marbles keeps
# `amend`: $number is a move's number as the save's actions count them (from 1), as text.
game-no-such-move = { $moves ->
    [0] there is no move { $number }: no move has been played yet
    [one] there is no move { $number }: the game has { $moves } move (`log` lists it)
   *[other] there is no move { $number }: the game has { $moves } moves (`log` lists them)
}
game-amend-start = move { $number } settles who starts, which an amend may not change: `undo` back to it instead
game-amend-refused = move { $number } as amended (`{ $action }`) is refused there: { $reason }. Nothing changed
game-amend-later = move { $number } (`{ $action }`) no longer applies after the amend: { $reason }. Nothing changed; amend it too, in the same command (`amend …, { $number } MOVE`)
game-amends-broken = the save's amends do not fit its moves (edited by hand?): delete the `amends` and `undone_amends` lists to keep the game as it stands without them
game-replay-too-slow = action { $index } (`{ $action }`) could not be replayed: { $reason }
game-replay = action { $index } (`{ $action }`) is one the rules refuse: { $reason }. The save was edited by hand, or played under other rules (another marbles, or a house rule whose text has changed): restore it from a backup, or replay it with the marbles and house-rule scripts it was saved with
game-replay-hook = action { $index } (`{ $action }`) does not replay as it was played: { $reason }. A house rule answered it differently this time: its script does not replay the same (what it answers depends on more than the game's actions), or its text has changed (a shipped script used from another marbles): report it to the script's author, or replay it with the marbles and scripts it was saved with
game-redo = the undo history cannot be redone: `{ $action }` (redo { $index }) is refused: { $reason }. Replay it with the marbles and house-rule scripts it was saved with, or delete the `undone` list to keep the game without its undo history

## Rules that cannot make a game (InvalidRules), named by the setting a script or
## rule file sets; values are shown as given.
rule-combo = combination `{ $name }`: { $reason }
rules-invalid-player-range = player range { $min }–{ $max } is empty: min_players must be at least 1 and at most max_players
rules-invalid-win-at = win_at is { $points }: it must be from 1 to { $max }
rules-invalid-open-at = open_at is { $points }: it must be from 0 to { $max }
rules-invalid-value = { $name } is worth { $points }: a combination is worth 1 to { $max } points (0 takes it out of play)
rules-invalid-min-bank = min_bank is { $points }: it must be from 0 to { $max }
rules-invalid-dice = dice is { $dice }: a turn starts with 1 to { $max } dice
rules-invalid-min-bank-with-one-throw = min_bank does not combine with one_throw_when_open: a one-throw turn banks itself whatever it holds; set one of them back
rules-invalid-too-many-combos = { $n } combinations are too many

cli-control-in-name = the player name `{ $shown }` holds a control character (a tab, newline or escape, shown as \t, \n or \e) that would break the pad's lines: type the name without it
cli-name-too-long = the player name `{ $shown }` is { $length } characters long: a name on the pad has at most { $most }

odds-all-games-stopped = a house rule stopped every one of the { $games } games, so there is nothing to report: { $reason }. Try the script's scenarios with `marbles rules check`, or simulate without it
odds-games-never-end = the first { $games } games under these house rules each reached { $rounds } rounds with nobody winning: a house rule (or a strategy that never banks) keeps games from ending: check the script with a scenario in `marbles rules check`, or the strategies
