-- A coroutine kept from load and a weak table it fills, resumed by banks.
marbles.api(2)
local mt = {}
local w = setmetatable({}, mt)
mt.__mode = "v"
local co = coroutine.wrap(function()
  while true do
    w[#w + 1] = {}
    coroutine.yield(#w)
  end
end)
marbles.on("keep", function(event)
  for i = 1, 2000 do local t = {} end
  if event.points < 100 then return { refuse = "keep more" } end
end)
marbles.on("bank", function(event)
  local n = co()
  local live = 0
  for i = 1, n do if w[i] then live = live + 1 end end
  return { points = live * 50 }
end)
