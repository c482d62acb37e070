-- A quicker game: open at 500, win at 10,000.
marbles.api(1)
marbles.describe{
  name = { en = "Open at 500", nb = "Åpne på 500" },
  en = "Open at 500 and win at 10,000.",
  nb = "Åpne på 500 og vinn på 10 000.",
}

marbles.rules.open_at = 500
marbles.rules.win_at = 10000

marbles.example("1 1 1 2 3 4", 500)
