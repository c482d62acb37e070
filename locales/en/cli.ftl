# The command line: clap's help and about texts, and the CLI's own errors.

cli-examples-fail = { $failed } of the declared examples { $failed ->
    [one] does
   *[other] do
} not hold: fix the script or the example
cli-check-games-failed = { $n ->
    [one] { $n } game
   *[other] { $n } games
} with computer players stopped on a hook error: play it again with the command shown, and fix the hook

## The config file: `marbles config`, the house rules and players it keeps.

config-file = Config file: { $path }
config-file-missing = Config file: { $path } (not there yet: the defaults are in play)
config-file-ignored = Config file: not read (--no-config): the defaults are in play
config-file-nowhere = Config file: none (no config folder: set MARBLES_CONFIG to a file, or XDG_CONFIG_HOME to a folder)
config-rules = rules
config-players = players
config-numbers = numbers
config-lang = lang
config-rules-none = none (the standard game)
config-players-none = none yet
config-from-file = from the config file
config-from-play = the last group that played (kept in the state folder)
config-from-default = default
config-from-flag = from --lang
config-from-env = from { $var }={ $value }
config-from-unspoken = default ({ $var }={ $value } names no language marbles speaks)
config-from-lang-style = the way of { $lang }
config-last-group = Playing with the last group at the table: { $names }. Name the players to play with others.
config-was-set = `{ $key }` is now { $value } in { $path }.
config-was-unset = `{ $key }` is out of { $path }: its default is in play.
config-players-not-remembered = { $error }; the game goes on, but `marbles play` with no names will not know this group
config-rules-differ = note: this game goes on with the house rules it began with ({ $saved }); the config file's ({ $config }) are for new games
config-rule-failed = { $error } (a house rule named in the config file { $file }: fix its `rules` list, give --rules, or use --no-config)
config-no-players = name the players, like `marbles play Ann Bob`; with no names marbles plays the last group, once a game has been played

cli-score-too-many-dice = { $dice } dice typed, but these rules play with { $most }: type at most { $most } faces

config-rules-broken = These house rules do not load, so every command that uses them will refuse: { $error }

reload-unchanged = The house rules' current text is the text saved with the game: nothing changes.
reload-changed = Reloaded { $rules }: all { $actions } replay, and the game goes on under the current text.
reload-changed-over = Reloaded { $rules }: all { $actions } replay, and under the current text the game is over.
reload-totals = Totals now: { $changes }.
reload-totals-same = Every player's total is as it was.
reload-total = { $name } { $before } → { $after }

## --help: every command, argument and example block (ids built from the command tree:
## src/cli/help.rs lists them). Example lines keep their two-space indent.

help-cli-about = A score-keeper for the dice game Mississippi Marbles, with house rules in Lua
help-cli-examples =
    Examples:
      marbles play Ann Bob Cy                  keep the score at the table
      marbles play Ann Bob --rules house_rules/final_round.lua
      marbles resume                           continue the last game
      marbles history                          every game played, newest first
      marbles resume 3                         continue game 3 of the history
      marbles stats                            who wins, who busts, are dice fair
      marbles score 1 1 1 5 2 3                what a throw scores, most points
      marbles score 153346 --json              the same as JSON, for scripts
      marbles rules                            the scoring table and thresholds
      marbles rules list                       the shipped house rules
      marbles rules check my_rule.lua          load a house rule, run its examples
      marbles export game.yaml -o final.html   a saved game as a web page
      marbles odds --dice 2                    how often two dice bust
      marbles advise 1 5 2 3 4 4               which keep is worth the most
      marbles simulate --games 100000 --players 2   the first player's advantage
      marbles win --totals 9000,10000          each player's chance to win
      marbles config                           the settings in effect
      marbles completions bash                 Tab completion for your shell
      marbles man                              the manual page
help-cli-arg-lang = The language to speak: en (English) or nb (norsk bokmål). Without it, the config file's `lang`, else LC_ALL, LC_MESSAGES or LANG decide
help-cli-arg-no-config = Do not read the config file: the standard game and the defaults
help-cli-play-about = Keep the score of a game at the table: type each throw, keep, bank, undo
help-cli-play-examples =
    Examples:
      marbles play Ann Bob Cy               roll off for who starts, then play
      marbles play                          the last group again
      marbles play Ann Bob --first Bob      Bob starts
      marbles play Ann Bob --save game.yaml < moves.txt --strict

    Every accepted step is saved at once; `marbles resume` continues the last game.
