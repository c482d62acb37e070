-- An ephemeron table whose values reach their keys, some anchored, some not.
marbles.api(2)
local mt = {}
local eph = setmetatable({}, mt)
local anchors = {}
for i = 1, 10 do
  local k = {}
  eph[k] = { k }
  if i % 2 == 0 then anchors[#anchors + 1] = k end
end
mt.__mode = "k"
marbles.on("throw", function(event)
  local junk = {}
  for i = 1, 1000 do junk[i] = {} end
end)
marbles.on("bank", function(event)
  local n = 0
  for _ in pairs(eph) do n = n + 1 end
  return { points = n * 10 }
end)
