-- Three pairs in one throw score 1500: three different faces, two dice each.
-- A Lua function combination: marbles asks it once for every set of dice.
marbles.api(1)
marbles.describe{
  name = { en = "Three pairs", nb = "Tre par" },
  en = "Three pairs in one throw are worth 1,500.",
  nb = "Tre par i ett kast er verdt 1 500.",
}

marbles.combo{
  name = "three pairs",
  points = function(counts)
    if counts.n ~= 6 then
      return nil
    end
    local found = 0
    for face = 1, 6 do
      if counts[face] == 2 then
        found = found + 1
      elseif counts[face] ~= 0 then
        return nil
      end
    end
    if found == 3 then
      return 1500
    end
  end,
}

marbles.example("2 2 3 3 4 4", 1500)
marbles.example("1 1 5 5 6 6", 1500)
marbles.example("1 1 1 1 5 5", 1100) -- four of a kind and a pair is not three pairs