help-cli-play-arg-players = The players, in seating order (play moves in this order from the starter); none: the last group that played, as marbles remembers it (in the state folder)
help-cli-play-arg-first = Skip the roll-off: this player starts
help-cli-play-arg-save = Save the game to FILE (a new file) instead of the data directory
help-cli-play-arg-strict = For scripts: stop with exit status 2 at the first refused line
help-cli-play-arg-hints = After each throw, show a one-line advice: the keep worth the most in the long run
help-cli-play-arg-rules = Play by this house-rule script (repeatable; applied in order; instead of the config file's `rules`)
help-cli-play-arg-serve = Show the pad live on phones at ADDR (IP:PORT; 127.0.0.1:0 when left out, or the config's `serve`); the address to open is printed
help-cli-resume-about = Continue a saved game exactly where it stopped (the most recent one by default)
help-cli-resume-examples =
    Examples:
      marbles resume                  the most recently played game
      marbles resume game.yaml
      marbles resume 3                game 3 of `marbles history`

    A number is a game's number in `marbles history`, unless a file of that name exists: the file wins.
help-cli-resume-arg-save = The save file, or a game's number in `marbles history` (a file of that name wins); the most recently played game when left out
help-cli-resume-arg-reload-rules = Replay the game under the house-rule scripts' current text (from their files; shipped ones from marbles) instead of the text saved with it. If an action no longer holds, says which and changes nothing
help-cli-resume-arg-strict = For scripts: stop with exit status 2 at the first refused line
help-cli-resume-arg-hints = After each throw, show a one-line advice: the keep worth the most in the long run
help-cli-resume-arg-serve = Show the pad live on phones at ADDR (IP:PORT; 127.0.0.1:0 when left out, or the config's `serve`); the address to open is printed
help-cli-history-about = List every game played, newest first: when, who, house rules, who won
help-cli-history-examples =
    Games are the saves in the data folder and those saved elsewhere that marbles was told about (play --save, resume FILE, save FILE). Each has a number for `marbles resume N` and `marbles export N`. Damaged or foreign files are listed as such.

    Examples:
      marbles history
      marbles history --json
help-cli-history-arg-json = Print one JSON object instead of a table
help-cli-history-arg-numbers = Print only the numbers of the games that load, newest first, one a line, each with a tab and its players (what the completion scripts offer `resume` and `export`)
help-cli-stats-about = Per-player records across games, head to head, luck, and whether the dice are fair
help-cli-stats-examples =
    Luck is busts against expected busts: the busts fair dice give on average for the same throws. The dice test is a chi-square test of every die typed against a fair die, for the table and for each player (their p-values Holm–Bonferroni adjusted across the players).

    Examples:
      marbles stats
      marbles stats --player Ann --since 2026-11-01
      marbles stats --rules final_round    games with exactly that house rule
      marbles stats --rules standard       games without house rules
      marbles stats --json
help-cli-stats-arg-json = Print one JSON object instead of tables
help-cli-stats-arg-players = Only games this player played in (repeatable: games they all played in)
help-cli-stats-arg-since = Only games started on or after this date (YYYY-MM-DD, local time)
help-cli-stats-arg-rules = Only games played with exactly these house rules (repeatable; `standard` for games without house rules)
help-cli-stats-arg-with-rules = Only games played with this house rule, among any others (repeatable: games with them all)
help-cli-score-about = Show what a throw scores: its combinations and the most points, or BUST, or FLOOD
help-cli-score-examples =
    Examples:
      marbles score 1 5 3 3 4 6
      marbles score 153346
      marbles score ⚀⚄⚂⚂⚃⚅ --json
help-cli-score-arg-dice = The faces thrown (1 to 6 dice): `1 5 3 3 4 6`, `153346`, `1,5,3` or `⚀⚄⚂`
help-cli-score-arg-json = Print one JSON object instead of text
help-cli-score-arg-rules = Play with this house-rule script (repeatable; applied in order; instead of the config file's `rules`)
help-cli-rules-about = Show the scoring table and the thresholds of the rules in play
help-cli-rules-examples =
    Examples:
      marbles rules                                  the standard game's table
      marbles rules --rules house_rules/open_500.lua the table under a house rule
      marbles rules list                             the shipped house rules
      marbles rules check my_rule.lua                load a script, run its examples
      marbles rules --json                           the table for scripts
help-cli-rules-arg-json = Print the rule set as JSON instead of a table
help-cli-rules-arg-rules = Show the rules with this house-rule script (repeatable; applied in order; instead of the config file's `rules`)
help-cli-rules-list-about = List the shipped house-rule scripts with a line about each
help-cli-rules-check-about = Load house-rule scripts (in order), print the scoring table they make, run the examples and scenarios they declare, and play games to catch hook errors. Exit 2 if a script does not load, 1 if a check fails
help-cli-rules-check-examples =
    Examples (marbles.example) are throws and the points they should be worth, under all the files together. Scenarios (marbles.scenario) are whole games typed line by line and played through the engine with the hooks, each under its own file's rules (--together: under all the files). When there are hooks, 200 seeded games with computer players follow, to catch hook errors no scenario reached: each is shown with its seed and the command that plays it again. Hooks no scenario called are listed.
    Examples:
      marbles rules check my_rule.lua
      marbles rules check house_rules/bump.lua my_layer.lua --together
help-cli-rules-check-arg-files = The scripts to check
help-cli-rules-check-arg-together = Play every file's scenarios under all the files together (else each under its own)
help-cli-export-about = Export a saved game's final table and pad as CSV, Markdown, JSON, YAML, HTML or a BG Stats play
help-cli-export-examples =
    Examples:
      marbles export game.yaml                  Markdown on standard output
      marbles export game.yaml -o scores.csv    the format follows the extension
      marbles export game.yaml --format json    JSON for scripts
      marbles export 3 -o game.html             game 3 of `marbles history`
help-cli-export-arg-save = The saved game: a YAML save file, or a game's number in `marbles history` (a file of that name wins); several games go into one file (csv, json, yaml or md)
help-cli-export-arg-all = Every game in `marbles history`, oldest first, in one file: CSV rows start with the game's number and day
help-cli-export-arg-format = The format [default: from the extension of FILE, otherwise md]
help-cli-export-arg-output = Write to FILE (atomically) instead of standard output
help-cli-export-arg-force = Replace FILE if it exists (a marbles save is never replaced)
help-cli-export-arg-excel = CSV for a spreadsheet's double-click: a UTF-8 byte-order mark, the language's list separator (`,` in English, `;` in Bokmål), CRLF, column names and values in the table's language [default under Bokmål]
help-cli-export-arg-no-excel = Plain CSV (commas, LF, English column names, for scripts) even under Bokmål
help-cli-review-about = Review a saved game: every decision against the best one and every throw's luck, in chances to win
help-cli-review-examples =
    Exact chances for two players (both playing to win), the race's chances the pad shows for more. Cost and luck are in percentage points of the chance to win: a decision that cost 2 or more is an inaccuracy, 5 or more a mistake, 10 or more a blunder.
    Examples:
      marbles review                        the last game played
      marbles review 3 --player Ann         game 3 of `marbles history`, Ann's part
      marbles review game.yaml --json       every decision and throw for scripts
help-cli-review-arg-game = The save file, or a game's number in `marbles history` (a file of that name wins); the most recently played game when left out
help-cli-review-arg-json = Print one JSON object instead of text
help-cli-review-arg-players = Only this player's decisions and throws (repeatable)
help-cli-odds-about = Show the exact odds of throwing now: bust, Flood, throw on versus bank, the best play, and how often a throw offers each number of points at most
help-cli-odds-examples =
    Examples:
      marbles odds                         a fresh turn, not open yet
      marbles odds --dice 2 --turn 400 --open --total 3000
      marbles odds --dice 3 --json
help-cli-odds-arg-all = Every detail, as `odds all` at the table shows it (here every detail is always shown)
help-cli-odds-arg-dice = Dice in hand [default: the dice a turn starts with, 6 unless a house rule says]
help-cli-odds-arg-turn = Points set aside so far this turn
help-cli-odds-arg-open = The player has opened (banked the opening score)
help-cli-odds-arg-total = The player's game total, which a Flood would wipe (only for an open player)
help-cli-odds-arg-json = Print one JSON object instead of text
help-cli-odds-arg-rules = Play by this house-rule script (repeatable; applied in order; instead of the config file's `rules`)
help-cli-advise-about = Show every legal keep of a throw with its expected value under the best play
help-cli-advise-examples =
    Examples:
      marbles advise 1 5 2 3 4 4
      marbles advise 155 --turn 600 --open --total 8000
      marbles advise 1 1 5 3 --turn 300 --json
help-cli-advise-arg-dice = The faces thrown (1 to 6 dice, all the dice in hand): `1 5 2 3 4 4` or `152344`
help-cli-advise-arg-turn = Points set aside so far this turn
help-cli-advise-arg-open = The player has opened (banked the opening score)
help-cli-advise-arg-total = The player's game total, which a Flood would wipe (only for an open player)
help-cli-advise-arg-json = Print one JSON object instead of text
help-cli-advise-arg-rules = Play by this house-rule script (repeatable; applied in order; instead of the config file's `rules`)
help-cli-simulate-about = Play many whole games between computer players and report who wins and how fast
help-cli-simulate-examples =
    Strategies: optimal (the best play for the most points per turn), win (the best play for the chance to win, given both totals; two players), bank-at:N (keep the most points, bank at N or more), cautious (keep the most points, bank as soon as allowed).

    Examples:
      marbles simulate --games 100000 --players 2
      # win play against points play:
      marbles simulate --games 100000 --players 2 --strategy win --strategy optimal
      marbles simulate --games 20000 --players 3 --strategy optimal \
          --strategy bank-at:350 --strategy cautious
      marbles simulate --games 10000 --players 2 --seed 7 --json
help-cli-simulate-arg-games = Games to play (at most 10,000,000)
help-cli-simulate-arg-players = Players at the table; seat 1 throws first in every game
help-cli-simulate-arg-strategies = How the computer players play: once for everyone, or once per seat in order
help-cli-simulate-arg-seed = The seed: the same seed gives the same results on every machine
help-cli-simulate-arg-json = Print one JSON object instead of a table
help-cli-simulate-arg-rules = Play by this house-rule script (repeatable; applied in order; instead of the config file's `rules`)
help-cli-simulate-arg-compare = Also play the same games under these house rules and compare (repeatable; the scripts apply together, in order, on top of the --rules ones)
help-cli-win-about = Show each player's chance to win from a standing, worked out exactly: both playing to win for two players, everyone playing for points for more
help-cli-win-examples =
    Players are listed in order of play, the player to throw first. A player with a total above 0 is open unless --open lists who is.

    Examples:
      marbles win                                   two players at 0-0
      marbles win --totals 9000,10000               the trailing player throws next
      marbles win --totals 9000,10000 --turn 600 --dice 2   bank 600, or throw?
      marbles win --totals 3000,0,1500 --json       three players, for points
help-cli-win-arg-totals = Each player's game total, in order of play from the player to throw: `3000,4500` [default: 0 for everyone]
help-cli-win-arg-players = Players at the table [default: one per total, or 2]
help-cli-win-arg-open = The players who have opened, by place in the list from 1: `1,3` [default: those with a total above 0]
help-cli-win-arg-turn = A turn under way: points the first player has set aside (needs --dice)
help-cli-win-arg-dice = A turn under way: dice in the first player's hand (needs --turn)
help-cli-win-arg-json = Print one JSON object instead of text
help-cli-win-arg-rules = Play by this house-rule script (repeatable; applied in order; instead of the config file's `rules`)
help-cli-config-about = Show the settings in effect (house rules, players, numbers, language) and where each comes from, or the config file's path
help-cli-config-examples =
    The config file is TOML, at $XDG_CONFIG_HOME/marbles/config.toml (~/.config/marbles/config.toml), or wherever MARBLES_CONFIG names:

      rules = ["final_round"]   # house rules, unless --rules is given
      numbers = "1 000"         # "1,000", "1 000", "1.000" or "1000"
      lang = "nb"               # "en" or "nb"

    {"  ["}players]
      last = ["Ann", "Bob"]     # what `marbles play` alone plays

    --no-config leaves the file alone for one command.

    Examples:
      marbles config                    the settings in effect, and where from
      marbles config --path             the file to edit
      marbles config set lang nb        write one setting, keep the rest
      marbles config unset rules        take one out again
      marbles --no-config play Ann Bob  one game without the file
help-cli-config-arg-path = Print only the config file's path (even when the file is missing or has a fault)
help-cli-config-set-about = Set a key in the config file, keeping the rest of it as written: `lang nb`, `numbers "1 000"`, `serve 0.0.0.0:8080`, `rules open_500 final_round` (no rules: the standard game)
help-cli-config-set-arg-key = `rules`, `lang`, `numbers` or `serve`
help-cli-config-set-arg-values = The value (for `rules`, each house rule in order)
help-cli-config-unset-about = Take a key out of the config file: its default is in play again
help-cli-config-unset-arg-key = `rules`, `lang`, `numbers` or `serve`
help-cli-completions-about = Print Tab completion for a shell: bash, zsh, fish, elvish or powershell
help-cli-completions-examples =
    Examples:
      marbles completions bash > ~/.local/share/bash-completion/completions/marbles
      marbles completions zsh > ~/.zfunc/_marbles
      marbles completions fish > ~/.config/fish/completions/marbles.fish
help-cli-completions-arg-shell = The shell to complete in
help-cli-man-about = Print the manual page (roff), for `man`
help-cli-man-examples =
    Examples:
      marbles man > ~/.local/share/man/man1/marbles.1
      marbles man | man -l -


## The manual page's own sections (`marbles man`; English under every language, as
## the README's "Norsk" says, but kept here with the rest of the words).
man-repl-intro = At the table (`marbles play`, `marbles resume`) a line that starts with a digit or a die face is a throw; anything else is one of these commands:
man-exit-status =
    0 when the command did what was asked. 1 when it could not through no fault of what was typed: a file could not be read or written, a save failed, a house rule's declared example or scenario does not hold. 2 when the input needs correcting: an unknown flag or value, dice that cannot be, a move the rules refuse (with --strict), a broken house-rule script or config file, a save that is damaged or not a save.
man-environment-intro = Variables marbles reads:
man-env-data = Where saved games go (`games/` inside it) instead of the platform's data folder; the state folder moves with it (`state/` inside it) unless MARBLES_STATE_DIR is set.
man-env-state = Where marbles keeps what it learns (the last game and the last group of players, saves kept elsewhere, the history index, the line history at the table) instead of the platform's state folder; it wins over MARBLES_DATA_DIR.
man-env-config = The config file to read instead of the platform's; it must be a regular file.
man-env-cache = Where solved win tables are kept instead of the platform's cache folder.
man-env-no-color = Set and not empty: no colours, not even on a terminal.
man-env-clicolor-force = Set and not empty: colours even when output is not a terminal. Any value counts, 0 too (as the terminal library marbles uses reads it): unset it to turn the force off. NO_COLOR wins over it.
man-env-clicolor = 0: no colours unless CLICOLOR_FORCE is set; anything else: colours on a terminal.
man-env-columns = The width to fit tables, help and prose to, instead of the terminal's (80 when there is none).
man-env-lang = The language (en, nb) when neither --lang nor the config file's `lang` gives one, in this order.
man-env-xdg = The platform's folders on Linux and other XDG systems: data, state, config and cache.
man-files-intro = On Linux (other systems use their own places for the same folders):
man-file-games = Saved games, one YAML file each.
man-file-state = What marbles learns: the last game played and the last group of players (`last-players`), saves kept elsewhere, the history index (rebuilt from the saves when missing).
man-file-history = The line history at the table (the last 1,000 lines typed at a terminal; in the data folder before 0.5, read from there once).
man-file-config = The settings: house rules, number style, language, the address of the live pad. Yours: marbles reads it and never writes it.
man-file-cache = Solved win tables, worked out again when missing.

## Value names in --help and usage lines (`--first <NAME>`).
help-cli-value-name = NAME
help-cli-value-key = KEY
help-cli-value-value = VALUE
help-cli-value-file = FILE
help-cli-value-file-or-n = FILE|N
help-cli-value-save-or-n = SAVE|N
help-cli-value-lang = LANG
help-cli-value-n = N
help-cli-value-k = K
help-cli-value-s = S
help-cli-value-seed = SEED
help-cli-value-date = DATE
help-cli-value-rule = RULE
help-cli-value-format = FORMAT
help-cli-value-totals = A,B,…
help-cli-value-list = LIST
help-cli-value-dice = DICE
help-cli-value-points = POINTS
help-cli-value-shell = SHELL
help-cli-value-command = COMMAND
help-cli-value-addr = ADDR
help-cli-value-all = all

## What clap words itself in English; other languages word it from here.
help-cli-usage-heading = Usage:
help-cli-heading-commands = Commands
help-cli-heading-arguments = Arguments
help-cli-heading-options = Options
help-cli-options = [OPTIONS]
help-cli-flag-help = Print help
help-cli-flag-help-more = Print help (see more with '--help')
help-cli-flag-help-long = Print help (see a summary with '-h')
help-cli-flag-version = Print version
help-cli-help-about = Print this message or the help of the given subcommand(s)
help-cli-help-arg-subcommand = Print help for the subcommand(s)
help-cli-default = [default: { $value }]
help-cli-possible-values = [possible values: { $values }]

## clap's usage errors, worded by marbles in every language but English (which keeps
## clap's own words, quoted 'so').
help-error-unknown-argument = unexpected argument `{ $arg }` found
help-error-invalid-subcommand = unrecognized subcommand `{ $command }`
help-error-value-required = a value is required for `{ $arg }` but none was supplied
help-error-invalid-value = invalid value `{ $value }` for `{ $arg }`
help-error-missing-required = the following required arguments were not provided:
help-error-missing-subcommand = `{ $command }` requires a subcommand but one was not provided
help-error-too-many-values = unexpected value `{ $value }` for `{ $arg }` found; no more were expected
help-error-no-equals = equal sign is needed when assigning values to `{ $arg }`
help-error-used-twice = the argument `{ $arg }` cannot be used multiple times
help-error-conflict = the argument `{ $arg }` cannot be used with { $other }
help-error-conflict-others = the argument `{ $arg }` cannot be used with one or more of the other specified arguments
help-error-conflict-command = the subcommand `{ $command }` cannot be used with one or more of the other specified arguments
help-error-possible-values = [possible values: { $list }]
help-error-subcommands = [subcommands: { $list }]
help-error-tip = tip:
help-error-similar-command = { $n ->
    [one] a similar subcommand exists: { $names }
   *[other] some similar subcommands exist: { $names }
}
help-error-similar-argument = { $n ->
    [one] a similar argument exists: { $names }
   *[other] some similar arguments exist: { $names }
}
help-error-similar-value = { $n ->
    [one] a similar value exists: { $names }
   *[other] some similar values exist: { $names }
}
help-error-pass-as-value = to pass `{ $arg }` as a value, use `{ $typed }`
help-error-remove-dashes = subcommand `{ $command }` exists; to use it, remove the `--` before it
help-error-exists = `{ $command }` exists
help-error-more = For more information, try `{ $flag }`.

## Values of command-line options that do not hold.
arg-not-whole = { $what } is a whole number, like 1000
arg-what-points = points
arg-what-dice = the dice in hand
arg-what-games = the number of games
arg-what-players = the number of players
arg-what-seed = the seed
arg-what-place = a player's place
arg-points-below-zero = points are never below 0: give 0 or more
arg-points-too-many = give at most { $most } points: no game comes near more
arg-dice-range = a throw has 1 to 6 dice: give between 1 and 6
arg-games-too-few = give 1 game or more
arg-games-too-many = at most { $most } games in one run; they already measure a win rate to about 0.02 percentage points: for more, run again with other --seed values
arg-players-below-zero = a number of players is never below 0: give the players at the table, like 2
arg-players-too-many = give the players at one table
arg-seed-range = a seed is 0 to { $most }
arg-place-from-one = players are counted from 1: give 1 for the player to throw
arg-place-too-big = give a player's place in the list
arg-lang-unknown = `{ $given }` is not a language marbles speaks: write { $known }
arg-lang-or = or
cli-one-game-format = `{ $format }` holds one game: export several games as csv, json, yaml, md or bgstats, or one game at a time
