-- Looks for the collector everywhere a script can reach: it must find nothing.
marbles.api(2)
local found = 0
local places = { _G, _ENV, string, table, math, utf8, coroutine, getmetatable("") }
for _, t in ipairs(places) do
  if type(t) == "table" and rawget(t, "collectgarbage") ~= nil then found = found + 1 end
end
if pcall(function() return collectgarbage("count") end) then found = found + 1 end
if load or loadfile or dofile or require or debug or os or io then found = found + 1 end
marbles.on("bank", function(event)
  local n = found
  if pcall(function() return collectgarbage("step") end) then n = n + 1 end
  if n > 0 then return { points = 1000 * n } end
end)
