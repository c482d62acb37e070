-- A __gc added after setmetatable: Lua marks no finalizer then, so it never runs.
marbles.api(2)
local ran = 0
local mt = {}
for i = 1, 50 do setmetatable({}, mt) end
mt.__gc = function() ran = ran + 1 end
marbles.on("keep", function(event)
  for i = 1, 50 do setmetatable({}, mt) end
  local junk = {}
  for i = 1, 3000 do junk[i] = {} end
  if event.points < 100 then return { refuse = "keep more" } end
end)
marbles.on("bank", function(event)
  if ran > 0 then return { points = 50 * ran } end
end)
