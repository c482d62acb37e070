-- Bump: when a bank leaves the banker's total exactly equal to another player's total,
-- that player's total goes to 0 at once. They stay open: the bump takes their points,
-- not the opening they earned. Several players on that total are all bumped.
--
-- The bank hook sees the total before the bank, so the banker's new total is their
-- total plus the points banked (what earlier bank hooks added is in the snapshot's
-- totals already). `totals = {[p] = 0}` is API version 2's way to set anyone's total.
marbles.api(2)
marbles.describe{
  name = { en = "Bump", nb = "Bump" },
  en = "Bump: bank onto another player's total exactly and their total goes to 0 (they stay open).",
  nb = "Bump: setter du inn til nøyaktig en annen spillers total, går totalen deres til 0 (de er fortsatt åpnet).",
}

marbles.on("bank", function(event, game)
  local landed = game.players[event.player].total + event.points
  local bumped = {}
  local any = false
  for p, player in ipairs(game.players) do
    if p ~= event.player and player.total == landed and player.total ~= 0 then
      bumped[p] = 0
      any = true
    end
  end
  if any then
    return { totals = bumped }
  end
end)

-- Ann banks 1000 and opens; Bob banks 1000 onto her total: Ann goes back to 0 at once.
marbles.scenario{
  name = "landing on a total bumps it",
  players = { "Ann", "Bob" },
  lines = { "first Ann", "1 1 1 5 5 5", "bank", "1 1 1 5 5 5", "bank" },
  totals = { Ann = 0, Bob = 1000 },
}

-- Each bank bumps whoever it lands on; a total passed over is left alone.
marbles.scenario{
  name = "each landing bumps, passing does not",
  players = { "Ann", "Bob", "Cy" },
  lines = { "first Ann", "111555", "bank", "111555", "bank", "111555", "keep", "3 3 3 2 4 6", "keep 3 3 3", "bank",
    "2 3 4 6 6 3" },
  totals = { Ann = 0, Bob = 1000, Cy = 1300 },
}

marbles.example("1 1 1 2 3 4", 500)
