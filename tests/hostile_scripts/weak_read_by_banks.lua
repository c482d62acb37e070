-- A weak entry made at load and read by every bank, while throws make garbage: before
-- issue 31 a reused sandbox carried the collector's progress from game to game, so
-- `simulate` gave other figures on 1 and 2 threads (tests/it/house_rules/odds.rs).
marbles.api(2)
local mt = {}
local cache = setmetatable({}, mt)
mt.__mode = "v"
cache[1] = {}
marbles.on("throw", function(event)
  local junk = {}
  for i = 1, 300 do junk[i] = { i } end
end)
marbles.on("bank", function(event)
  if cache[1] then return { points = 50 } end
end)
