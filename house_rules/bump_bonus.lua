-- Bump with a bonus: every bank earns 50 more, and a bank that lands on another
-- player's total (bonus included) bumps it to 0. Two rules layered in one script: the
-- bonus hook comes first, and `bump`'s hook sees the bank as the bonus left it, since
-- within one event each handler's `event.points` holds what the handlers before it added.
marbles.api(2)
marbles.describe{
  name = { en = "Bump with a bonus", nb = "Bump med bonus" },
  en = "Bump with a bonus: every bank earns 50 more, and landing on a total (bonus included) bumps it to 0.",
  nb = "Bump med bonus: hver innsetting gir 50 ekstra, og lander du på en total (bonusen medregnet), går den til 0.",
}

marbles.on("bank", function()
  return { points = 50 }
end)
marbles.use("bump")

-- Ann banks 1,000 (1,050 with the bonus); Bob banks 1,000 (1,050) onto her total and
-- she goes back to 0: `bump` saw 1,050, not 1,000.
marbles.scenario{
  name = "the bonus counts towards landing on a total",
  players = { "Ann", "Bob" },
  lines = { "first Ann", "1 1 1 5 5 5", "bank", "1 1 1 5 5 5", "bank" },
  totals = { Ann = 0, Bob = 1050 },
}

marbles.example("1 1 1 2 3 4", 500)
