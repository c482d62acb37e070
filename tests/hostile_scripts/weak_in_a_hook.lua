-- A weak table made inside a hook, garbage made, then read in the same call.
marbles.api(2)
marbles.on("bank", function(event)
  local mt = {}
  local w = setmetatable({}, mt)
  mt.__mode = "v"
  w[1] = {}
  for i = 1, 20000 do local t = { i } end
  local s = string.rep("z", 300000)
  if w[1] then return { points = 100 } end
  if #s > event.points * 1000 then return { refuse = "too little" } end
end)
