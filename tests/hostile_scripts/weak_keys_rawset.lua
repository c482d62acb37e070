-- Weak keys set with rawset on a metatable already in use, filled again by every bank.
marbles.api(2)
local mt = {}
local seen = setmetatable({}, mt)
rawset(mt, "__mode", "k")
marbles.on("throw", function(event)
  local junk = {}
  for i = 1, 500 do junk[i] = string.rep("y", 64) .. i end
end)
marbles.on("bank", function(event)
  local n = 0
  for _ in pairs(seen) do n = n + 1 end
  seen[{}] = true
  if n > 0 then return { points = 50 } end
end)
