-- The rule card's Piggy-Back (RULES.md section 5): after a player banks, the next player
-- may `steal`, throwing the dice that were left and starting from the banked points. The
-- banker keeps their points whatever happens; only the thief loses on a bust.
marbles.api(1)
marbles.describe{
  name = { en = "Piggy-Back", nb = "Piggy-Back" },
  en = "Piggy-Back: the next player may ride on the banked points and dice left; the banker keeps theirs either way.",
  nb = "Piggy-Back: neste spiller kan sitte på med poengene som ble satt inn og terningene som er igjen; den som satte inn, beholder sine uansett.",
}

marbles.rules.hand_off = "piggy-back"

marbles.example("1 5 2 3 4 4", 150)
