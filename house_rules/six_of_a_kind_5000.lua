-- Six of a kind is worth 5000, the Norwegian article's value (the rule card says 6000).
marbles.api(1)
marbles.describe{
  name = { en = "Six of a kind 5,000", nb = "Seks like 5 000" },
  en = "Six of a kind is worth 5,000, as in the Norwegian article (the card says 6,000).",
  nb = "Seks like er verdt 5 000, som i den norske artikkelen (kortet sier 6 000).",
}

marbles.rules.six_of_a_kind = 5000

marbles.example("4 4 4 4 4 4", 5000)
marbles.example("1 1 1 1 1 1", 5000)
marbles.example("3 3 3 3 3 1", 3100)
