-- A hook that makes a few MiB of strings in one call, well short of the limit once the
-- garbage is collected, and a refusal that made them too.
marbles.api(2)
marbles.on("keep", function(event)
  local total = 0
  for i = 1, 12 do
    local s = string.rep("m", 900000)
    total = total + #s
  end
  if event.points < 100 then return { refuse = "keep more: " .. total } end
end)
marbles.on("bank", function(event)
  local s = string.rep("n", 1500000)
  return { points = #s % 7 * 50 }
end)
