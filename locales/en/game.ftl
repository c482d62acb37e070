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
