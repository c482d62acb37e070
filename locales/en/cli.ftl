# The command line: clap's help and about texts, and the CLI's own errors.

cli-examples-fail = { $failed } of the declared examples { $failed ->
    [one] does
   *[other] do
} not hold: fix the script or the example

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
config-from-play = from the config file (the last group that played)
config-from-default = default
config-from-flag = from --lang
config-from-env = from { $var }={ $value }
config-from-unspoken = default ({ $var }={ $value } names no language marbles speaks)
config-from-lang-style = the way of { $lang }
config-last-group = Playing with the last group at the table: { $names }. Name the players to play with others.
config-players-not-remembered = { $error }; the game goes on, but `marbles play` with no names will not know this group
config-rules-differ = note: this game goes on with the house rules it began with ({ $saved }); the config file's ({ $config }) are for new games
config-rule-failed = { $error } (a house rule named in the config file { $file }: fix its `rules` list, give --rules, or use --no-config)
config-no-players = name the players, like `marbles play Ann Bob`; with no names marbles plays the last group, once a game has been played

cli-score-too-many-dice = { $dice } dice typed, but these rules play with { $most }: type at most { $most } faces

config-rules-broken = These house rules do not load, so every command that uses them will refuse: { $error }

reload-unchanged = The house rules' current text is the text saved with the game: nothing changes.
reload-changed = Reloaded { $rules }: all { $actions } replay, and the game goes on under the current text.
