# The command line: clap's help and about texts, and the CLI's own errors.

cli-examples-fail = { $failed } of the declared examples { $failed ->
    [one] does
   *[other] do
} not hold: fix the script or the example
