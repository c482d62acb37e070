-- Every throw runs up to the call budget's edge; some past it, refused.
marbles.api(2)
marbles.on("throw", function(event)
  local sum = 0
  for _, d in ipairs(event.dice) do sum = sum + d end
  for i = 1, 99400 + sum * 20 do end
end)
