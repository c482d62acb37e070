-- Large strings made and dropped in every hook, with a weak table watching.
marbles.api(2)
local mt = {}
local w = setmetatable({}, mt)
mt.__mode = "k"
local kept = {}
marbles.on("throw", function(event)
  for i = 1, 4 do local s = string.rep("x", 500000) .. i end
end)
marbles.on("keep", function(event)
  local s = string.rep("ab", 400000)
  if event.points < 100 then return { refuse = "keep more" } end
end)
marbles.on("bank", function(event)
  local key = {}
  w[key] = string.rep("k", 1000)
  local n = 0
  for _ in pairs(w) do n = n + 1 end
  if n > 1 then return { points = 50 } end
end)
