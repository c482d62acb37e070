-- The issue's case: a weak entry made at load, read by the bank hook, while refused
-- keeps make garbage. Live play said "Ann banks 750" and the save's export 1,250
-- before issue 31 (tests/it/house_rules/played.rs).
marbles.api(2)
local mt = {}
local cache = setmetatable({}, mt)
mt.__mode = "v"
cache[1] = {}
marbles.on("keep", function(event)
  local junk = {}
  for i = 1, 300 do junk[i] = { i } end
  if event.points < 200 then return { refuse = "keep more" } end
end)
marbles.on("bank", function(event)
  if cache[1] then return { points = 500 } end
end)
