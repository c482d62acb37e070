-- The rule card's Cut-Throat (RULES.md section 5): after a player banks, the next player
-- may `steal` instead of starting fresh, throwing the dice that were left. If the thief
-- banks, they take the banker's points too; if they bust, the banker keeps them.
marbles.api(1)
marbles.describe{
  name = { en = "Cut-Throat", nb = "Cut-Throat" },
  en = "Cut-Throat: the next player may steal the banked points and dice left; bank and they are yours, bust and they go back.",
  nb = "Cut-Throat: neste spiller kan stjele poengene som ble satt inn og terningene som er igjen; setter de inn, er poengene deres, ved bom går de tilbake.",
}

marbles.rules.hand_off = "cut-throat"

marbles.example("1 5 2 3 4 4", 150)
