-- A weak-valued table whose __mode comes after setmetatable, read by every bank while
-- refused keeps make garbage: whether its entry is still there must not depend on them.
marbles.api(2)
local mt = {}
local cache = setmetatable({}, mt)
mt.__mode = "v"
cache[1] = {}
cache[2] = {}
local anchor = cache[2]
marbles.on("keep", function(event)
  local junk = {}
  for i = 1, 2000 do junk[i] = { i } end
  if event.points < 150 then return { refuse = "keep more" } end
end)
marbles.on("bank", function(event)
  local n = 0
  if cache[1] then n = n + 1 end
  if cache[2] == anchor then n = n + 2 end
  if n > 0 then return { points = 50 * n } end
end)
